import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import { bookingMoneyKey } from '#core/domain/money/idempotency.rules.ts';
import { averageRatingFromTotals } from '#core/domain/venues/review.rules.ts';
import { seededDemoPayment } from '#worker/services/payments/demo-provider.ts';
import type { Db } from './client.ts';
import { demoPaymentStore, ledgerEntries, venueBookings, venueReviews } from './schema/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The venues' own photos, drawn by scripts/make-demo-photos.mjs and served from platform/public. */
export const demoPhotoUrls = ['backyard', 'pool', 'house', 'field', 'garden', 'apartment'].map((name) => `/demo/venues/${name}.webp`);

/** Past visits reviewed by the demo host and the Demo Guest: [venue index, reviewer, stars, text]. */
const demoReviews: [number, 'host' | 'guest', number, string][] = [
  [0, 'guest', 5, 'The kids lived on the bounce lawn for three hours. Shade sails made all the difference.'],
  [0, 'host', 5, 'Spotless, easy to find, and the owner answered within the hour.'],
  [1, 'host', 5, 'Warm water even in March, and the cabana fridge kept the cake cool.'],
  [1, 'guest', 4, 'Great pool; parking was a little tight for a Saturday.'],
  [2, 'guest', 4, 'A lovely old house for a grown-up dinner. The piano was a hit.'],
  [3, 'host', 5, 'Room for a real soccer match and the lights came on as the sun went down.'],
  [3, 'guest', 4, 'Huge field, clean restrooms. Bring your own shade in summer.'],
  [4, 'guest', 5, 'The rose arch photos are our favourite birthday pictures ever.'],
];

export interface DemoListing {
  timeZone: string;
  pricePerHour: number | null;
  cleaningFeeCents: number;
  cancellationPolicy: 'flexible' | 'standard';
  bookingMode: 'instant' | 'request';
}

/** A booking row as the booking service would have written it (terms copied from the listing). */
function bookingRow(id: string, venueId: string, listing: DemoListing, guestUserId: string, startsAt: number, hours: number, guests: number) {
  const local = utcToZonedLocal(startsAt, listing.timeZone);
  const startMinute = Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  const rentCents = (listing.pricePerHour ?? 0) * hours;
  return {
    id,
    venueId,
    guestUserId,
    date: local.slice(0, 10),
    startMinute,
    endMinute: startMinute + hours * 60,
    timeZone: listing.timeZone,
    startsAt,
    endsAt: startsAt + hours * HOUR,
    guests,
    bookingMode: listing.bookingMode,
    cancellationPolicy: listing.cancellationPolicy,
    pricePerHourCents: listing.pricePerHour ?? 0,
    cleaningFeeCents: listing.cleaningFeeCents,
    rentCents,
    totalCents: rentCents + listing.cleaningFeeCents,
    provider: 'demo' as const,
  };
}

/** The rating each demo venue shows: from its seeded reviews, with core's rounding. */
export function demoRatingTotals(venueIndex: number) {
  const stars = demoReviews.filter(([index]) => index === venueIndex).map(([, , rating]) => rating);
  const sum = stars.reduce((total, rating) => total + rating, 0);
  return { reviewCount: stars.length, reviewStarsSum: sum, averageRating: averageRatingFromTotals(sum, stars.length) };
}

/**
 * The demo marketplace's history and the party's venue: past completed bookings of the demo host
 * and the Demo Guest, each paid and paid out to the owner (charge and release in the shared
 * ledger, so its audit stays clean) with the review it earned; and the demo host's confirmed, paid
 * booking of the backyard for the party (charge held until 24 hours after the party).
 */
export function demoVenueStatements(
  db: Db,
  { listings, hostId, guestId, eventId, partyStartsAt, now }: { listings: DemoListing[]; hostId: string; guestId: string; eventId: string; partyStartsAt: number; now: number },
) {
  const venueId = (index: number) => `demo-venue-${index + 1}`;
  const bookings: (typeof venueBookings.$inferInsert)[] = [];
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const reviews: (typeof venueReviews.$inferInsert)[] = [];
  demoReviews.forEach(([index, reviewer, rating, text], n) => {
    const listing = listings[index]!;
    // Afternoons some weeks back, on the hour.
    const startsAt = Math.floor((now - (10 + 9 * n) * DAY) / HOUR) * HOUR;
    const id = `demo-booking-past-${n + 1}`;
    const row = bookingRow(id, venueId(index), listing, reviewer === 'host' ? hostId : guestId, startsAt, 3, 15);
    const paidAt = startsAt - 14 * DAY;
    const releasedAt = row.endsAt + DAY + HOUR;
    bookings.push({
      ...row,
      status: 'completed',
      paymentIntentId: `pi_demo_seed_${n + 1}`,
      paidAt,
      answeredAt: paidAt + HOUR,
      payoutRequestedAt: releasedAt,
      payoutAccountId: 'acct_demo_venue_owner',
      transferId: `tr_demo_seed_${n + 1}`,
      releasedAt,
      createdAt: paidAt,
      updatedAt: releasedAt,
      version: 3,
    });
    entries.push(
      { id: `demo-ledger-${id}-charge`, kind: 'charge', bookingId: id, amountCents: row.totalCents, idempotencyKey: bookingMoneyKey('charge', id), providerRef: `pi_demo_seed_${n + 1}`, at: paidAt },
      {
        id: `demo-ledger-${id}-release`,
        kind: 'release',
        bookingId: id,
        amountCents: row.totalCents,
        idempotencyKey: bookingMoneyKey('release', id),
        providerRef: `tr_demo_seed_${n + 1}`,
        at: releasedAt,
      },
    );
    reviews.push({
      id: `demo-review-${n + 1}`,
      bookingId: id,
      venueId: venueId(index),
      guestUserId: row.guestUserId,
      reviewerName: reviewer === 'host' ? 'Demo' : 'Demo',
      rating,
      text,
      createdAt: row.endsAt + 2 * DAY,
    });
  });

  // The party: 2–5 PM at the backyard, 12 guests, requested and accepted a few days ago.
  const party = bookingRow('demo-booking-party', venueId(0), listings[0]!, hostId, partyStartsAt, 3, 12);
  const paidAt = now - 3 * DAY;
  bookings.push({
    ...party,
    eventId,
    status: 'confirmed',
    paymentIntentId: 'pi_demo_seed_party',
    message: 'For Maya’s 7th birthday — we’ll bring a bounce house.',
    paidAt,
    answeredAt: paidAt + 2 * HOUR,
    answerMessage: 'Happy birthday to Maya! The gate code comes the day before.',
    createdAt: paidAt - 5 * 60_000,
    updatedAt: paidAt + 2 * HOUR,
    version: 2,
  });
  entries.push({
    id: 'demo-ledger-party-charge',
    kind: 'charge',
    bookingId: party.id,
    amountCents: party.totalCents,
    idempotencyKey: bookingMoneyKey('charge', party.id),
    providerRef: 'pi_demo_seed_party',
    at: paidAt,
  });

  // Each charge is a payment the demo provider knows, so cancelling the party's booking refunds it.
  const payments = entries.filter((entry) => entry.kind === 'charge').map((entry) => seededDemoPayment(entry.providerRef!, entry.amountCents));
  return [db.insert(venueBookings).values(bookings), db.insert(ledgerEntries).values(entries), db.insert(venueReviews).values(reviews), db.insert(demoPaymentStore).values(payments)] as const;
}
