import { useId, useState, type FormEvent } from 'react';
import type { ReviewView } from '#core/domain/marketplace/catalog.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { textAreaClasses } from '../form-parts.tsx';
import { shopTime } from '../seller-words.ts';

/** The API's limit for a reply (the orders API's reviewReplyInputSchema). */
const REPLY_MAX = 2000;

/** One reply, written once: the API refuses a second. */
function ReplyForm({ reviewer, onReply, pending, error }: { reviewer: string; onReply: (text: string) => void; pending: boolean; error: string | null }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    const found = trimmed ? null : 'Write your reply first';
    setProblem(found);
    if (!found) onReply(trimmed);
  }
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-2">
      <Label htmlFor={`${id}-reply`}>Reply to {reviewer} (once, shown on your shop)</Label>
      <textarea
        id={`${id}-reply`}
        rows={2}
        maxLength={REPLY_MAX}
        className={textAreaClasses}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={problem ?? undefined} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Sending…' : 'Send reply'}
      </Button>
    </form>
  );
}

/** The shop's reviews, newest first, each with its reply or the form to write it. */
export function ShopReviews({
  reviews,
  timeZone,
  onReply,
  replying = null,
  error = null,
}: {
  reviews: ReviewView[];
  timeZone: string;
  onReply: (reviewId: string, text: string) => void;
  replying?: string | null;
  error?: { id: string; message: string } | null;
}) {
  if (reviews.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No reviews yet. Buyers review an order once it arrives.</p>;
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-card border border-border bg-card p-4">
          <article aria-label={`Review by ${review.reviewerName}`}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{review.reviewerName}</span>
              <span aria-hidden="true" className="text-primary">
                {'★'.repeat(review.rating)}
                <span className="text-muted-foreground">{'★'.repeat(5 - review.rating)}</span>
              </span>
              <span className="sr-only">{review.rating} out of 5 stars</span>
              <span className="text-muted-foreground">· {shopTime(review.createdAt, timeZone)}</span>
            </p>
            {review.text ? <p className="mt-2 text-sm whitespace-pre-line">{review.text}</p> : null}
            {review.reply ? (
              <div className="mt-3 border-l-2 border-border pl-3 text-sm">
                <p className="font-semibold">Your reply</p>
                <p className="whitespace-pre-line">{review.reply}</p>
              </div>
            ) : (
              <ReplyForm reviewer={review.reviewerName} onReply={(text) => onReply(review.id, text)} pending={replying === review.id} error={error?.id === review.id ? error.message : null} />
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
