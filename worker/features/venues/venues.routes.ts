import { type Context, Hono } from 'hono';
import { BOOKING_HORIZON_DAYS } from '../../../core/domain/venues/availability.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { publicJson } from '../../cache/json-responses.ts';
import { sharedAnswer } from '../../cache/shared-answers.ts';
import { RecentBySize } from '../../cache/recent-by-size.ts';
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

/** The first character of a shared search page: another page follows, or this is the last. */
const MORE = '+';
const LAST = '.';

/**
 * Shared search pages split into their body and flag once per shared text: on Node a burst gets
 * the same string each time, and handing out the same body string lets the answer's tag and bytes
 * be found by identity (cache/json-responses.ts) instead of hashing a fresh ~10 KB slice per request.
 */
const splitPages = new RecentBySize<{ body: string; hasMore: boolean }>({ maxSize: 1024 * 1024, maxEntries: 64 });
function splitPage(page: string): { body: string; hasMore: boolean } {
  let split = splitPages.get(page);
  if (!split) {
    split = { body: page.slice(1), hasMore: page[0] === MORE };
    splitPages.set(page, split, page.length);
  }
  return split;
}

/** What a query string asks for: the best rated list (no search parameter), or a search. */
type VenueQuery = { search: false } | { search: true; query: VenueSearchQuery; sharedKey: string };
const BEST_RATED: VenueQuery = { search: false };

/**
 * Queries by their raw query string. What a query asks for is a pure function of that string, and
 * a burst of one search sends the same string again and again: checking its parameters and
 * validating them with zod each time was about a tenth of a shared search's time (decision 053).
 * Only queries that parse are kept (a refusal is worked out each time, with its message); bounded
 * in entries and in the characters of the strings kept.
 */
const venueQueries = new RecentBySize<VenueQuery>({ maxSize: 256 * 1024, maxEntries: 1000, maxEntrySize: 1024 });
function venueQueryOf(c: Context<AppBindings>): VenueQuery {
  const url = c.req.url;
  const at = url.indexOf('?');
  if (at < 0) return BEST_RATED;
  const raw = url.slice(at + 1);
  const known = venueQueries.get(raw);
  if (known) return known;
  const params = searchParamsOf(c.req.query());
  let asked = BEST_RATED;
  if (Object.keys(params).length > 0) {
    const query = parseInput(venueSearchQuerySchema, params);
    asked = { search: true, query, sharedKey: `venue-search ${JSON.stringify(query)}` };
  }
  venueQueries.set(raw, asked, raw.length);
  return asked;
}

/**
 * `GET /api/venues`: the spec's array of venue cards (core's venueSchema), published listings only.
 * Without parameters (the landing page) it is the best rated 100, the same for everyone: the Node
 * process answers a burst from one read (sharedAnswer), and browsers and shared caches revalidate
 * it on every use (ETag) like every other public answer, since a paused listing leaves it at once.
 * With search parameters (venue-search.schema.ts) it is one page of the search, revalidated on every
 * use (a date search depends on the time), with `X-Has-More: true` when another page follows; a
 * search without a date is shared like the list, a date search read each time.
 */
/** Public answers are asked again on every use and answered 304 while their ETag holds. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

const searchRoutes = new Hono<AppBindings>().get('/venues', async (c) => {
  const asked = venueQueryOf(c);
  if (!asked.search) {
    const body = await sharedAnswer(c, 'venues', () => venuesRepo.listBestRatedJson(c.get('deps').db, MAX_VENUES));
    return publicJson(c, body, REVALIDATE);
  }
  const { query } = asked;
  const search = async () => searchVenues(c.get('deps').db, query, c.get('deps').clock.now());
  const tagged = (body: string, hasMore: boolean) => publicJson(c, body, REVALIDATE, undefined, { 'X-Has-More': String(hasMore) });
  // A date search answers from bookings that change by the minute (and on Workers a shared answer
  // lives seconds, unseen by writes): read each time.
  if (query.date !== undefined) {
    const { body, hasMore } = await search();
    return tagged(body, hasMore);
  }
  // Otherwise a search's page is the same for everyone who sends it (nothing in it depends on who
  // asks) and changes only with the listings, so a burst of the same search costs one read, as the
  // list above (decision 053); the key is the parsed query, so blank and unknown parameters share
  // it. The shared text carries whether a next page exists in its first character (the Workers
  // cache keeps text only).
  const page = await sharedAnswer(c, asked.sharedKey, async () => {
    const { body, hasMore } = await search();
    return `${hasMore ? MORE : LAST}${body}`;
  });
  const { body, hasMore } = splitPage(page);
  return tagged(body, hasMore);
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
