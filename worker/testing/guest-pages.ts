import { deriveGuestToken } from '../services/guest-links.ts';
import { versionedAnswersOf } from '../cache/versioned-answers.ts';
import { hashToken } from '../services/tokens.ts';
import type { TestApp } from './test-app.ts';

/**
 * An event written straight to the tables, with everything a guest's public page and gift page
 * show: a host and two co-hosts (one accepted, one pending) and a member with no role, guests with
 * personal links, custom price bands, items (two of them group pots), a band, assignments and a pot
 * member — and a second event with a guest of its own (a link of another event). For the tests of
 * the pages kept under their event's versions (decision 035's addendum).
 */
export interface GuestPagesFixture {
  eventId: string;
  slug: string;
  /** Link tokens by guest id: gus and pia of the party, zed of the other event. */
  tokens: Record<'gus' | 'pia' | 'cal' | 'zed', string>;
}

const DAY = 24 * 60 * 60 * 1000;
export const FIXTURE_BANDS = [
  { id: 'low', label: 'Up to $20', minCents: 0, maxCents: 2000 },
  { id: 'high', label: '$20–50', minCents: 2000, maxCents: 5000 },
];

export async function seedGuestPages(t: TestApp): Promise<GuestPagesFixture> {
  const now = t.clock.now();
  const secret = t.env.GUEST_LINK_SECRET!;
  const run = (sql: string, args: (string | number | null)[] = []) => t.client.execute({ sql, args });
  const members: [string, string][] = [
    ['ann', 'Ann'],
    ['cy', 'Cy'],
    ['dee', 'Dee'],
    ['eve', 'Eve'],
  ];
  for (const [id, name] of members) {
    await run('INSERT INTO users (id, email, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', [id, `${id}@example.com`, name, now, now]);
  }
  const parties: [string, string][] = [
    ['ev', 'maya-turns-7'],
    ['ev2', 'other-party'],
  ];
  for (const [id, slug] of parties) {
    await run(
      'INSERT INTO events (id, slug, host_id, title, celebrant_name, time_zone, starts_at, ends_at, location, rsvp_deadline, capacity, plus_ones_allowed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, slug, 'ann', `Party ${id}`, 'Maya', 'UTC', now + 10 * DAY, now + 10 * DAY + 3 * 3600_000, '12 Maple Street', now + 5 * DAY, 40, 1, now, now],
    );
  }
  await run('INSERT INTO event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?)', ['co-cy', 'ev', 'cy@example.com', 'cy', now, now]);
  await run('INSERT INTO event_cohosts (id, event_id, email, user_id, invited_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?)', ['co-dee', 'ev', 'dee@example.com', 'dee', now, null]);
  const tokens = {} as GuestPagesFixture['tokens'];
  const guests: [keyof GuestPagesFixture['tokens'], string, string, string, number][] = [
    ['gus', 'ev', 'Gus', 'going', 2],
    ['pia', 'ev', 'Pia', 'maybe', 1],
    ['cal', 'ev', 'Cal', 'going', 1],
    ['zed', 'ev2', 'Zed', 'going', 1],
  ];
  for (const [index, [id, eventId, name, status, partySize]] of guests.entries()) {
    tokens[id] = await deriveGuestToken(secret, id, 1);
    await run('INSERT INTO guests (id, event_id, name, rsvp_status, party_size, link_token_hash, link_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)', [
      id,
      eventId,
      name,
      status,
      partySize,
      await hashToken(tokens[id]),
      now + index,
      now + index,
    ]);
  }
  await run('INSERT INTO wishlist_settings (event_id, bands, assignment_ran_at, updated_at) VALUES (?, ?, ?, ?)', ['ev', JSON.stringify(FIXTURE_BANDS), now, now]);
  const items: [string, string, number, number][] = [
    ['kite', 'Kite', 1500, 1],
    ['lego', 'Lego', 3000, 2],
    ['bike', 'Bike', 9000, 1],
    ['drone', 'Drone', 12000, 1],
  ];
  for (const [position, [id, title, priceCents, quantity]] of items.entries()) {
    await run('INSERT INTO wishlist_items (id, event_id, title, price_cents, quantity, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      id,
      'ev',
      title,
      priceCents,
      quantity,
      position,
      now,
      now,
    ]);
  }
  await run('INSERT INTO wishlist_guest_bands (guest_id, event_id, band_id, chosen_by, updated_at) VALUES (?, ?, ?, ?, ?)', ['gus', 'ev', 'low', 'guest', now]);
  await run("INSERT INTO wishlist_assignments (id, event_id, guest_id, item_id, unit_index, explanation, updated_at) VALUES ('as-gus', 'ev', 'gus', 'kite', 0, 'in_band', ?)", [now]);
  await run("INSERT INTO wishlist_assignments (id, event_id, guest_id, item_id, unit_index, explanation, updated_at) VALUES ('as-pia', 'ev', 'pia', 'lego', 0, 'no_band', ?)", [now]);
  await run("INSERT INTO wishlist_pot_members (id, event_id, item_id, guest_id, joined_at) VALUES ('pot-cal', 'ev', 'bike', 'cal', ?)", [now]);
  return { eventId: 'ev', slug: 'maya-turns-7', tokens };
}

/** A page as the client receives it: what a kept answer must reproduce exactly. */
export interface PageAnswer {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  etag: string | null;
  body: string;
}

/** A guest's public page (`page`) or gift page (`gift`) through a link token. */
export async function guestPage(t: TestApp, kind: 'page' | 'gift', slug: string, token: string): Promise<PageAnswer> {
  const path = kind === 'page' ? `/api/public/events/${slug}` : '/api/gift';
  const response = await t.app.request(`http://127.0.0.1${path}`, { headers: { 'x-guest-token': token } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    etag: response.headers.get('etag'),
    body: await response.text(),
  };
}

/**
 * Each page as served now (kept where it was kept), then each built afresh: nothing kept before
 * each one, so no page can be answered with another's (a key missing the viewer would show here).
 */
export async function keptAndFresh(t: TestApp, reads: (() => Promise<PageAnswer>)[]): Promise<{ kept: PageAnswer[]; fresh: PageAnswer[] }> {
  const kept = [];
  for (const read of reads) kept.push(await read());
  const fresh = [];
  for (const read of reads) {
    versionedAnswersOf(t.db).clear();
    fresh.push(await read());
  }
  return { kept, fresh };
}

/** A session for one of the fixture's members (ann hosts, cy co-hosts), written straight to the table: `token` signs them in for an hour. */
export async function signInFixtureMember(t: TestApp, userId: string, token: string): Promise<void> {
  await t.client.execute({ sql: 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, 0, ?)', args: [await hashToken(token), userId, t.clock.now() + 3600_000] });
}
