import type { Context } from 'hono';
import { checkAvailability, monthAvailability } from '#core/domain/venues/availability.rules.ts';
import { checkBookingTransition, type BookingAction, type BookingActor, paymentDeadline, initialBookingStatus, answerDeadline, holdsSlot } from '#core/domain/venues/booking.rules.ts';
import type { BookingRequestInput } from '#core/domain/venues/booking.schema.ts';
import { priceBooking } from '#core/domain/venues/pricing.rules.ts';
import type { AppBindings, AppDeps, SessionUser } from '#worker/deps.ts';
import { hitRateLimit } from '#worker/db/rate-limit.repo.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { cachedJson, cachedRead } from '#worker/cache/table-cache.ts';
import { randomId } from '#worker/services/tokens.ts';
import { listingsRepo, type VenueRow } from '../listings.repo.ts';
import { listingFieldsOf } from '../listings.service.ts';
import type { BookingPaymentsPort } from './booking-payments.port.ts';
import { sendBookingEmails } from '#worker/services/booking-emails.ts';
import { BOOKED_LISTING_TERMS, type BookingRow, bookingsRepo, type BookingWithParties } from './bookings.repo.ts';

type Ctx = Context<AppBindings>;

/** Bookings one member may start per hour (paid or not). */
export const BOOKINGS_PER_HOUR = 10;

const VENUE_NOT_FOUND = 'This venue does not exist or is not listed right now.';
/** The tables the kept listing, bookings and quotes come from (a write to one drops what was kept from it). */
const LISTING_TABLES = ['venues'] as const;
const BOOKING_TABLES = ['venue_bookings'] as const;
const QUOTE_TABLES = [...LISTING_TABLES, ...BOOKING_TABLES] as const;
/**
 * How long the booking panel's answer for one window may be kept (by the app's clock), on top of
 * being dropped by any write to the listing or the bookings: the time-dependent parts of a quote (a
 * window starting, a hold running out, the booking horizon moving at midnight) show within a
 * second, as the shared venue answers do. The booking itself is checked afresh.
 */
const QUOTE_KEPT_MS = 1000;
const BOOKING_NOT_FOUND = 'There is no booking here, or it is not yours to see.';

/** The listing as availability reads it (closed days filled in). */
export function availabilityListingOf(row: VenueRow) {
  const fields = listingFieldsOf(row);
  return {
    timeZone: fields.timeZone,
    weeklyHours: fields.weeklyHours,
    blockedDates: fields.blockedDates,
    bufferMinutes: fields.bufferMinutes,
    minimumHours: fields.minimumHours,
    maxGuests: fields.maxGuests,
  };
}

/** A published venue anyone may book; the owner's own, a draft or a paused one is refused with why. */
async function bookableVenue(c: Ctx, venueId: string, user: SessionUser, fresh?: VenueRow): Promise<VenueRow> {
  const row = fresh ?? (await keptListing(c, venueId));
  if (!row || row.status === 'draft') throw new ApiError(404, VENUE_NOT_FOUND);
  if (row.status === 'paused') throw new ApiError(409, 'This venue is paused for now and takes no bookings. Message the owner or choose another venue.', undefined, undefined, 'venue-paused');
  if (row.ownerId === user.id) throw new ApiError(400, 'This is your own venue: block the dates on your listing instead of booking it.');
  if (row.ownerId === null) throw new ApiError(409, 'This venue has no owner any more and takes no bookings.');
  return row;
}

/**
 * A listing by id for the quote and the booking, kept in process while nothing is written to the
 * venues (TableCache on Node; read each time on Workers). Every write to a listing goes through the
 * app's client, which drops it at once, so a booking copies the same price and terms a fresh read
 * would give it (reading the 30-column row was a quarter of a refused booking's time under load).
 * The booking's insert checks the listing's status and terms itself all the same (insertIfFree), so
 * a write this process did not see (a script, a second process) can never be booked past.
 */
