import type { BookingStatus } from '#core/domain/venues/booking.schema.ts';
import type { BookingMode, CancellationPolicy } from '#core/domain/venues/listing.schema.ts';
import type { PriceLine } from '#core/domain/venues/pricing.rules.ts';

/** Query keys and paths of the booking screens (decision 028). */
export const bookingKeys = {
  all: ['bookings'] as const,
  quote: (venueId: string, query: string) => ['bookings', 'quote', venueId, query] as const,
  mine: ['bookings', 'mine'] as const,
  host: ['bookings', 'host'] as const,
  booking: (id: string) => ['bookings', 'detail', id] as const,
  reviews: (venueId: string) => ['bookings', 'reviews', venueId] as const,
};

export const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** A review as the booking shows it to its guest and its venue's owner. */
export interface BookingReview {
  id: string;
  rating: number;
  text: string | null;
  reply: string | null;
  createdAt: number | string;
  repliedAt: number | string | null;
}

/** A review on the venue page. */
export interface VenueReview {
  id: string;
  rating: number;
  text: string | null;
  reviewerName: string;
  createdAt: number | string;
  reply: string | null;
  repliedAt: number | string | null;
}

export type PaymentStatus = 'not_required' | 'awaiting' | 'paid' | 'refund_pending' | 'refunded' | 'partly_refunded';

/** One booking as GET /api/bookings/:id answers it to its guest or its venue's owner (bookings.service.ts `bookingView`). */
export interface BookingView {
  id: string;
  role: 'guest' | 'owner';
  status: BookingStatus;
  venue: { id: string; title: string; city: string; state: string; imageUrl: string | null; streetAddress: string | null };
  event: { id: string; title: string } | null;
  guestName: string | null;
  date: string;
  startMinute: number;
  endMinute: number;
  timeZone: string;
  startsAt: number;
  endsAt: number;
  guests: number;
  message: string | null;
  respondBy: number | null;
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  price: { pricePerHourCents: number; rentCents: number; cleaningFeeCents: number; totalCents: number };
  answerMessage: string | null;
  cancelledBy: 'guest' | 'owner' | null;
  cancelReason: string | null;
  payment: { status: PaymentStatus; paidAt: number | null; refundCents: number | null; refundReason: string | null; refundedAt: number | null };
  checkoutUrl: string | null;
  payout: { amountCents: number; dueAt: number; releasedAt: number | null } | null;
  canAnswer: boolean;
  canCancel: boolean;
  /** Reviews (being added to the API): absent until the server sends them. */
  canReview?: boolean;
  review?: BookingReview | null;
  createdAt: number;
}

/** The server's quote for a window (GET /api/venues/:id/quote). */
export type BookingQuote =
  | { available: true; startsAt: number; endsAt: number; durationMinutes: number; lines: PriceLine[]; totalCents: number; bookingMode: BookingMode }
  | { available: false; reason: string; message: string };
