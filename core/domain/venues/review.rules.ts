import type { BookingStatus } from './booking.schema.ts';

export type ReviewCheck = { ok: true } | { ok: false; message: string };

/**
 * A review belongs to one booking: only that booking's guest writes it, only once the booking is
 * completed, and only one per booking (the database's unique index on the booking id backs this).
 */
export function checkCanReview(input: { booking: { status: BookingStatus; guestId: string }; reviewerId: string; alreadyReviewed: boolean }): ReviewCheck {
  const { booking, reviewerId, alreadyReviewed } = input;
  if (booking.guestId !== reviewerId) return { ok: false, message: 'Only the guest who booked can review this booking' };
  if (booking.status !== 'completed') return { ok: false, message: 'You can review a venue once your booking has taken place' };
  if (alreadyReviewed) return { ok: false, message: 'You have already reviewed this booking' };
  return { ok: true };
}

/** The venue's owner replies to a review once; the reply is not edited afterwards. */
export function checkCanReply(input: { venueOwnerId: string | null; replierId: string; existingReply: string | null }): ReviewCheck {
  if (input.venueOwnerId === null || input.venueOwnerId !== input.replierId) return { ok: false, message: 'Only the venue owner can reply to a review' };
  if (input.existingReply !== null) return { ok: false, message: 'You have already replied to this review' };
  return { ok: true };
}

/**
 * The mean rating with one decimal, or null without reviews. Halves round up (4.45 → 4.5, 4.35 →
 * 4.4), computed on whole numbers — sum × 10 / count rounded half up — so no floating-point
 * residue decides a rounding (4.45 as a double is 4.4500000000000001776…). The result is the
 * nearest double to the one-decimal value, so `toFixed(1)` (the card's formatRating) shows it as is.
 */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  let sum = 0;
  for (const rating of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError('A rating is a whole number from 1 to 5');
    sum += rating;
  }
  return averageRatingFromTotals(sum, ratings.length);
}

/** The same from a stored sum and count (what a venue row can keep up to date in SQL). */
export function averageRatingFromTotals(ratingSum: number, ratingCount: number): number | null {
  if (!Number.isSafeInteger(ratingSum) || !Number.isSafeInteger(ratingCount) || ratingCount < 0) throw new RangeError('Rating totals are whole numbers');
  if (ratingCount === 0) return null;
  return Math.floor((ratingSum * 20 + ratingCount) / (2 * ratingCount)) / 10;
}
