/**
 * The venue widget's side of the public widget API (decision 030): the shapes
 * `/api/embed/v1/venue…` answers with, and the message the booking popup on Cakeday's origin posts
 * back to the widget's page. Zod-free, so the widget can import it within its size budget.
 */
import type { PriceLine } from '../domain/venues/pricing.rules.ts';

/** One venue as the widget's list shows it: what a guest needs to choose, never the street address. */
export interface EmbedVenueCard {
  id: string;
  title: string;
  venueType: string | null;
  city: string;
  state: string;
  maxGuests: number | null;
  pricePerHourCents: number | null;
  priceOnRequest: boolean;
  minimumHours: number;
  cleaningFeeCents: number;
  bookingMode: 'instant' | 'request';
  timeZone: string;
  photoUrl: string | null;
  averageRating: number | null;
  reviewCount: number;
  /** The venue's page on Cakeday, where the booking itself happens. */
  url: string;
}

/** GET /api/embed/v1/venue: the key's published venues (one for a single-venue key). */
export interface EmbedVenueList {
  venues: EmbedVenueCard[];
}

export type EmbedVenueDayStatus = 'past' | 'too-far-ahead' | 'blocked' | 'closed' | 'fully-booked' | 'partly-booked' | 'open';

/** GET /api/embed/v1/venue/:id/availability?month=YYYY-MM: each day's status and free stretches (instants). */
export interface EmbedVenueMonth {
  month: string;
  days: { date: string; status: EmbedVenueDayStatus; freeRanges: { startsAt: number; endsAt: number }[] }[];
}

/** GET /api/embed/v1/venue/:id/quote: the server's answer for a window, the price lines when it is free. */
export type EmbedVenueQuote =
  | { available: false; reason: string; message: string }
  | { available: true; startsAt: number; endsAt: number; durationMinutes: number; lines: PriceLine[]; totalCents: number; bookingMode: 'instant' | 'request' };

/**
 * GET /api/embed/v1/venue/booking/:id: all the widget learns of a booking made in its popup. Only
 * bookings of the key's venues made in the last hours answer, and only with these fields.
 * `awaiting-payment`: not paid yet; `requested`: paid, the owner answers; `confirmed`: booked;
 * `ended`: abandoned, declined, cancelled or expired.
 */
export interface EmbedVenueBooking {
  id: string;
  venueId: string;
  status: 'awaiting-payment' | 'requested' | 'confirmed' | 'ended';
  startsAt: string;
}

/** How long after its creation a booking still answers the widget's status question. */
export const EMBED_BOOKING_ANSWER_WINDOW_MS = 3 * 60 * 60 * 1000;

/**
 * What the venue page on Cakeday's origin (in the widget's popup) posts to its opener once the
 * visitor has made the booking, to the origin the API confirmed for the key. The widget trusts
 * only the API: it asks for the booking's status with this id.
 */
export const BOOKING_CREATED_MESSAGE = 'cakeday:booking-created';
export interface BookingCreatedMessage {
  type: typeof BOOKING_CREATED_MESSAGE;
  bookingId: string;
  venueId: string;
  startsAt: string;
}

/**
 * The query the widget adds to the venue page's address so the booking there can tell the widget:
 * the key and the embedding page's origin. The venue page asks the API whether that origin is one
 * of the key's allowed origins for this venue before it posts anything to it.
 */
export const EMBED_RETURN_KEY_PARAM = 'embedKey';
export const EMBED_RETURN_ORIGIN_PARAM = 'embedOrigin';
