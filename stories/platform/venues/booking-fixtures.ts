import type { BookingView } from '#platform/features/venues/api/booking-keys.ts';
import { sampleImage } from '../fixtures.ts';

const HOUR = 3_600_000;

/** The stories' clock: December 1, 2026, 3 PM UTC. */
export const NOW = Date.UTC(2026, 11, 1, 15);
const startsAt = Date.UTC(2026, 11, 12, 20);

/** A booking of Saturday, December 12, 2026, 2–5 PM in Chicago, 3 hours at $85 plus a $50 cleaning fee. */
export const baseBooking: BookingView = {
  id: 'booking-1',
  role: 'guest',
  status: 'confirmed',
  venue: { id: 'venue-1', title: 'Sunny Backyard with Bounce Lawn', city: 'Austin', state: 'TX', imageUrl: sampleImage, streetAddress: '1200 Bluebonnet Lane' },
  event: { id: 'event-1', title: 'Maya turns 7' },
  guestName: null,
  date: '2026-12-12',
  startMinute: 840,
  endMinute: 1020,
  timeZone: 'America/Chicago',
  startsAt,
  endsAt: startsAt + 3 * HOUR,
  guests: 20,
  message: 'A seventh birthday with a bouncy castle.',
  respondBy: null,
  bookingMode: 'request',
  cancellationPolicy: 'standard',
  price: { pricePerHourCents: 8500, rentCents: 25_500, cleaningFeeCents: 5000, totalCents: 30_500 },
  answerMessage: null,
  cancelledBy: null,
  cancelReason: null,
  payment: { status: 'paid', paidAt: NOW - 2 * HOUR, refundCents: null, refundReason: null, refundedAt: null },
  checkoutUrl: null,
  payout: null,
  canAnswer: false,
  canCancel: true,
  canReview: false,
  review: null,
  createdAt: NOW - 2 * HOUR,
};

const hidden = { ...baseBooking.venue, streetAddress: null };
const unpaid = { status: 'awaiting' as const, paidAt: null, refundCents: null, refundReason: null, refundedAt: null };

/** The same booking in each status, as its guest sees it. */
export const guestBookings: Record<BookingView['status'], BookingView> = {
  awaiting_payment: { ...baseBooking, status: 'awaiting_payment', venue: hidden, respondBy: NOW + 25 * 60_000, payment: unpaid, checkoutUrl: '/demo-checkout/session-1' },
  pending: { ...baseBooking, status: 'pending', venue: hidden, respondBy: NOW + 22 * HOUR },
  confirmed: { ...baseBooking, answerMessage: 'See you then! The gate code comes by message.' },
  declined: {
    ...baseBooking,
    status: 'declined',
    venue: hidden,
    canCancel: false,
    answerMessage: 'Sorry, we have family staying that weekend.',
    payment: { status: 'refunded', paidAt: NOW - 2 * HOUR, refundCents: 30_500, refundReason: 'Full refund: the venue owner declined the request', refundedAt: NOW - HOUR },
  },
  expired: {
    ...baseBooking,
    status: 'expired',
    venue: hidden,
    canCancel: false,
    payment: { status: 'refund_pending', paidAt: NOW - 2 * HOUR, refundCents: 30_500, refundReason: 'Full refund: the venue owner did not answer the request in time', refundedAt: null },
  },
  cancelled: {
    ...baseBooking,
    status: 'cancelled',
    venue: hidden,
    canCancel: false,
    cancelledBy: 'guest',
    cancelReason: 'The party moved indoors.',
    payment: {
      status: 'partly_refunded',
      paidAt: NOW - 2 * HOUR,
      refundCents: 15_250,
      refundReason: '50% refund: cancelled less than 7 days before the start (standard policy)',
      refundedAt: NOW - HOUR,
    },
  },
  completed: { ...baseBooking, status: 'completed', canCancel: false, canReview: true },
  abandoned: { ...baseBooking, status: 'abandoned', venue: hidden, canCancel: false, payment: unpaid },
};

/** As the venue's owner sees it: the guest's name, the answer deadline, the payout. */
export const ownerRequest: BookingView = {
  ...guestBookings.pending,
  id: 'booking-2',
  role: 'owner',
  venue: baseBooking.venue,
  event: null,
  guestName: 'Gus Guest',
  canAnswer: true,
  canCancel: false,
  payout: { amountCents: 30_500, dueAt: startsAt + 27 * HOUR, releasedAt: null },
};

export const secondRequest: BookingView = {
  ...ownerRequest,
  id: 'booking-3',
  guestName: 'Nora Neighbour',
  date: '2026-12-19',
  startsAt: startsAt + 7 * 24 * HOUR,
  endsAt: startsAt + 7 * 24 * HOUR + 4 * HOUR,
  endMinute: 1080,
  guests: 35,
  message: null,
  respondBy: NOW + 3 * HOUR,
  price: { pricePerHourCents: 8500, rentCents: 34_000, cleaningFeeCents: 5000, totalCents: 39_000 },
};

export const ownerCompleted: BookingView = {
  ...baseBooking,
  id: 'booking-4',
  role: 'owner',
  status: 'completed',
  event: null,
  guestName: 'Gus Guest',
  canCancel: false,
  payout: { amountCents: 30_500, dueAt: startsAt + 27 * HOUR, releasedAt: startsAt + 27 * HOUR + 60_000 },
  review: { id: 'review-1', rating: 5, text: 'Perfect lawn for the bouncy castle.', reply: null, createdAt: startsAt + 30 * HOUR, repliedAt: null },
};
