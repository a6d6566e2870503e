import type { Context } from 'hono';
import type { DayAvailability } from '#core/domain/venues/availability.rules.ts';
import type { BookingRequestInput } from '#core/domain/venues/booking.schema.ts';
import { isEmbedKey, originAllowed } from '#core/embed/embed-keys.rules.ts';
import { EMBED_BOOKING_ANSWER_WINDOW_MS, type EmbedVenueBooking, type EmbedVenueCard, type EmbedVenueQuote } from '#core/embed/embed-venue.rules.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { type EmbedKeyRow, embedRepo } from './embed.repo.ts';
import { isProduction } from './embed-keys.service.ts';
import { countLoad, countWidgetUse } from './embed-stats.service.ts';
import { type EmbedBookingRow, embedVenueRepo } from './embed-venue.repo.ts';
import { refuse } from './embed-widget.service.ts';

type Ctx = Context<AppBindings>;

/** The public venue page's view of a venue, as far as the widget's card needs it (the card minus its links, plus the status and photos). */
export type EmbedVenueSource = Omit<EmbedVenueCard, 'photoUrl' | 'url'> & { status: string; photos: { url: string }[] };

/**
 * What the venue widget needs from the venues feature, handed in by createApp (decision 030): the
 * venue page's own view, the booking panel's quote and the calendar's month, so the widget shows
 * exactly what the venue page shows and never a copy of the availability or price rules.
 */
export interface EmbedVenuePort {
  venueDetail(c: Ctx, venueId: string): Promise<EmbedVenueSource>;
  quoteBooking(c: Ctx, venueId: string, request: Omit<BookingRequestInput, 'message' | 'eventId'>): Promise<EmbedVenueQuote>;
  venueMonth(c: Ctx, venueId: string, year: number, month: number): Promise<DayAvailability[]>;
}

/** How many venues the widget lists: an owner has at most 50 listings. */
export const EMBED_VENUES_MAX = 50;

const VENUE_ID = /^[\w-]{1,100}$/;

/**
 * The ids of the key's venues that take bookings now: the one venue while its key's owner still
 * owns it, or every published venue of the owner. A key whose owner no longer owns its venue stops
 * (`key-revoked`); `venueId` (the page's `data-venue`, or the venue of a call) must be one of them.
 */
export async function keyVenueIds(c: Ctx, key: EmbedKeyRow, venueId?: string): Promise<string[]> {
  const { db } = c.get('deps');
  let ids: string[];
  if (key.targetKind === 'venue') {
    const venue = await embedVenueRepo.findVenue(db, key.targetId);
    if (!venue) throw refuse(c, 404, 'venue-gone', 'This venue is no longer on Cakeday.');
    if (venue.ownerId !== key.ownerId) throw refuse(c, 403, 'key-revoked', 'This widget has been switched off: its key’s owner no longer owns this venue.');
    if (venue.status !== 'published') throw refuse(c, 404, 'venue-gone', 'This venue is not taking bookings on Cakeday right now.');
    ids = [venue.id];
  } else if (key.targetKind === 'venue-owner') {
    if (key.targetId !== key.ownerId) throw refuse(c, 403, 'key-revoked', 'This widget has been switched off by its owner.');
    ids = (await embedVenueRepo.publishedVenueIdsOf(db, key.ownerId, EMBED_VENUES_MAX)).map((row) => row.id);
  } else {
    throw refuse(c, 403, 'key-invalid', 'This Cakeday widget’s key is not valid for this widget. The site owner can copy the snippet again from Cakeday.');
  }
  if (venueId !== undefined && venueId !== '') {
    if (!VENUE_ID.test(venueId) || !ids.includes(venueId)) {
      throw refuse(c, 404, 'venue-mismatch', `This widget’s key does not show the venue "${venueId.slice(0, 60)}", or it is not taking bookings right now. Copy the snippet again from Cakeday.`);
    }
    return [venueId];
  }
  return ids;
}

function cakedayOrigin(c: Ctx): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

function venuePageUrl(c: Ctx, venueId: string): string {
  return `${cakedayOrigin(c)}/venues/${encodeURIComponent(venueId)}`;
}

