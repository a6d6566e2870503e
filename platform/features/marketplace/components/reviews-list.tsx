import type { ReviewView } from '#core/domain/marketplace/catalog.schema.ts';
import { Stars } from './star-rating.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Reviews, newest first: the stars, the reviewer's first name, when, the words and the shop's reply. */
export function ReviewsList({ reviews, headingId, title = 'Reviews' }: { reviews: ReviewView[]; headingId: string; title?: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title} <span className="text-base font-normal text-muted-foreground">({reviews.length})</span>
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-muted-foreground">No reviews yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {reviews.map((review) => (
            <li key={review.id} className="py-4">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5 stars</span>
                <span className="font-semibold">{review.reviewerName}</span>
                <span className="text-sm text-muted-foreground">{dateFormat.format(review.createdAt)}</span>
              </p>
              {review.text ? <p className="mt-1.5 whitespace-pre-line break-words">{review.text}</p> : null}
              {review.reply ? (
                <div className="mt-2 rounded-lg bg-muted px-3 py-2 text-sm">
                  <p className="font-semibold">The shop replied</p>
                  <p className="mt-0.5 whitespace-pre-line break-words">{review.reply}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
