import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { venueListSchema } from '#core/domain/venues/venue.schema.ts';
import { countRoundTrips, type RoundTripCounter } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { publishListing, registerMember } from './venue-testing.ts';
import { venuesRepo, type VenueSearch } from './venues.repo.ts';

/**
 * GET /api/venues with search parameters, on a real database. The clock stands at Saturday
 * 2026-11-21 12:00 UTC (worker/services/clock.ts ManualClock).
 */
describe('venue search', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const ann = await registerMember(t, 'Ann');
    const bob = await registerMember(t, 'Bob');
    const open = (from: number, to: number) => [{ open: from * 60, close: to * 60 }];
    const listings: [string, string, Record<string, unknown>][] = [
      [
        'austinGarden',
        ann,
        {
          title: 'Austin Garden',
          city: 'Austin',
          venueType: 'garden',
          maxGuests: 40,
          pricePerHourCents: 8000,
          weeklyHours: { saturday: open(9, 21), sunday: open(9, 21) },
          timeZone: 'America/Chicago',
        },
      ],
      [
        'austinPool',
        bob,
        { title: 'Austin Pool', city: 'austin', venueType: 'pool', maxGuests: 15, pricePerHourCents: 20000, weeklyHours: { saturday: open(14, 18) }, minimumHours: 2, timeZone: 'America/Chicago' },
      ],
      [
        'austinQuote',
        bob,
        {
          title: 'Austin Loft',
          city: 'Austin',
          venueType: 'apartment',
          maxGuests: 25,
          pricePerHourCents: null,
          priceOnRequest: true,
          weeklyHours: { saturday: open(10, 22) },
          blockedDates: ['2026-12-05'],
          timeZone: 'America/Chicago',
        },
      ],
      [
        'denverField',
        ann,
        { title: 'Denver Field', city: 'Denver', state: 'CO', venueType: 'field', maxGuests: 120, pricePerHourCents: 5000, weeklyHours: { saturday: open(8, 20) }, timeZone: 'America/Denver' },
      ],
      [
        'londonHouse',
        ann,
        { title: 'London House', city: 'London', state: 'England', venueType: 'house', maxGuests: 30, pricePerHourCents: 15000, weeklyHours: { saturday: open(9, 23) }, timeZone: 'Europe/London' },
      ],
    ];
    ids = {};
    for (const [key, token, fields] of listings) {
      ids[key] = (await publishListing(t, token, fields)).id;
      t.clock.advance(60_000);
    }
    // A draft in Austin never shows.
    await t.call('POST', '/api/host/venues', { token: ann, json: { title: 'Austin Draft', city: 'Austin', timeZone: 'UTC' } });
    // Ratings, as the reviews will keep them.
    const ratings: [string, number | null][] = [
      ['austinGarden', 4.2],
      ['austinPool', 4.9],
      ['austinQuote', null],
      ['denverField', 4.5],
      ['londonHouse', 3.9],
    ];
    for (const [key, rating] of ratings) await t.client.execute({ sql: 'UPDATE venues SET average_rating = ? WHERE id = ?', args: [rating, ids[key]!] });
  });
  afterAll(() => t.close());

  async function search(query: string) {
    const response = await t.call('GET', `/api/venues?${query}`);
    expect(response.status, `${query}: ${JSON.stringify(response.data)}`).toBe(200);
    const cards = venueListSchema.parse(response.data);
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return { titles: cards.map((card) => byId[card.id]), hasMore: response.headers.get('x-has-more'), response };
  }

  it('filters by city (any letter case), type, guests and price in whole dollars', async () => {
    expect((await search('city=AUSTIN')).titles).toEqual(['austinPool', 'austinGarden', 'austinQuote']);
    expect((await search('city=Austin&type=pool')).titles).toEqual(['austinPool']);
    expect((await search('city=Austin&guests=20')).titles).toEqual(['austinGarden', 'austinQuote']);
    // On request is never inside a price range.
    expect((await search('minPrice=60&maxPrice=150')).titles).toEqual(['austinGarden', 'londonHouse']);
    expect((await search('maxPrice=80')).titles).toEqual(['denverField', 'austinGarden']);
    expect((await search('city=Nowhere')).titles).toEqual([]);
    // Blank fields count as absent; unknown parameters are ignored.
    expect((await search('city=&type=&utm_source=mail')).titles).toHaveLength(5);
  });

  it('sorts by rating, price (on request last) and newest', async () => {
    expect((await search('sort=rating')).titles).toEqual(['austinPool', 'denverField', 'austinGarden', 'londonHouse', 'austinQuote']);
    expect((await search('sort=price')).titles).toEqual(['denverField', 'austinGarden', 'londonHouse', 'austinPool', 'austinQuote']);
    expect((await search('sort=newest')).titles).toEqual(['londonHouse', 'denverField', 'austinQuote', 'austinPool', 'austinGarden']);
  });

  it('pages with page and limit, saying whether more follow', async () => {
    const first = await search('sort=price&limit=2');
    expect(first).toMatchObject({ titles: ['denverField', 'austinGarden'], hasMore: 'true' });
    expect(await search('sort=price&limit=2&page=2')).toMatchObject({ titles: ['londonHouse', 'austinPool'], hasMore: 'true' });
    expect(await search('sort=price&limit=2&page=3')).toMatchObject({ titles: ['austinQuote'], hasMore: 'false' });
    expect((await search('sort=price&limit=2&page=9')).titles).toEqual([]);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('finds venues free on a date and in a time window, in each venue’s own time zone', async () => {
    // Saturday 2026-12-05: the Austin loft is blocked that day.
    expect((await search('date=2026-12-05&sort=newest')).titles).toEqual(['londonHouse', 'denverField', 'austinPool', 'austinGarden']);
    // Sunday: only the garden opens.
    expect((await search('date=2026-12-06')).titles).toEqual(['austinGarden']);
    // 15:00–17:00 fits the pool's 14–18; 13:00–17:00 does not.
    expect((await search('city=Austin&date=2026-12-12&start=15:00&end=17:00')).titles).toEqual(['austinPool', 'austinGarden', 'austinQuote']);
    expect((await search('city=Austin&date=2026-12-12&start=13:00&end=17:00')).titles).toEqual(['austinGarden', 'austinQuote']);
    // Under the pool's two-hour minimum.
    expect((await search('type=pool&date=2026-12-12&start=15:00&end=16:00')).titles).toEqual([]);
    // 20:00–22:00: only London and the loft are open that late.
    expect((await search('date=2026-12-12&start=20:00&end=22:00&sort=newest')).titles).toEqual(['londonHouse', 'austinQuote']);
    // Today, Saturday 21 November, a few minutes after 12:00 UTC (the setup moved the clock): 12:00 has passed in London, while it is still morning in Austin and Denver.
    expect((await search('date=2026-11-21&start=12:00&end=14:00&sort=newest')).titles).toEqual(['denverField', 'austinQuote', 'austinGarden']);
  });

  it('refuses bad search input with a message a person understands', async () => {
    for (const [query, field] of [
      ['guests=0', 'guests'],
      ['guests=ten', 'guests'],
      ['minPrice=-5', 'minPrice'],
      ['minPrice=12.5', 'minPrice'],
      ['minPrice=200&maxPrice=100', 'maxPrice'],
      ['type=castle', 'type'],
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['limit=500', 'limit'],
      ['date=2026-02-30', 'date'],
      ['start=10:00&end=12:00', 'date'],
      ['date=2026-12-12&start=10:00', 'end'],
      ['date=2026-12-12&start=10:10&end=12:00', 'start'],
      ['date=2026-12-12&start=14:00&end=12:00', 'end'],
      ['date=2025-01-04', 'date'],
      ['date=2028-01-04', 'date'],
      [`city=${'x'.repeat(101)}`, 'city'],
    ] as const) {
      const response = await t.call('GET', `/api/venues?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.data.fields ?? {}), `${query}: ${JSON.stringify(response.data)}`).toContain(field);
      expect(response.data.error.length).toBeGreaterThan(10);
    }
  });

  it('keeps the landing page’s call (no parameters) public, revalidated on each use, and published only', async () => {
    const landing = await t.call('GET', '/api/venues');
    expect(landing.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(landing.data).toHaveLength(5);
    expect(landing.headers.get('x-has-more')).toBeNull();
  });
});

describe('query plans of the venue search', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    // Enough rows that the planner prefers the indexes it would use in production.
    const rows: string[] = [];
    for (let i = 0; i < 400; i++) {
      rows.push(
        `('v${i}', 'Venue ${i}', '[]', ${i % 5 === 0 ? 'NULL' : (i % 50) / 10}, 'City ${i % 40}', 'ST', ${10 + (i % 90)}, ${i % 7 === 0 ? 'NULL' : 5000 + i}, '${['house', 'pool', 'garden'][i % 3]}', ${i}, '${i % 9 === 0 ? 'draft' : 'published'}', '${i % 2 ? 'UTC' : 'America/Chicago'}')`,
      );
    }
    await t.client.execute(`INSERT INTO venues (id, title, image_urls, average_rating, city, state, max_guests, price_per_hour, venue_type, created_at, status, time_zone) VALUES ${rows.join(', ')}`);
    await t.client.execute('ANALYZE');
  });
  afterEach(() => t.close());

  async function plan(search: Partial<VenueSearch>) {
    const query = venuesRepo.searchSql({ sort: 'rating', limit: 25, offset: 0, ...search });
    const rows = (await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${query.sql}`, args: query.params as (string | number)[] })).rows.map((row) => String(row.detail));
    return rows.join('\n');
  }

  it('reads the landing page’s list (published, best rated first) in index order', async () => {
    const detail = (await t.client.execute("EXPLAIN QUERY PLAN SELECT * FROM venues WHERE status = 'published' ORDER BY average_rating DESC, created_at DESC, id LIMIT 100")).rows
      .map((row) => String(row.detail))
      .join('\n');
    expect(detail).toContain('venues_status_rating_idx');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('reads each sort of the whole list in index order, never sorting every venue', async () => {
    for (const [sort, index] of [
      ['rating', 'venues_status_rating_idx'],
      ['price', 'venues_status_price_idx'],
      ['newest', 'venues_status_created_idx'],
    ] as const) {
      const detail = await plan({ sort });
      expect(detail, sort).toContain(index);
      expect(detail, sort).not.toContain('TEMP B-TREE');
    }
  });

  it('reads a city’s listings in each sort’s order from an index, never sorting all of the city’s listings', async () => {
    for (const [search, index] of [
      [{ city: 'city 3', sort: 'rating' }, 'venues_status_city_idx'],
      [{ city: 'city 3', sort: 'price' }, 'venues_status_city_price_idx'],
      [{ city: 'city 3', sort: 'newest' }, 'venues_status_city_created_idx'],
      // The bench's search: a city, a party size and a price ceiling, cheapest first.
      [{ city: 'city 3', guests: 20, maxPriceCents: 20_000, sort: 'price' }, 'venues_status_city_price_idx'],
    ] as const) {
      const detail = await plan(search);
      expect(detail, JSON.stringify(search)).toMatch(new RegExp(`SEARCH v USING INDEX ${index} \\(status=\\? AND city=\\?`));
      expect(detail, JSON.stringify(search)).not.toContain('TEMP B-TREE');
    }
  });

  it('finds a city, a type and a price range through their indexes', async () => {
    const city = await plan({ city: 'city 3' });
    expect(city).toMatch(/SEARCH v USING INDEX venues_status_city_idx \(status=\? AND city=\?\)/);
    expect(city).not.toContain('TEMP B-TREE');
    expect(await plan({ venueType: 'pool' })).toMatch(/SEARCH v USING INDEX venues_status_type_idx \(status=\? AND venue_type=\?\)/);
    const price = await plan({ minPriceCents: 5000, maxPriceCents: 6000, sort: 'price' });
    expect(price).toMatch(/SEARCH v USING INDEX venues_status_price_idx/);
    expect(price).not.toContain('TEMP B-TREE');
    // City plus a date window: the city's rows from its index, the window checked on each.
    const dated = await plan({
      city: 'city 3',
      window: { date: '2026-12-12', weekdayPath: '$.saturday', startMinute: 600, endMinute: 720, zones: [{ timeZone: 'UTC', startsAt: 1, endsAt: 2, durationMinutes: 120 }], now: 0 },
    });
    expect(dated).toContain('venues_status_city_idx');
    expect(dated).not.toMatch(/SCAN v\b/);
    // A date without a window: the day's bookings of each venue through the venue-and-time index.
    const day = await plan({
      city: 'city 3',
      window: { date: '2026-12-12', weekdayPath: '$.saturday', startMinute: null, endMinute: null, zones: [{ timeZone: 'UTC', startsAt: 0, endsAt: 0, durationMinutes: 0 }], now: 0 },
    });
    expect(day).toContain('venues_status_city_idx');
    expect(day).toMatch(/SEARCH [oe] USING INDEX venue_bookings_venue_time_idx \(venue_id=\? AND starts_at>\? AND starts_at<\?\)/);
    expect(day).not.toMatch(/SCAN (v|o|e)\b/);
    const zones = (await t.client.execute("EXPLAIN QUERY PLAN SELECT DISTINCT time_zone FROM venues WHERE status = 'published'")).rows.map((row) => String(row.detail)).join('\n');
    expect(zones).toContain('COVERING INDEX venues_status_zone_idx');
  });
});

/** As on Node: the same search by any visitor within a second, with nothing written, is one read. */
describe('a venue search shared between visitors', () => {
  let t: TestApp;
  let owner: string;
  let trips: RoundTripCounter;
  beforeAll(async () => {
    // Counts the round trips sharing saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t = await createTestApp({ sharedAnswers: true, verifyCaches: false });
    owner = await registerMember(t, 'Ann');
    for (const [title, price] of [
      ['Cheap Hall', 5000],
      ['Middle Hall', 8000],
      ['Dear Hall', 12000],
    ] as const) {
      await publishListing(t, owner, { title, city: 'Austin', pricePerHourCents: price });
    }
    trips = countRoundTrips(t.client);
  });
  afterAll(() => t.close());

  async function searched(query: string, token?: string) {
    const before = trips.count;
    const response = await t.call('GET', `/api/venues?${query}`, token ? { token } : {});
    expect(response.status, JSON.stringify(response.data)).toBe(200);
    const titles = venueListSchema.parse(response.data).map((card) => card.title);
    return { titles, hasMore: response.headers.get('x-has-more'), etag: response.headers.get('etag'), trips: trips.count - before };
  }

  it('reads a search once for everyone, its next-page flag with it, until a write or a second passes', async () => {
    const first = await searched('city=austin&sort=price&limit=2');
    expect(first).toMatchObject({ titles: ['Cheap Hall', 'Middle Hall'], hasMore: 'true', trips: 1 });
    // Again, by a member: no read. The answer is kept by the query's text, unparsed (parsing it
    // on every request was a third of a shared search's time), so another text asking the same
    // (a blank field, a tracking tag) is read once, then shared in its turn.
    expect(await searched('city=austin&sort=price&limit=2', owner)).toEqual({ ...first, trips: 0 });
    expect(await searched('city=austin&sort=price&limit=2&type=&utm_source=mail')).toEqual({ ...first, trips: 1 });
    expect(await searched('city=austin&sort=price&limit=2&type=&utm_source=mail')).toEqual({ ...first, trips: 0 });
    // Another page or another search is its own answer.
    expect(await searched('city=austin&sort=price&limit=2&page=2')).toMatchObject({ titles: ['Dear Hall'], hasMore: 'false', trips: 1 });

    // A write through the app: the next search sees it.
    const listings = (await t.call('GET', '/api/host/venues', { token: owner })).data.listings as { id: string; title: string }[];
    const cheap = listings.find((listing) => listing.title === 'Cheap Hall')!;
    expect((await t.call('POST', `/api/host/venues/${cheap.id}/pause`, { token: owner })).status).toBe(200);
    expect(await searched('city=austin&sort=price&limit=2')).toMatchObject({ titles: ['Middle Hall', 'Dear Hall'], hasMore: 'false', trips: 1 });
    expect(await searched('city=austin&sort=price&limit=2')).toMatchObject({ titles: ['Middle Hall', 'Dear Hall'], trips: 0 });
    // A second later it is read again (what another process wrote shows within that).
    t.clock.advance(1_000);
    expect(await searched('city=austin&sort=price&limit=2')).toMatchObject({ titles: ['Middle Hall', 'Dear Hall'], trips: 1 });
  });

  it('reads a date search each time (its answer follows the bookings)', async () => {
    const saturday = '2026-12-05';
    expect((await searched(`city=austin&date=${saturday}`)).trips).toBe(2);
    expect((await searched(`city=austin&date=${saturday}`)).trips).toBe(2);
  });

  it('shares no refusal: a bad search is a 400 each time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.call('GET', '/api/venues?date=2020-01-04');
      expect(response.status).toBe(400);
      expect(response.data.error).toBe('This date has already passed: choose today or a later date');
      // Refused by the query's own rules, checked inside the shared load: a refusal is never kept.
      const malformed = await t.call('GET', '/api/venues?guests=twenty');
      expect(malformed.status).toBe(400);
      expect(malformed.data.error).toBe('Guests must be a whole number from 1 to 1000');
    }
  });

  it('answers a query kept by its text as it answered it first: the list for no search parameter, the search otherwise', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const list = await t.call('GET', '/api/venues?utm_source=mail&city=');
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(list.headers.get('x-has-more')).toBeNull();
      expect(await searched('city=austin&sort=price&limit=1&page=2')).toMatchObject({ titles: ['Dear Hall'], hasMore: 'false' });
    }
  });
});
