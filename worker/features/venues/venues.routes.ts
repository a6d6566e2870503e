import { type Context, Hono } from 'hono';
import { BOOKING_HORIZON_DAYS } from '#core/domain/venues/availability.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { publicJson } from '../../cache/json-responses.ts';
import { type SharedAnswer, sharedAnswer } from '../../cache/shared-answers.ts';
import { parseInput } from '../../middleware/request-body.ts';
import type { BookingPaymentsPort } from './bookings/booking-payments.port.ts';
import { bookingsRepo } from './bookings/bookings.repo.ts';
import { bookingsRoutes } from './bookings/bookings.routes.ts';
import { reviewsRoutes } from './bookings/reviews.routes.ts';
import { listingsRoutes } from './listings.routes.ts';
import { loadVenueDetail } from './venue-detail.service.ts';
import { searchParamsOf, type VenueSearchQuery, venueSearchQuerySchema } from './venue-search.schema.ts';
import { searchVenues } from './venue-search.service.ts';
import { venuesRepo } from './venues.repo.ts';

const MAX_VENUES = 100;
/** Public answers are asked again on every use and answered 304 while their ETag holds. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** What a query string asks for: the best rated list (no search parameter), or a search. */
function venueQueryOf(c: Context<AppBindings>): VenueSearchQuery | undefined {
  const params = searchParamsOf(c.req.query());
  return Object.keys(params).length > 0 ? parseInput(venueSearchQuerySchema, params) : undefined;
}

/** The list or a search's page, with `X-Has-More` on a search. Throws a readable 400 on a bad query. */
async function venuesAnswer(c: Context<AppBindings>): Promise<SharedAnswer> {
  const { db, clock } = c.get('deps');
  const query = venueQueryOf(c);
  if (!query) return { body: await venuesRepo.listBestRatedJson(db, MAX_VENUES) };
  const { body, hasMore } = await searchVenues(db, query, clock.now());
  return { body, headers: { 'X-Has-More': String(hasMore) } };
}

/**
 * `GET /api/venues`: the spec's array of venue cards (core's venueSchema), published listings only.
 * Without parameters (the landing page) it is the best rated 100; with search parameters
 * (venue-search.schema.ts) one page of the search, with `X-Has-More: true` when another page
 * follows. Both are revalidated on every use (ETag), since a paused listing leaves them at once.
 */
const searchRoutes = new Hono<AppBindings>().get('/venues', async (c) => {
  // A date search answers from bookings that change by the minute (and on Workers a shared answer
  // lives seconds, unseen by writes): read each time.
  if (c.req.query('date')?.trim()) {
    const page = await venuesAnswer(c);
    return publicJson(c, page.body, REVALIDATE, undefined, page.headers);
  }
  // Anything else is the same for everyone who sends the same query string and changes only with
  // the listings, so a burst of it costs one read (sharedAnswer, decision 053) and no parsing: the
  // query is checked inside the load, so a refusal is never kept.
  const url = c.req.url;
  const queryAt = url.indexOf('?');
  const page = await sharedAnswer(c, queryAt < 0 ? 'venues' : `venues${url.slice(queryAt)}`, () => venuesAnswer(c));
  return publicJson(c, page.body, REVALIDATE, undefined, page.headers);
});

/** `GET /api/venues/:id`: the venue page (venue-detail.service.ts). Depends on who asks (an owner's preview), so never shared. */
const detailRoutes = new Hono<AppBindings>().get('/venues/:id', async (c) => {
  const venue = await loadVenueDetail(c, c.req.param('id'));
  // The held slots of the booking horizon (times only, nobody's name) for the calendar and the price panel.
  const now = c.get('deps').clock.now();
  const bookings = await bookingsRepo.holdingBetween(c.get('deps').db, venue.id, now, now + (BOOKING_HORIZON_DAYS + 1) * 86_400_000, now);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ venue: { ...venue, bookings } });
});

/** Venues: the public search and venue page, the owner's listings, and bookings (paid through the money feature's port). */
export function venuesRoutes(bookingPayments: BookingPaymentsPort) {
  return new Hono<AppBindings>().route('/', searchRoutes).route('/', detailRoutes).route('/', listingsRoutes).route('/', bookingsRoutes(bookingPayments)).route('/', reviewsRoutes);
}
