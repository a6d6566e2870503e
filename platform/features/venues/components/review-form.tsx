import { useId, useState, type FormEvent } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '#core/domain/venues/review.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { StarRatingField } from '#platform/components/ui/star-rating-field.tsx';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/**
 * "Write a review" for a completed booking: 1–5 stars as a radio group (arrow keys move between
 * them, as for any radio group) and optional words. Sent once; the review cannot be edited.
 */
export function ReviewForm({ onSubmit, pending = false, error = null }: { onSubmit: (input: { rating: number; text: string }) => void; pending?: boolean; error?: string | null }) {
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
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Write a review
      </h2>
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
        <textarea id={`${id}-text`} rows={4} maxLength={REVIEW_TEXT_MAX_LENGTH} className={textArea} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? 'Posting…' : 'Post review'}
      </Button>
    </form>
  );
}
