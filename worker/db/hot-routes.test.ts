import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenchFixture, seedBenchData } from '../../bench/data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { versionedAnswersOf } from '../cache/versioned-answers.ts';
import { countRoundTrips, type RoundTripCounter } from './client.ts';

/**
 * The speed goals' budgets for the hot routes, as counts (not timings, so they hold on any machine):
 * database round trips per request — each a network hop to Turso on Workers — through the real
 * app on a real libSQL database, and the query plans of the queries behind them.
 */
let t: TestApp;
let trips: RoundTripCounter;
let data: BenchFixture;
const secret = 'test-guest-link-secret-0123456789abcdef';

beforeAll(async () => {
  // Counts round trips per request: a verified hit (testing/verified-caches.ts) would read afresh too.
  t = await createTestApp({ cachesInProcess: false, env: { GUEST_LINK_SECRET: secret }, verifyCaches: false });
  data = await seedBenchData(t.client, { venues: 120, guestCounts: [200], guestLinkSecret: secret });
  trips = countRoundTrips(t.client);
});
afterAll(() => t.close());

async function roundTripsOf(method: string, path: string, init: Parameters<TestApp['call']>[2] = {}) {
  const before = trips.count;
  const response = await t.call(method, path, init);
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.data)?.slice(0, 200)}`).toBeLessThan(300);
  return trips.count - before;
}

describe('database round trips per request (public reads ≤ 2, session reads ≤ 3)', () => {
  it('public reads', async () => {
    const event = data.events[0]!;
    expect(await roundTripsOf('GET', '/api/venues')).toBe(1);
    expect(await roundTripsOf('GET', `/api/public/events/${event.slug}`)).toBe(1);
    // A guest's page and gift page are kept under their event's versions (decision 035's addendum):
    // built, the versions and then the page's batch; repeated, the versions alone.
    versionedAnswersOf(t.db).clear();
    expect(await roundTripsOf('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken } })).toBe(2);
    expect(await roundTripsOf('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken } })).toBe(1);
    expect(await roundTripsOf('GET', '/api/gift', { headers: { 'x-guest-token': event.guestToken } })).toBe(2);
    expect(await roundTripsOf('GET', '/api/gift', { headers: { 'x-guest-token': event.guestToken } })).toBe(1);
    // The venue search: one query; a date search first reads the listings' time zones (venues_status_zone_idx).
    expect(await roundTripsOf('GET', '/api/venues?city=Austin&type=garden&guests=10&minPrice=50&maxPrice=200&sort=price')).toBe(1);
    expect(await roundTripsOf('GET', '/api/venues?city=Austin&date=2026-12-12&start=14:00&end=17:00')).toBe(2);
  });

  it('the booking bench lines: a quote of a free window, and a taken window refused (409) for one of the bench members', async () => {
    const { venueId, date, startMinute, endMinute, memberTokens } = data.booking;
    const before = trips.count;
    const quote = await t.call('GET', `/api/venues/${venueId}/quote?date=${date}&startMinute=600&endMinute=720&guests=12`);
    expect(quote.data.quote, JSON.stringify(quote.data)).toMatchObject({ available: true, totalCents: 10_000 });
    expect(trips.count - before).toBeLessThanOrEqual(2);
    const taken = await t.call('POST', `/api/venues/${venueId}/bookings`, { token: memberTokens[0]!, json: { date, startMinute, endMinute, guests: 12 } });
    expect(taken.status, JSON.stringify(taken.data)).toBe(409);
    expect(memberTokens).toHaveLength(400);
  });

  it('session reads', async () => {
    const event = data.events[0]!;
    const token = data.sessionToken;
    expect(await roundTripsOf('GET', '/api/auth/user', { token })).toBe(1);
    expect(await roundTripsOf('GET', '/api/events', { token })).toBe(2);
    expect(await roundTripsOf('GET', `/api/events/${event.id}/guests`, { token })).toBe(3);
    // The same page again, unchanged: kept under the event's guest list version (decision 035).
    expect(await roundTripsOf('GET', `/api/events/${event.id}/guests`, { token })).toBe(2);
  });

  // The session, then one batch (one transaction): the inbox is the cursor, the list, the unread
  // total and a chip read per registered context type over the list's conversations; sync is the
  // changes, and by subquery on the same page their conversations, messages and chips, with the
  // unread total.
  it('messages reads (the inbox of 30 conversations, a sync 5 changes behind)', async () => {
    const token = data.sessionToken;
    const inbox = await t.call('GET', '/api/messages', { token });
    expect(inbox.data.conversations).toHaveLength(30);
    expect(inbox.data.unreadTotal).toBeGreaterThan(0);
    const sync = await t.call('GET', `/api/messages/sync?after=${data.syncCursor}`, { token });
    expect(sync.data.messages).toHaveLength(5);
    expect(await roundTripsOf('GET', '/api/messages', { token })).toBe(2);
    expect(await roundTripsOf('GET', `/api/messages/sync?after=${data.syncCursor}`, { token })).toBe(2);
  });

  it('forum reads as a visitor (the Hot list, a thread of 300 comments)', async () => {
    const list = await t.call('GET', '/api/forum/posts?sort=hot');
    expect(list.data.posts).toHaveLength(20);
    const thread = await t.call('GET', `/api/forum/posts/${data.forumThreadId}?sort=best`);
    expect(thread.data.post.commentCount).toBe(300);
    // The page and the pinned posts in one batch; the thread is the post, then its comments.
    expect(await roundTripsOf('GET', '/api/forum/posts?sort=hot')).toBe(1);
    expect(await roundTripsOf('GET', `/api/forum/posts/${data.forumThreadId}?sort=best`)).toBe(2);
  });

  it('one-row writes', async () => {
    const event = data.events[0]!;
    expect(await roundTripsOf('POST', '/api/user/birthday', { token: data.sessionToken, json: { birthdayMonth: 7, showOnBirthdayBoard: true } })).toBe(2);
    const rsvp = () => roundTripsOf('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': event.guestToken }, json: { response: 'going', partySize: 1 } });
    // The event with the link's guest, then the answer (its seat check inside) with its feed line.
    expect(await rsvp()).toBe(2);
    // The same answer again: still two, and one feed line per answer.
    const feedLines = async () => Number((await t.client.execute({ sql: "SELECT count(*) AS n FROM event_activity WHERE event_id = ? AND kind = 'rsvp'", args: [event.id] })).rows[0]!.n);
    const linesBefore = await feedLines();
    expect(await rsvp()).toBe(2);
    expect(await feedLines()).toBe(linesBefore + 1);
  });
});

describe('query plans of the hot queries', () => {
  async function plan(sql: string, args: (string | number)[]) {
    const rows = (await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args })).rows.map((row) => String(row.detail));
    return rows.join('\n');
  }

  it('reads the venue list in index order (no sort of every venue)', async () => {
    const detail = await plan('SELECT * FROM venues ORDER BY average_rating DESC, created_at DESC, id LIMIT 100', []);
    expect(detail).toContain('venues_rating_idx');
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('counts and lists an event’s guests from indexes, never scanning the guests table', async () => {
    const event = data.events[0]!;
    // The counts are kept by triggers (event_guest_counts): a few rows by primary key, whatever the event's size.
    const counts = await plan('SELECT rsvp_status, guests, seats FROM event_guest_counts WHERE event_id = (SELECT id FROM events WHERE slug = ?) AND guests > 0', [event.slug]);
    expect(counts).toMatch(/SEARCH event_guest_counts USING (PRIMARY KEY|INDEX sqlite_autoindex_event_guest_counts_1) \(event_id=\?\)/);
    const going = await plan("SELECT name, party_size FROM guests WHERE event_id = ? AND rsvp_status = 'going' ORDER BY created_at, rowid", [event.id]);
    expect(going).toMatch(/SEARCH guests USING (COVERING )?INDEX guests_event_(status_)?idx/);
    const list = await plan('SELECT * FROM guests WHERE event_id = ? ORDER BY created_at, rowid', [event.id]);
    expect(list).toMatch(/SEARCH guests USING INDEX guests_event_idx/);
    expect(list).not.toContain('TEMP B-TREE');
    // An SMS opt-out bumps the guest list version of every event with a guest of that number (migration 0016).
    const byPhone = await plan('SELECT event_id FROM guests WHERE phone = ?', ['+15125550142']);
    expect(byPhone).toMatch(/SEARCH guests USING (COVERING )?INDEX guests_phone_idx/);
    const byLink = await plan('SELECT * FROM guests WHERE link_token_hash = ?', ['x']);
    expect(byLink).toMatch(/SEARCH guests USING INDEX/);
    const session = await plan('SELECT * FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token_hash = ? AND sessions.expires_at > ?', ['x', 0]);
    expect(session).toMatch(/SEARCH sessions USING INDEX/);
    for (const detail of [counts, going, list, byPhone, byLink, session]) expect(detail).not.toMatch(/SCAN (guests|sessions|users|events)\b(?! USING)/);
  });
});

describe('the host’s guest list and the going list, page by page (cost as the data grows)', () => {
  type Statement = { sql: string; args: unknown[] };

  /** The statements a request sends to the database, as sent (SQL and arguments). */
  async function statementsOf(method: string, path: string, init: Parameters<TestApp['call']>[2] = {}) {
    const seen: Statement[] = [];
    const record = (statement: unknown) => {
      if (typeof statement === 'string') seen.push({ sql: statement, args: [] });
      else {
        const { sql, args } = statement as { sql: string; args?: unknown[] };
        seen.push({ sql, args: Array.isArray(args) ? args : [] });
      }
    };
    const { execute, batch } = t.client;
    t.client.execute = ((statement: unknown, ...rest: unknown[]) => {
      record(statement);
      return (execute as (...args: unknown[]) => unknown).call(t.client, statement, ...rest);
    }) as typeof execute;
    t.client.batch = ((statements: unknown[], ...rest: unknown[]) => {
      statements.forEach(record);
      return (batch as (...args: unknown[]) => unknown).call(t.client, statements, ...rest);
    }) as typeof batch;
    try {
      const response = await t.call(method, path, init);
      expect(response.status, `${method} ${path}`).toBe(200);
      return { response, statements: seen };
    } finally {
      t.client.execute = execute;
      t.client.batch = batch;
    }
  }

  async function planOf(statement: Statement) {
    const rows = (await t.client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args: statement.args as never })).rows;
    return rows.map((row) => String(row.detail)).join('\n');
  }

  it('reads a page of the host’s list in 3 round trips, walking guests_event_idx from the cursor without sorting the event’s guests', async () => {
    const event = data.events[0]!;
    const token = data.sessionToken;
    const first = await t.call('GET', `/api/events/${event.id}/guests?limit=100`, { token });
    expect(first.data.guests).toHaveLength(100);
    expect(first.data.total).toBe(200);
    const after = encodeURIComponent(first.data.nextCursor);
    expect(await roundTripsOf('GET', `/api/events/${event.id}/guests?limit=100`, { token })).toBeLessThanOrEqual(3);
    expect(await roundTripsOf('GET', `/api/events/${event.id}/guests?limit=100&after=${after}`, { token })).toBeLessThanOrEqual(3);
    expect(await roundTripsOf('GET', `/api/events/${event.id}/guests?limit=100&status=going&q=a`, { token })).toBeLessThanOrEqual(3);

    for (const query of [`limit=100&after=${after}`, 'limit=100&status=going', `limit=100&status=not_invited&q=a&after=${after}`]) {
      versionedAnswersOf(t.db).clear(); // the page, built: not the one kept from the reads above (decision 035)
      const { statements } = await statementsOf('GET', `/api/events/${event.id}/guests?${query}`, { token });
      const guestReads = statements.filter((statement) => /\bFROM "guests"/i.test(statement.sql));
      // The page and the total; nothing reads every guest of the event as rows to sort or send.
      expect(guestReads, query).toHaveLength(2);
      const [page, total] = await Promise.all(guestReads.map(planOf));
      expect(page, query).toMatch(/SEARCH guests USING INDEX guests_event_idx \(event_id=\?( AND created_at>\?)?\)/);
      if (query.includes('after=')) expect(page, query).toContain('created_at>?');
      expect(page, query).toMatch(/SEARCH sms_opt_outs USING (COVERING )?INDEX sqlite_autoindex_sms_opt_outs_1/);
      expect(total, query).toMatch(/SEARCH guests USING (COVERING )?INDEX guests_event_(status_)?idx/);
      for (const detail of [page, total]) {
        expect(detail, query).not.toContain('TEMP B-TREE');
        expect(detail, query).not.toMatch(/SCAN (guests|sms_opt_outs)\b/);
      }
    }
  });

  it('reads the public page’s and the dashboard’s counts from the kept counts, never counting guest rows', async () => {
    const event = data.events[0]!;
    for (const [path, init] of [
      [`/api/public/events/${event.slug}`, {}],
      [`/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken } }],
      ['/api/events', { token: data.sessionToken }],
    ] as const) {
      versionedAnswersOf(t.db).clear(); // the page, built: not one kept from the reads before (decision 035's addendum)
      const { statements } = await statementsOf('GET', path, init);
      const counting = statements.filter((statement) => /count\(\*\)/i.test(statement.sql) && /from "guests"/i.test(statement.sql));
      expect(counting, path).toEqual([]);
      const kept = statements.find((statement) => statement.sql.includes('"event_guest_counts"'));
      expect(kept, path).toBeDefined();
      expect(await planOf(kept!), path).toMatch(/SEARCH event_guest_counts USING (PRIMARY KEY|INDEX sqlite_autoindex_event_guest_counts_1) \(event_id=\?\)/);
    }
  });

  it('answers a guest’s repeated page and gift page from one statement that finds the event and the link by unique indexes', async () => {
    const event = data.events[0]!;
    const guest = { headers: { 'x-guest-token': event.guestToken } };
    for (const path of [`/api/public/events/${event.slug}`, '/api/gift']) {
      await t.call('GET', path, guest); // kept, if it was not yet
      const { statements } = await statementsOf('GET', path, guest);
      expect(statements, path).toHaveLength(1);
      const head = await planOf(statements[0]!);
      expect(head, path).toMatch(/SEARCH guests USING INDEX \w+ \(link_token_hash=\?\)/);
      expect(head, path).toMatch(/SEARCH events USING (INDEX \w+|PRIMARY KEY) \((slug|id)=\?\)/);
      expect(head, path).not.toMatch(/\bSCAN\b/);
    }
  });

  it('reads the public page’s first going names and the next page of them from guests_event_idx, in 1 round trip for the page', async () => {
    const event = data.events[0]!;
    versionedAnswersOf(t.db).clear(); // the page, built (decision 035's addendum): its versions, then the page
    expect(await roundTripsOf('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken } })).toBe(2);
    versionedAnswersOf(t.db).clear();
    const { response, statements } = await statementsOf('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken } });
    expect(response.data.going.length).toBeLessThanOrEqual(50);
    const going = statements.find((statement) => statement.sql.includes("'partySize'"))!;
    expect(going.sql).toMatch(/LIMIT \?/);
    const pagePlan = await planOf(going);
    expect(pagePlan).toMatch(/SEARCH guests USING INDEX guests_event_idx \(event_id=\?\)/);
    expect(pagePlan).not.toContain('TEMP B-TREE');
    if (response.data.goingCursor) {
      const next = await statementsOf('GET', `/api/public/events/${event.slug}/going?after=${encodeURIComponent(response.data.goingCursor)}`, { headers: { 'x-guest-token': event.guestToken } });
      const nextPlan = await planOf(next.statements.find((statement) => statement.sql.includes("'partySize'"))!);
      expect(nextPlan).toMatch(/SEARCH guests USING INDEX guests_event_idx \(event_id=\? AND created_at>\?\)/);
      expect(nextPlan).not.toContain('TEMP B-TREE');
    }
  });
});

describe('ETag and 304 on public reads', () => {
  it('answers the venue list with an ETag and a 304 when the client holds it', async () => {
    const first = await t.call('GET', '/api/venues');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await t.call('GET', '/api/venues', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.data).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    expect((await t.call('GET', '/api/venues', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('lets visitors revalidate the public event page, and never caches what depends on a session or guest link', async () => {
    const event = data.events[0]!;
    const visitor = await t.call('GET', `/api/public/events/${event.slug}`);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(visitor.headers.get('vary')).toContain('Authorization');
    expect(visitor.data.viewer.role).toBe('visitor');
    const etag = visitor.headers.get('etag')!;
    expect((await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const guest = await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': event.guestToken, 'if-none-match': etag } });
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(guest.headers.get('etag')).toBeNull();
    expect(guest.data.viewer.role).toBe('guest');

    const host = await t.call('GET', `/api/public/events/${event.slug}`, { token: data.sessionToken, headers: { 'if-none-match': etag } });
    expect(host.status).toBe(200);
    expect(host.headers.get('cache-control')).toBe('private, no-store');
    expect(host.data.viewer.role).toBe('host');

    // The tag changes with the data: a new answer makes the old tag stale.
    await t.call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': event.guestToken }, json: { response: 'declined' } });
    expect((await t.call('GET', `/api/public/events/${event.slug}`, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});