function keptListing(c: Ctx, venueId: string): Promise<VenueRow | undefined> {
  const deps = c.get('deps');
  if (venueId.length > 100) return Promise.resolve(undefined);
  return cachedRead(deps.readCache, LISTING_TABLES, `venue-listing ${venueId}`, async () => (await listingsRepo.find(deps.db, venueId)) ?? undefined);
}

/**
 * The bookings that may hold a venue's slots around a date, kept in process while nothing is
 * written to the bookings. Read with the time of the read; whether each still holds is decided
 * again at the time of each quote (core's holdsSlot in checkAvailability), so a request that ran
 * out meanwhile frees its slot without a write.
 */
function keptDayBookings(c: Ctx, venueId: string, date: string, now: number) {
  const deps = c.get('deps');
  const day = dayRange(date);
  return cachedRead(deps.readCache, BOOKING_TABLES, `venue-day ${venueId} ${date}`, () => bookingsRepo.holdingBetween(deps.db, venueId, day.from, day.to, now), {
    // A hold that ran out since the read is still in the kept list and ignored at quote time.
    sameAs: (kept, fresh) => JSON.stringify(kept.filter((booking) => holdsSlot(booking, now))) === JSON.stringify(fresh),
  });
}

/**
 * Price and availability of a window, as the booking panel shows them before anyone books. A
 * booking passes the listing it has already checked; the booking's insert then checks the slot
 * again in the same write, whatever the kept bookings said.
 */
export async function quoteBooking(c: Ctx, venueId: string, request: Omit<BookingRequestInput, 'message' | 'eventId'>, listed?: VenueRow) {
  const row = listed ?? (await keptListing(c, venueId));
  if (!row || row.status !== 'published') throw new ApiError(404, VENUE_NOT_FOUND);
  const now = c.get('deps').clock.now();
  const listing = availabilityListingOf(row);
  const bookings = (await keptDayBookings(c, row.id, request.date, now))!;
  const availability = checkAvailability({ listing, bookings, request, now });
  if (!availability.ok) return { available: false as const, reason: availability.reason, message: availability.message };
  const price = priceBooking(
    row.priceOnRequest
      ? { pricePerHourCents: null, priceOnRequest: true, cleaningFeeCents: 0 }
      : { pricePerHourCents: row.pricePerHour, priceOnRequest: row.priceOnRequest, cleaningFeeCents: row.cleaningFeeCents },
    availability.durationMinutes,
  );
  if (!price.ok) return { available: false as const, reason: price.reason, message: price.message };
  return {
    available: true as const,
    startsAt: availability.startsAt,
    endsAt: availability.endsAt,
    durationMinutes: price.durationMinutes,
    lines: price.lines,
    totalCents: price.totalCents,
    bookingMode: row.bookingMode,
  };
}

/**
 * The booking panel's answer (`{ quote }`) as UTF-8 JSON, kept in process on Node for the same
 * window asked again (a panel re-asks as the guest changes the party size and back; a burst of
 * visitors asks for the same Saturday afternoon): see QUOTE_KEPT_MS. Refusals (404) are not kept.
 */
export function quoteJson(c: Ctx, venueId: string, request: Omit<BookingRequestInput, 'message' | 'eventId'>) {
  const { readCache, clock } = c.get('deps');
  const now = clock.now();
  const key = `venue-quote ${venueId} ${request.date} ${request.startMinute} ${request.endMinute} ${request.guests}`;
  return cachedJson(readCache, QUOTE_TABLES, key, now, async () => ({ json: JSON.stringify({ quote: await quoteBooking(c, venueId, request) }), until: now + QUOTE_KEPT_MS }));
}

/** A generous UTC range around a local date, whatever the zone (±14 h), for reading the bookings of that day. */
function dayRange(date: string) {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return { from: midnight - 15 * 3_600_000, to: midnight + 39 * 3_600_000 };
}