export function venueCard(c: Ctx, view: EmbedVenueSource): EmbedVenueCard {
  return {
    id: view.id,
    title: view.title,
    venueType: view.venueType,
    city: view.city,
    state: view.state,
    maxGuests: view.maxGuests,
    pricePerHourCents: view.pricePerHourCents,
    priceOnRequest: view.priceOnRequest,
    minimumHours: view.minimumHours,
    cleaningFeeCents: view.cleaningFeeCents,
    bookingMode: view.bookingMode,
    timeZone: view.timeZone,
    // Absolute: the widget shows it on another site, where a path would point at that site.
    photoUrl: view.photos[0] ? new URL(view.photos[0].url, `${cakedayOrigin(c)}/`).href : null,
    averageRating: view.averageRating,
    reviewCount: view.reviewCount,
    url: venuePageUrl(c, view.id),
  };
}

/** The key's venues as cards, in the owner's order. Counts a load of the widget (embed stats, once per visitor per half hour). */
export async function venueCards(c: Ctx, port: EmbedVenuePort, key: EmbedKeyRow, venueId?: string): Promise<EmbedVenueCard[]> {
  const ids = await keyVenueIds(c, key, venueId);
  const views = await Promise.all(ids.map((id) => port.venueDetail(c, id).catch(() => null)));
  const cards = views.filter((view): view is EmbedVenueSource => view !== null && view.status === 'published').map((view) => venueCard(c, view));
  await countLoad(c, key);
  return cards;
}

function widgetStatus(status: EmbedBookingRow['status']): EmbedVenueBooking['status'] {
  if (status === 'awaiting_payment') return 'awaiting-payment';
  if (status === 'pending') return 'requested';
  if (status === 'confirmed' || status === 'completed') return 'confirmed';
  return 'ended';
}

/**
 * A booking made in the widget's popup, as far as the widget may know it: its status and start.
 * Only bookings of the key's venues, made in the last three hours, answer; any other id gets the
 * same 404, so the key is no window onto a venue's other bookings. The first answer that the
 * booking went through counts one booking in the key's stats.
 */
export async function widgetBooking(c: Ctx, key: EmbedKeyRow, bookingId: string): Promise<EmbedVenueBooking> {
  const { db, clock } = c.get('deps');
  const gone = () => refuse(c, 404, 'booking-gone', 'This widget cannot find that booking. Your bookings are on Cakeday under My bookings.');
  const booking = bookingId.length <= 100 ? await embedVenueRepo.findBooking(db, bookingId) : undefined;
  if (!booking || clock.now() - booking.createdAt > EMBED_BOOKING_ANSWER_WINDOW_MS) throw gone();
  const ids = await keyVenueIds(c, key);
  if (!ids.includes(booking.venueId)) throw gone();
  const status = widgetStatus(booking.status);
  // Once per booking, however often the widget asks.
  if (status === 'requested' || status === 'confirmed') await countWidgetUse(c, key, 'booking', { once: `booking:${booking.id}`, forMs: EMBED_BOOKING_ANSWER_WINDOW_MS * 2 });
  return { id: booking.id, venueId: booking.venueId, status, startsAt: new Date(booking.startsAt).toISOString() };
}

/**
 * For the venue page on Cakeday's origin (the widget's popup): whether `origin` is one of the
 * allowed origins of a working venue key that shows `venueId`. Only then does the page post the new
 * booking's id to its opener. Answers the normalized origin, or 403 without saying more.
 */
export async function verifiedReturnOrigin(c: Ctx, input: { key: string | undefined; origin: string | undefined; venue: string | undefined }): Promise<string> {
  const { db, clock } = c.get('deps');
  const no = () => new ApiError(403, 'This booking window was not opened by a site allowed to show this Cakeday widget.', undefined, undefined, 'origin-not-allowed');
  const limited = await hitRateLimit(db, `embed:return:${c.get('deps').clientAddress(c)}`, 60, 10 * 60_000, clock.now());
  if (!limited.allowed) throw new ApiError(429, 'Too many requests. Please try again in a few minutes.', undefined, undefined, 'rate-limited');
  const { key: keyId, origin, venue } = input;
  if (!isEmbedKey(keyId) || !origin || origin.length > 200 || !venue || !VENUE_ID.test(venue)) throw no();
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw no();
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) throw no();
  const key = await embedRepo.findKey(db, keyId);
  if (!key || key.widget !== 'venue-search' || key.revokedAt !== null) throw no();
  if (!originAllowed(key.allowedOrigins, origin, { production: isProduction(c) })) throw no();
  const ids = await keyVenueIds(c, key).catch(() => [] as string[]);
  if (!ids.includes(venue)) throw no();
  return url.origin;
}
