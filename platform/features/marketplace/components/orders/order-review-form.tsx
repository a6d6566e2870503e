import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { cx } from '#platform/lib/class-names.ts';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';
const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
export const REVIEW_MAX_LENGTH = 2000;

/**
 * A review of a received order: 1–5 stars as a radio group (arrow keys move between them) and
 * optional words. Sent once; the shop may reply once.
 */
export function OrderReviewForm({
  shopName,
  onSubmit,
  pending = false,
  error = null,
}: {
  shopName: string;
  onSubmit: (input: { rating: number; text: string }) => void;
  pending?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setMissing(true);
    onSubmit({ rating, text: text.trim() });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="font-bold">
        Review {shopName}
      </h3>
      <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className={cx(
                'flex min-h-11 cursor-pointer items-center gap-1 rounded-full border px-3 text-sm has-focus-visible:outline-3 has-focus-visible:outline-ring',
                rating >= value ? 'border-amber-500 bg-amber-50 text-amber-900' : 'border-input bg-card',
              )}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setMissing(false);
                }}
                className="sr-only"
              />
              <span aria-hidden="true">★</span>
              {value} {value === 1 ? 'star' : 'stars'}
              <span className="sr-only">, {ratingWords[value]}</span>
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${id}-missing`} className="mt-1 text-sm font-medium text-destructive">
            Choose a rating from 1 to 5 stars
          </p>
        ) : null}
      </fieldset>
      <div>
        <Label htmlFor={`${id}-text`}>Your review (optional)</Label>
        <textarea id={`${id}-text`} className={textArea} rows={3} maxLength={REVIEW_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send review'}
      </Button>
    </form>
  );
}
