import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { averageRatingFromTotals } from '#core/domain/venues/review.rules.ts';
import { runScheduledWork } from '#worker/scheduler.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { publishListing, registerMember } from '../venue-testing.ts';
import { bookAndPay, window } from './booking-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const later = (days: number) => ({ ...window, date: `2026-12-${String(5 + 7 * days).padStart(2, '0')}` });

describe('reviews', () => {
  it('lets the guest of a completed booking review it once, the owner reply once, and moves the card’s rating', async () => {
    const olga = await registerMember(t, 'Olga Owner');
    const gus = await registerMember(t, 'Gus Guest');
    const stan = await registerMember(t, 'Stan');
    const venue = await publishListing(t, olga, { bookingMode: 'instant' });
    const first = await bookAndPay(t, gus, venue.id);
    const second = await bookAndPay(t, gus, venue.id, later(1));

    // Not before the booking took place, not by anyone else.
    const early = await t.call('POST', `/api/bookings/${first.id}/review`, { token: gus, json: { rating: 5 } });
    expect(early.status).toBe(400);
    expect(early.data.error).toMatch(/once your booking has taken place/);
    t.clock.advance(Date.parse('2026-12-13T00:00:00Z') - t.clock.now());
    await runScheduledWork(t.deps);
    expect((await t.call('POST', `/api/bookings/${first.id}/review`, { token: stan, json: { rating: 1 } })).status).toBe(404);
    expect((await t.call('POST', `/api/bookings/${first.id}/review`, { token: olga, json: { rating: 5 } })).status).toBe(400);
    expect((await t.call('POST', `/api/bookings/${first.id}/review`, { token: gus, json: { rating: 6 } })).status).toBe(400);
    expect((await t.call('GET', `/api/bookings/${first.id}`, { token: gus })).data.booking.canReview).toBe(true);

    const review = await t.call('POST', `/api/bookings/${first.id}/review`, { token: gus, json: { rating: 5, text: '  Lovely lawn!  ' } });
    expect(review.status, JSON.stringify(review.data)).toBe(201);
    expect(review.data.review).toMatchObject({ rating: 5, text: 'Lovely lawn!', reviewerName: 'Gus', reply: null });
    expect((await t.call('POST', `/api/bookings/${first.id}/review`, { token: gus, json: { rating: 1 } })).status).toBe(409);
    const again = await Promise.all([4, 3].map((rating) => t.call('POST', `/api/bookings/${second.id}/review`, { token: gus, json: { rating } })));
    expect(again.map((response) => response.status).sort()).toEqual([201, 409]);

    const card = (await t.call('GET', '/api/venues')).data.find((entry: { id: string }) => entry.id === venue.id);
    const rating2 = again.find((response) => response.status === 201)!.data.review.rating as number;
    expect(card.averageRating).toBe(averageRatingFromTotals(5 + rating2, 2));
    expect((await t.call('GET', `/api/venues/${venue.id}`)).data.venue).toMatchObject({ reviewCount: 2 });

    const reviewId = review.data.review.id as string;
    expect((await t.call('POST', `/api/reviews/${reviewId}/reply`, { token: gus, json: { text: 'Me again' } })).status).toBe(403);
    const reply = await t.call('POST', `/api/reviews/${reviewId}/reply`, { token: olga, json: { text: 'Thank you, come again!' } });
    expect(reply.data.review).toMatchObject({ reply: 'Thank you, come again!' });
    expect((await t.call('POST', `/api/reviews/${reviewId}/reply`, { token: olga, json: { text: 'Edited' } })).status).toBe(409);
    const list = (await t.call('GET', `/api/venues/${venue.id}/reviews`)).data.reviews;
    expect(list).toHaveLength(2);
    expect(list.find((entry: { id: string }) => entry.id === reviewId).reply).toBe('Thank you, come again!');
    expect((await t.call('GET', '/api/venues/no-such/reviews')).status).toBe(404);
  });
});
