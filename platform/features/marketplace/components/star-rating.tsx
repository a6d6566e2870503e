import { StarIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';

/** "4.7", one decimal as the shop's rating is kept; null before any review. */
export function formatStars(average: number | null): string | null {
  return average === null ? null : average.toFixed(1);
}

/** Five stars, the first `rating` (rounded) filled; drawn only, the words go beside them. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={cx('inline-flex items-center', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={cx('h-4 w-4', star <= filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')} />
      ))}
    </span>
  );
}

/**
 * A shop's or product's rating: the stars, "4.7" and how many reviews ("Rated 4.7 out of 5 from 12
 * reviews" to a screen reader), or "New" before the first review.
 */
export function RatingSummary({ average, count, className }: { average: number | null; count: number; className?: string }) {
  const rating = formatStars(average);
  if (rating === null || count === 0) return <span className={cx('text-sm text-muted-foreground', className)}>New</span>;
  return (
    <span className={cx('inline-flex items-center gap-1.5 text-sm', className)}>
      <Stars rating={average ?? 0} />
      <span className="font-semibold">
        <span className="sr-only">Rated </span>
        {rating}
        <span className="sr-only"> out of 5 from</span>
      </span>
      <span className="text-muted-foreground">
        ({count}
        <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  );
}