/**
 * A member books a window: every check of core's availability and price rules, then the insert
 * that re-checks the slot in the same write (bookingsRepo.insertIfFree). With something to pay the
 * booking waits for its payment (holding the slot for 30 minutes) and the answer carries the
 * checkout; a free booking is a request or confirmed at once.
 */
export async function createBooking(c: Ctx, user: SessionUser, venueId: string, input: BookingRequestInput, payments: BookingPaymentsPort) {
  const deps = c.get('deps');
  const row = await bookableVenue(c, venueId, user);
  if (input.eventId !== undefined && !(await bookingsRepo.eventHostedBy(deps.db, input.eventId, user.id))) {
    throw new ApiError(400, 'Choose one of the events you host for this booking.', { eventId: 'Not one of your events' });
  }
  const quote = await quoteBooking(c, row.id, input, row);
  if (!quote.available) throw new ApiError(quote.reason === 'overlaps-booking' ? 409 : 400, quote.message, undefined, undefined, quote.reason);
  // Each booking holds its slot while it waits for the payment: a cap per member keeps one person
  // from holding a venue's whole calendar with bookings they never pay. Counted only for a window
  // that could be booked: a refused one holds nothing and tells nothing the public quote does not,
  // so trying taken windows never uses up a member's starts (and costs no write).
  const limit = await hitRateLimit(deps.db, `booking-start:${user.id}`, BOOKINGS_PER_HOUR, 3_600_000, deps.clock.now());
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
    throw new ApiError(429, `You have started many bookings in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
      'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)),
    });
  }

  const now = deps.clock.now();
  const needsPayment = quote.totalCents > 0;
  const status = needsPayment ? 'awaiting_payment' : initialBookingStatus(row.bookingMode);
  const respondBy = status === 'awaiting_payment' ? paymentDeadline(now, quote.startsAt) : status === 'pending' ? answerDeadline(now, quote.startsAt) : null;
  const id = randomId();
  const inserted = await bookingsRepo.insertIfFree(
    deps.db,
    {
      id,
      venueId: row.id,
      guestUserId: user.id,
      eventId: input.eventId ?? null,
      date: input.date,
      startMinute: input.startMinute,
      endMinute: input.endMinute,
      timeZone: row.timeZone,
      startsAt: quote.startsAt,
      endsAt: quote.endsAt,
      guests: input.guests,
      message: input.message || null,
      status,
      respondBy,
      bookingMode: row.bookingMode,
      cancellationPolicy: row.cancellationPolicy,
      pricePerHourCents: row.pricePerHour ?? 0,
      cleaningFeeCents: row.cleaningFeeCents,
      rentCents: quote.totalCents - row.cleaningFeeCents,
      totalCents: quote.totalCents,
      createdAt: now,
      updatedAt: now,
    },
    row,
    now,
  );
  if (!inserted) throw await refusedInsert(c, row, user);
  let checkoutUrl: string | null = null;
  if (needsPayment) {
    checkoutUrl = (await payments.startCheckout(deps, id, appOriginOf(c))).checkoutUrl;
  } else {
    await sendBookingEmails(deps, id, status === 'pending' ? 'requested' : 'booked');
  }
  const saved = await bookingsRepo.findWithParties(deps.db, id);
  return { booking: bookingView(saved!, user.id, now), checkoutUrl };
}

/**
 * Why the insert booked nothing, told from a fresh read of the listing: it was paused, unlisted or
 * repriced since the copy the booking was checked with, or else the slot was taken.
 */
async function refusedInsert(c: Ctx, booked: VenueRow, user: SessionUser): Promise<ApiError> {
  const current = await listingsRepo.find(c.get('deps').db, booked.id);
  if (!current) return new ApiError(404, VENUE_NOT_FOUND);
  try {
    await bookableVenue(c, booked.id, user, current);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  if (BOOKED_LISTING_TERMS.some((term) => current[term] !== booked[term])) {
    return new ApiError(409, 'The owner has just changed this venue’s price or terms. Check the new price and book again.', undefined, undefined, 'listing-changed');
  }
  return new ApiError(409, 'Someone else has just booked this time. Choose another time.', undefined, undefined, 'overlaps-booking');
}

export function appOriginOf(c: Ctx): string {
  return (c.get('deps').env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** The booking for its guest or the venue's owner; anyone else gets the 404 of a booking that does not exist. */
export async function loadBookingFor(c: Ctx, id: string): Promise<{ user: SessionUser; found: BookingWithParties; role: 'guest' | 'owner' }> {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'Sign in to see your bookings.');
  const found = id.length <= 100 ? await bookingsRepo.findWithParties(c.get('deps').db, id) : null;
  if (!found) throw new ApiError(404, BOOKING_NOT_FOUND);
  if (found.booking.guestUserId === user.id) return { user, found, role: 'guest' };
  // The owner does not see a booking still waiting for the guest's payment (or never paid).
  if (found.venueOwnerId === user.id && found.booking.status !== 'awaiting_payment' && found.booking.status !== 'abandoned') return { user, found, role: 'owner' };
  throw new ApiError(404, BOOKING_NOT_FOUND);
}

/**
 * Moves a booking with core's rules: answer (owner), cancel (guest or owner), or what the
 * scheduler owes. A refund the rules give is marked on the row in the same write as the new
 * status, then sent (a crash in between is finished by the money jobs with the same key).
 * A replay of what already happened answers the booking as it is.
 */
export async function moveBooking(
  deps: AppDeps,
  id: string,
  action: BookingAction,
  by: BookingActor,
  details: { message?: string | null; reason?: string | null },
  payments: BookingPaymentsPort | null,
): Promise<{ moved: boolean; row: BookingRow; message?: string }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await bookingsRepo.find(deps.db, id);
    if (!before) throw new ApiError(404, BOOKING_NOT_FOUND);
    const now = deps.clock.now();
    const result = checkBookingTransition(before, action, by, now);
    if (!result.ok) return { moved: false, row: before, message: result.message };
    const patch: Partial<BookingRow> = { status: result.status, respondBy: null };
    if (action === 'confirm' || action === 'decline') Object.assign(patch, { answeredAt: now, answerMessage: details.message ?? null });
    if (action === 'cancel' && by !== 'system') Object.assign(patch, { cancelledAt: now, cancelledBy: by, cancelReason: details.reason ?? null });
    // Only money actually taken is refunded (a free booking, or one never paid, has nothing to give back).
    const refund = result.refund && before.paidAt !== null && result.refund.refundCents > 0 ? result.refund : null;
    if (result.refund && before.paidAt !== null) Object.assign(patch, { refundCents: result.refund.refundCents, refundReason: result.refund.reason });
    if (refund) patch.refundRequestedAt = now;
    if (!(await bookingsRepo.update(deps.db, before, patch, now))) continue;
    const row = (await bookingsRepo.find(deps.db, id))!;
    if (refund && payments) await payments.finishRefund(deps, id);
    const notice = noticeFor(action, by);
    if (notice) await sendBookingEmails(deps, id, notice);
    return { moved: true, row };
  }
  throw new ApiError(409, 'This booking changed while you were answering. Reload it and try again.');
}

function noticeFor(action: BookingAction, by: BookingActor) {
  switch (action) {
    case 'confirm':
      return 'confirmed' as const;
    case 'decline':
      return 'declined' as const;
    case 'expire':
      return 'expired' as const;
    case 'cancel':
      return by === 'owner' ? ('cancelled-by-owner' as const) : ('cancelled-by-guest' as const);
    default:
      return null;
  }
}

const answerable = new Set(['pending']);

/** What the guest or the owner sees of a booking: the address only for a confirmed (or past) booking. */
export function bookingView(found: BookingWithParties, viewerId: string, now: number) {
  const { booking } = found;
  const role = booking.guestUserId === viewerId ? 'guest' : 'owner';
  const addressShown = booking.status === 'confirmed' || booking.status === 'completed';
  const refundPending = booking.refundRequestedAt !== null && booking.refundedAt === null;
  const ownerShareCents = booking.paidAt === null ? 0 : booking.totalCents - (booking.refundCents ?? 0);
  return {
    id: booking.id,
    role,
    status: booking.status,
    venue: {
      id: booking.venueId,
      title: found.venueTitle,
      city: found.venueCity,
      state: found.venueState,
      imageUrl: found.venueImageUrls[0] ?? null,
      streetAddress: addressShown || role === 'owner' ? found.venueStreetAddress : null,
    },
    event: booking.eventId && found.eventTitle && role === 'guest' ? { id: booking.eventId, title: found.eventTitle } : null,
    guestName: role === 'owner' ? (found.guestName ?? 'A former member') : null,
    date: booking.date,
    startMinute: booking.startMinute,
    endMinute: booking.endMinute,
    timeZone: booking.timeZone,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    guests: booking.guests,
    message: booking.message,
    respondBy: booking.respondBy,
    bookingMode: booking.bookingMode,
    cancellationPolicy: booking.cancellationPolicy,
    price: { pricePerHourCents: booking.pricePerHourCents, rentCents: booking.rentCents, cleaningFeeCents: booking.cleaningFeeCents, totalCents: booking.totalCents },
    answerMessage: booking.answerMessage,
    cancelledBy: booking.cancelledBy,
    cancelReason: booking.cancelReason,
    payment: {
      status:
        booking.totalCents === 0
          ? 'not_required'
          : booking.paidAt === null
            ? 'awaiting'
            : booking.refundedAt !== null
              ? booking.refundCents === booking.totalCents
                ? 'refunded'
                : 'partly_refunded'
              : refundPending
                ? 'refund_pending'
                : 'paid',
      paidAt: booking.paidAt,
      refundCents: booking.refundCents,
      refundReason: booking.refundReason,
      refundedAt: booking.refundedAt,
    },
    checkoutUrl: role === 'guest' && booking.status === 'awaiting_payment' ? booking.checkoutUrl : null,
    payout: role === 'owner' && booking.paidAt !== null ? { amountCents: ownerShareCents, dueAt: booking.endsAt + 86_400_000, releasedAt: booking.releasedAt } : null,
    canAnswer: role === 'owner' && answerable.has(booking.status) && booking.respondBy !== null && now < booking.respondBy,
    canCancel: (booking.status === 'confirmed' && now < booking.endsAt) || (role === 'guest' && (booking.status === 'pending' || booking.status === 'awaiting_payment')),
    canReview: role === 'guest' && booking.status === 'completed' && found.review === null,
    review: found.review,
    createdAt: booking.createdAt,
  };
}
export type BookingView = ReturnType<typeof bookingView>;

/** The venue page's month: each day's status and free stretches (core's monthAvailability). */
export async function venueMonth(c: Ctx, venueId: string, year: number, month: number) {
  const row = venueId.length <= 100 ? await listingsRepo.find(c.get('deps').db, venueId) : null;
  const viewer = c.get('user');
  if (!row || (row.status !== 'published' && row.ownerId !== viewer?.id)) throw new ApiError(404, VENUE_NOT_FOUND);
  const now = c.get('deps').clock.now();
  const first = Date.UTC(year, month - 1, 1);
  const bookings = await bookingsRepo.holdingBetween(c.get('deps').db, row.id, first - 86_400_000, Date.UTC(year, month, 2), now);
  return monthAvailability({ listing: availabilityListingOf(row), bookings, year, month, now });
}

/** The guest's or the owner's list, split into what is ahead and what is past. */
export function splitByTime(views: BookingView[], now: number) {
  const upcoming = views.filter((view) => view.endsAt > now && !['declined', 'expired', 'cancelled', 'abandoned', 'completed'].includes(view.status)).sort((a, b) => a.startsAt - b.startsAt);
  const past = views.filter((view) => !upcoming.includes(view));
  return { upcoming, past };
}
