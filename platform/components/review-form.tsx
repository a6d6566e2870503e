import { useId, useState, type FormEvent } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { StarRatingField } from '#platform/components/ui/star-rating-field.tsx';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/**
 * A review once something is over (a venue booking, a marketplace order): 1–5 stars as a radio
 * group (arrow keys move between them, as for any radio group) and optional words. Sent once; the
 * other side may reply once. The heading says what is reviewed, at the level its page needs.
 */
export function ReviewForm({
  heading,
  headingLevel = 2,
  maxLength,
  rows = 4,
  submitLabel = 'Post review',
  pendingLabel = 'Posting…',
  onSubmit,
  pending = false,
  error = null,
}: {
  heading: string;
  headingLevel?: 2 | 3;
  /** The longest text the API takes (its schema's max). */
  maxLength: number;
  rows?: number;
  submitLabel?: string;
  pendingLabel?: string;
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-heading`} noValidate>
      <Heading id={`${id}-heading`} className={headingLevel === 2 ? 'text-xl font-bold' : 'font-bold'}>
        {heading}
      </Heading>
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
        <textarea id={`${id}-text`} rows={rows} maxLength={maxLength} className={textArea} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
