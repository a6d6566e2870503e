import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { StarRatingField } from '#platform/components/ui/star-rating-field.tsx';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';
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
      <StarRatingField
        id={id}
        rating={rating}
        missing={missing}
        onChange={(value) => {
          setRating(value);
          setMissing(false);
        }}
      />
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
