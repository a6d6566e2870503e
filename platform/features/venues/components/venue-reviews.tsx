import { useId, useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX_LENGTH } from '#core/domain/venues/review.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { VenueRating } from '#platform/components/venue-card.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import type { VenueReview } from '../api/booking-keys.ts';
import { useVenueReviews } from '../api/list-venue-reviews.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import type { VenueDetail } from '../api/venue-keys.ts';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** "★★★★☆" for the eye, "4 out of 5 stars" for a screen reader. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-amber-600">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(Math.max(0, 5 - rating))}
      </span>
      <span className="sr-only">{rating} out of 5 stars</span>
    </span>
  );
}

export function formatReviewDate(at: number | string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

function ReplyForm({ review, onReply, pending, error }: { review: VenueReview; onReply: (text: string) => void; pending: boolean; error: string | null }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onReply(text.trim());
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <Label htmlFor={`${id}-reply`}>Reply to {review.reviewerName} (once; it cannot be edited)</Label>
      <textarea id={`${id}-reply`} rows={2} maxLength={REVIEW_REPLY_MAX_LENGTH} className={textArea} value={text} onChange={(event) => setText(event.target.value)} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="sm" variant="outline" disabled={pending || !text.trim()}>
        {pending ? 'Posting…' : 'Post reply'}
      </Button>
    </form>
  );
}

/** The reviews as a list; the owner gets a reply form under each review they have not answered. */
export function ReviewList({
  reviews,
  canReply = false,
  onReply,
  replyingTo = null,
  replyError = null,
}: {
  reviews: VenueReview[];
  canReply?: boolean;
  onReply?: (reviewId: string, text: string) => void;
  replyingTo?: string | null;
  replyError?: { reviewId: string; message: string } | null;
}) {
  if (reviews.length === 0) return <p className="mt-2 text-muted-foreground">No reviews yet.</p>;
  return (
    <ul className="mt-3 space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-card border border-border bg-card p-4">
          <article aria-label={`Review by ${review.reviewerName}`}>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars rating={review.rating} />
              <span className="font-semibold">{review.reviewerName}</span>
              <span className="text-sm text-muted-foreground">{formatReviewDate(review.createdAt)}</span>
            </p>
            {review.text ? <p className="mt-2 whitespace-pre-line">{review.text}</p> : null}
            {review.reply ? (
              <div className="mt-3 border-l-2 border-border pl-3">
                <p className="text-sm font-semibold">Reply from the owner</p>
                <p className="whitespace-pre-line text-sm">{review.reply}</p>
              </div>
            ) : canReply && onReply ? (
              <ReplyForm review={review} onReply={(text) => onReply(review.id, text)} pending={replyingTo === review.id} error={replyError?.reviewId === review.id ? replyError.message : null} />
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The venue page's reviews (GET /api/venues/:id/reviews), with the owner's reply forms for the owner. */
export function VenueReviews({ venue }: { venue: VenueDetail }) {
  const reviews = useVenueReviews(venue.id);
  const reply = useReplyToReview(venue.id);
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="flex items-center gap-3 text-xl font-bold">
        Reviews
        <VenueRating averageRating={venue.averageRating} className="flex items-center gap-1 text-base font-semibold" newClassName="text-base font-normal text-muted-foreground" />
        {venue.reviewCount > 0 ? (
          <span className="text-base font-normal text-muted-foreground">
            ({venue.reviewCount} {venue.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        ) : null}
      </h2>
      {reviews.isPending ? (
        <p className="mt-2 text-muted-foreground">Loading reviews…</p>
      ) : reviews.isError ? (
        <p className="mt-2 text-muted-foreground">{venue.reviewCount > 0 ? 'The reviews could not be loaded right now.' : 'No reviews yet.'}</p>
      ) : (
        <ReviewList
          reviews={reviews.data}
          canReply={venue.viewerIsOwner}
          onReply={(reviewId, text) => reply.mutate({ reviewId, text })}
          replyingTo={reply.isPending ? (reply.variables?.reviewId ?? null) : null}
          replyError={
            reply.isError && reply.variables
              ? { reviewId: reply.variables.reviewId, message: failureMessage(reply.error, 'The reply could not be posted.', 'Please check your connection and try again.') }
              : null
          }
        />
      )}
    </section>
  );
}
