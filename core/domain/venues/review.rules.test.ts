import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRating, averageRatingFromTotals, checkCanReply, checkCanReview } from './review.rules.ts';
import { reviewInputSchema, reviewReplyInputSchema } from './review.schema.ts';
import { formatRating } from './venue.rules.ts';

describe('review input', () => {
  it('takes 1–5 whole stars and optional text up to 2000 characters', () => {
    expect(reviewInputSchema.parse({ rating: 5 })).toEqual({ rating: 5, text: '' });
    expect(reviewInputSchema.parse({ rating: 1, text: '  Too loud.\nNo parking.  ' })).toEqual({ rating: 1, text: 'Too loud.\nNo parking.' });
    for (const rating of [0, 6, 4.5, '5', null]) expect(reviewInputSchema.safeParse({ rating }).success, String(rating)).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 4, text: 'x'.repeat(2001) }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 4, text: 'x'.repeat(2000) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ rating: 4, text: 'half \uD83D' }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 4, bookingId: 'b1' }).success).toBe(false);
  });

  it('needs a reply to say something', () => {
    expect(reviewReplyInputSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(reviewReplyInputSchema.parse({ text: ' Thanks! ' })).toEqual({ text: 'Thanks!' });
    expect(reviewReplyInputSchema.safeParse({ text: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('who may review and reply', () => {
  const booking = { status: 'completed' as const, guestId: 'guest-1' };

  it('lets the guest review a completed booking once', () => {
    expect(checkCanReview({ booking, reviewerId: 'guest-1', alreadyReviewed: false })).toEqual({ ok: true });
    expect(checkCanReview({ booking, reviewerId: 'guest-1', alreadyReviewed: true })).toEqual({ ok: false, message: 'You have already reviewed this booking' });
    expect(checkCanReview({ booking, reviewerId: 'someone', alreadyReviewed: false })).toEqual({ ok: false, message: 'Only the guest who booked can review this booking' });
    for (const status of ['pending', 'confirmed', 'cancelled', 'declined', 'expired'] as const) {
      expect(checkCanReview({ booking: { ...booking, status }, reviewerId: 'guest-1', alreadyReviewed: false })).toEqual({
        ok: false,
        message: 'You can review a venue once your booking has taken place',
      });
    }
  });

  it('lets the owner reply once', () => {
    expect(checkCanReply({ venueOwnerId: 'owner-1', replierId: 'owner-1', existingReply: null })).toEqual({ ok: true });
    expect(checkCanReply({ venueOwnerId: 'owner-1', replierId: 'owner-1', existingReply: 'Thanks' })).toEqual({ ok: false, message: 'You have already replied to this review' });
    expect(checkCanReply({ venueOwnerId: 'owner-1', replierId: 'guest-1', existingReply: null })).toMatchObject({ ok: false });
    expect(checkCanReply({ venueOwnerId: null, replierId: 'guest-1', existingReply: null })).toMatchObject({ ok: false });
  });
});

describe('averageRating', () => {
  it('is null without reviews and has one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4, 4])).toBe(4.3); // 4.333…
    expect(averageRating([5, 5, 4])).toBe(4.7); // 4.666…
  });

  it('rounds halves up, exactly', () => {
    // 89 / 20 = 4.45 exactly; as a double it is 4.4500000000000001776, and 4.35 is 4.3499999999999996447.
    expect(averageRating([...Array(9).fill(5), ...Array(11).fill(4)])).toBe(4.5);
    expect(averageRating([...Array(7).fill(5), ...Array(13).fill(4)])).toBe(4.4); // 4.35
    expect(averageRating([...Array(17).fill(5), ...Array(3).fill(4)])).toBe(4.9); // 4.85, which toFixed(1) alone shows as 4.8
    expect(formatRating(averageRating([...Array(17).fill(5), ...Array(3).fill(4)]))).toBe('4.9');
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])).toBe(1.9); // 1.9 exactly
  });

  it('refuses ratings that are not 1–5 whole stars', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) expect(() => averageRating([5, rating])).toThrow(RangeError);
    expect(() => averageRatingFromTotals(5, -1)).toThrow(RangeError);
    expect(averageRatingFromTotals(0, 0)).toBeNull();
  });

  it('is the mean rounded half up to a tenth, within 1–5, and shown as is', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (ratings) => {
        const average = averageRating(ratings)!;
        const sum = ratings.reduce((a, b) => a + b, 0);
        const n = ratings.length;
        const tenths = Math.round(average * 10);
        expect(average).toBe(tenths / 10);
        // Half up means mean − tenths/10 ∈ [−1/20, 1/20); times 20n, in whole numbers: −n ≤ 20·sum − 2n·tenths < n.
        const twentyTimesError = 20 * sum - 2 * n * tenths;
        expect(twentyTimesError).toBeGreaterThanOrEqual(-n);
        expect(twentyTimesError).toBeLessThan(n);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(formatRating(average)).toBe((tenths / 10).toFixed(1));
        expect(averageRatingFromTotals(sum, n)).toBe(average);
      }),
      { numRuns: 2000 },
    );
  });
});
