/**
 * The venue widget's API (decision 030) on a real libSQL database: venue keys (one venue, or all of
 * an owner's published venues; only the owner creates one), the gate (key, Origin, revocation, the
 * venue changing hands), the cards, a month and a quote through the venues feature's own functions,
 * a booking made on Cakeday followed by the widget (only its status and start), the return-origin
 * check for the popup, and the stats it counts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '#core/domain/venues/calendar-date.rules.ts';
import { venues } from '../../db/schema/index.ts';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { randomId } from '../../services/tokens.ts';
import { registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { embedStatsRepo } from './embed-stats.repo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://garden-venues.example';
const allDay = { open: 540, close: 1320 };
const week = { monday: [allDay], tuesday: [allDay], wednesday: [allDay], thursday: [allDay], friday: [allDay], saturday: [allDay], sunday: [allDay] };

/** A listing written straight into the shared schema (features do not share test helpers). */
async function insertVenue(ownerId: string, values: Partial<typeof venues.$inferInsert> = {}) {
  const now = t.clock.now();
  const row = {
    id: randomId(),
    ownerId,
    title: 'Garden Party Lawn',
    description: 'A big lawn under old oaks.',
    imageUrls: ['/media/lawn.webp'],
    city: 'Austin',
    state: 'TX',
    streetAddress: '12 Oak Lane',
    maxGuests: 40,
    pricePerHour: 8_000,
    venueType: 'garden',
    minimumHours: 2,
    cleaningFeeCents: 2_500,
    bookingMode: 'request' as const,
    weeklyHours: week,
    timeZone: 'America/Chicago',
    status: 'published' as const,
    createdAt: now,
    updatedAt: now,
    ...values,
  } satisfies typeof venues.$inferInsert;
  await t.db.insert(venues).values(row);
  return row;
}

async function world() {
  const owner = await registerMember(t, 'Olive Owner', `olive-${randomId().slice(0, 6)}@example.com`);
  const lawn = await insertVenue(owner.id);
  const barn = await insertVenue(owner.id, { title: 'Red Barn', bookingMode: 'instant', createdAt: t.clock.now() + 1 });
  const draft = await insertVenue(owner.id, { title: 'Draft Loft', status: 'draft' });
  const created = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'venue-owner', id: owner.id }, allowedOrigins: [SITE] } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { owner, lawn, barn, draft, key: created.data.key.id as string };
}

const call = (path: string, key: string, origin = SITE, more = '') => t.call('GET', `/api/embed/v1/venue${path}?key=${encodeURIComponent(key)}${more}`, { headers: { origin } });

/** A date a week or more ahead, in the venue's zone's calendar (a Saturday). */
function saturdayAhead(): string {
  let date = new Date(t.clock.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  while (weekdayOf(date) !== 'saturday') date = addDays(date, 1);
  return date;
}

describe('venue keys', () => {
  it('the owner creates a key for one venue or for all their venues; the list names them', async () => {
    const { owner, lawn, key } = await world();
    const one = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'venue', id: lawn.id }, allowedOrigins: [SITE], label: 'Lawn page' } });
    expect(one.status, JSON.stringify(one.data)).toBe(201);
    expect(one.data.key.target).toEqual({ kind: 'venue', id: lawn.id, title: 'Garden Party Lawn', slug: null });
    const listed = await t.call('GET', '/api/embed/keys', { token: owner.token });
    expect(listed.data.keys.map((row: { id: string; target: unknown }) => [row.id, row.target])).toEqual(
      expect.arrayContaining([[key, { kind: 'venue-owner', id: owner.id, title: 'All your published venues', slug: null }]]),
    );
  });

  it('nobody but the owner gets a key for a venue: others get the 404 of a missing venue, and no change', async () => {
    const { lawn, owner } = await world();
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    for (const target of [
      { kind: 'venue', id: lawn.id },
      { kind: 'venue', id: 'no-such-venue' },
      { kind: 'venue-owner', id: owner.id },
    ]) {
      const refused = await t.call('POST', '/api/embed/keys', { token: stranger.token, json: { widget: 'venue-search', target, allowedOrigins: [SITE] } });
      expect(refused.status, JSON.stringify(target)).toBe(404);
      expect(refused.data.error).toMatch(/your own venues|venues you own/);
    }
    expect((await t.call('GET', '/api/embed/keys', { token: stranger.token })).data.keys).toEqual([]);
  });

  it('a venue key takes only a venue target, with readable words for anything else', async () => {
    const { owner, lawn } = await world();
    const wrongKind = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'event', id: lawn.id }, allowedOrigins: [SITE] } });
    expect(wrongKind.status).toBe(400);
    expect(JSON.stringify(wrongKind.data)).toContain('A venue key is for one of your venues');
    const noOrigin = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'venue', id: lawn.id }, allowedOrigins: [] } });
    expect(noOrigin.status).toBe(400);
    const anonymous = await t.call('POST', '/api/embed/keys', { json: { widget: 'venue-search', target: { kind: 'venue', id: lawn.id }, allowedOrigins: [SITE] } });
    expect(anonymous.status).toBe(401);
  });
});

describe('the venue widget API', () => {
  it('lists the owner’s published venues as cards (never the street address), newest first, and counts a load', async () => {
    const { key, lawn, barn } = await world();
    const listed = await call('', key);
    expect(listed.status, JSON.stringify(listed.data)).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(listed.data.venues.map((venue: { id: string }) => venue.id)).toEqual([barn.id, lawn.id]);
    expect(listed.data.venues[1]).toEqual({
      id: lawn.id,
      title: 'Garden Party Lawn',
      venueType: 'garden',
      city: 'Austin',
      state: 'TX',
      maxGuests: 40,
      pricePerHourCents: 8_000,
      priceOnRequest: false,
      minimumHours: 2,
      cleaningFeeCents: 2_500,
      bookingMode: 'request',
      timeZone: 'America/Chicago',
      // Absolute on Cakeday's origin: the widget shows it on another site.
      photoUrl: 'https://cakeday.test/media/lawn.webp',
      averageRating: null,
      reviewCount: 0,
      url: `https://cakeday.test/venues/${lawn.id}`,
    });
    expect(JSON.stringify(listed.data)).not.toContain('12 Oak Lane');
    const one = await call('', key, SITE, `&venue=${lawn.id}`);
    expect(one.data.venues.map((venue: { id: string }) => venue.id)).toEqual([lawn.id]);
    // One visitor's reloads count one load per half hour.
    expect(await embedStatsRepo.countOf(t.db, key, 'load')).toBe(1);
  });

  it('answers a month and the server’s quote for a window, and says when the window is not free', async () => {
    const { key, lawn } = await world();
    const date = saturdayAhead();
    const month = await call(`/${lawn.id}/availability`, key, SITE, `&month=${date.slice(0, 7)}`);
    expect(month.status, JSON.stringify(month.data)).toBe(200);
    expect(month.data.days.find((day: { date: string }) => day.date === date)).toMatchObject({ status: 'open', freeRanges: [expect.objectContaining({ startsAt: expect.any(Number) })] });

    const quote = await call(`/${lawn.id}/quote`, key, SITE, `&date=${date}&startMinute=840&endMinute=1020&guests=12`);
    expect(quote.status, JSON.stringify(quote.data)).toBe(200);
    expect(quote.data.quote).toMatchObject({ available: true, durationMinutes: 180, totalCents: 26_500, bookingMode: 'request' });
    expect(quote.data.quote.lines).toEqual([
      { label: '$80.00 × 3 hours', amountCents: 24_000 },
      { label: 'Cleaning fee', amountCents: 2_500 },
    ]);

    const early = await call(`/${lawn.id}/quote`, key, SITE, `&date=${date}&startMinute=420&endMinute=600&guests=12`);
    expect(early.data.quote).toMatchObject({ available: false, message: expect.any(String) });
    const crowd = await call(`/${lawn.id}/quote`, key, SITE, `&date=${date}&startMinute=840&endMinute=1020&guests=400`);
    expect(crowd.data.quote).toMatchObject({ available: false });
  });

  it('refuses bad input with a readable 400, and venues outside the key with a 404', async () => {
    const { key, lawn, draft } = await world();
    const other = await registerMember(t, 'Oscar Other', 'oscar@example.com');
    const theirs = await insertVenue(other.id, { title: 'Someone else’s' });
    const badMonth = await call(`/${lawn.id}/availability`, key, SITE, '&month=2026-13');
    expect(badMonth.status).toBe(400);
    expect(badMonth.data.error).toContain('YYYY-MM');
    const badTime = await call(`/${lawn.id}/quote`, key, SITE, '&date=2030-02-30&startMinute=10&endMinute=5&guests=x');
    expect(badTime.status).toBe(400);
    expect(badTime.headers.get('access-control-allow-origin')).toBe(SITE);
    for (const venue of [theirs.id, draft.id, 'nope', '..%2F..']) {
      const refused = await call(`/${venue}/quote`, key, SITE, '&date=2030-06-01&startMinute=840&endMinute=1020&guests=2');
      expect(refused.status, venue).toBe(404);
      expect(refused.data.code).toBe('venue-mismatch');
    }
    expect((await call('', key, SITE, `&venue=${theirs.id}`)).status).toBe(404);
  });

  it('the gate: no key, another widget’s key, a foreign origin, a revoked key, a venue that changed hands', async () => {
    const { key, owner, lawn } = await world();
    expect((await call('', 'ck_pub_nope')).data.code).toBe('key-invalid');
    const foreign = await call('', key, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.data.code).toBe('origin-not-allowed');
    expect(JSON.stringify(foreign.data)).not.toContain('Garden');

    const single = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'venue', id: lawn.id }, allowedOrigins: [SITE] } });
    const singleKey = single.data.key.id as string;
    expect((await call('', singleKey)).status).toBe(200);
    // The venues change hands (every venue in this test database is the owner's): the key stops with key-revoked.
    const buyer = await registerMember(t, 'Bea Buyer', 'bea@example.com');
    await t.db.update(venues).set({ ownerId: buyer.id });
    const stopped = await call('', singleKey);
    expect(stopped.status).toBe(403);
    expect(stopped.data).toMatchObject({ code: 'key-revoked', error: expect.stringContaining('no longer owns this venue') });
    // The owner's all-venues key simply no longer lists them.
    expect((await call('', key)).data.venues).toEqual([]);

    expect((await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: owner.token })).status).toBe(200);
    const revoked = await call('', key);
    expect(revoked.status).toBe(403);
    expect(revoked.data).toMatchObject({ code: 'key-revoked', error: 'This widget has been switched off by its owner.' });
  });

  it('rate-limits one visitor per key with a message the widget shows', async () => {
    const { key } = await world();
    let last = await call('', key);
    for (let index = 0; index < 60 && last.status === 200; index += 1) last = await call('', key);
    expect(last.status).toBe(429);
    expect(last.data).toMatchObject({ code: 'rate-limited', error: expect.stringContaining('Too many requests') });
    expect(last.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});

describe('a booking made in the popup', () => {
  it('the page on Cakeday learns the origin is the key’s; the widget follows the booking until it is paid, and counts one booking', async () => {
    const { key, lawn } = await world();
    const check = (query: Record<string, string>) => t.call('GET', `/api/embed/venue-return?${new URLSearchParams(query).toString()}`);
    expect((await check({ key, origin: SITE, venue: lawn.id })).data).toEqual({ origin: SITE });
    for (const query of [
      { key, origin: 'https://evil.example', venue: lawn.id },
      { key, origin: `${SITE}/path`, venue: lawn.id },
      { key, origin: 'javascript:alert(1)', venue: lawn.id },
      { key, origin: SITE, venue: 'someone-elses' },
      { key: 'ck_pub_nope', origin: SITE, venue: lawn.id },
      { key, origin: SITE },
    ]) {
      const refused = await check(query as Record<string, string>);
      expect(refused.status, JSON.stringify(query)).toBe(403);
      expect(refused.data.origin).toBeUndefined();
    }

    const guest = await registerMember(t, 'Gina Guest', 'gina@example.com');
    const date = saturdayAhead();
    const booked = await t.call('POST', `/api/venues/${lawn.id}/bookings`, { token: guest.token, json: { date, startMinute: 840, endMinute: 1020, guests: 12 } });
    expect(booked.status, JSON.stringify(booked.data)).toBe(201);
    const bookingId = booked.data.booking.id as string;

    const waiting = await call(`/booking/${bookingId}`, key);
    expect(waiting.status, JSON.stringify(waiting.data)).toBe(200);
    expect(waiting.data.booking).toEqual({ id: bookingId, venueId: lawn.id, status: 'awaiting-payment', startsAt: new Date(booked.data.booking.startsAt).toISOString() });

    const sessionId = new URL(booked.data.checkoutUrl).pathname.split('/').pop()!;
    expect((await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } })).status).toBe(200);
    await t.settle();
    const requested = await call(`/booking/${bookingId}`, key);
    expect(requested.data.booking.status).toBe('requested');
    expect(Object.keys(requested.data.booking).sort()).toEqual(['id', 'startsAt', 'status', 'venueId']);
    await call(`/booking/${bookingId}`, key);
    expect(await embedStatsRepo.countOf(t.db, key, 'booking')).toBe(1);

    // A booking older than the widget's window, or an unknown id, learns nothing.
    t.clock.advance(4 * 3_600_000);
    const late = await call(`/booking/${bookingId}`, key);
    expect(late.status).toBe(404);
    expect(late.data.code).toBe('booking-gone');
    expect((await call('/booking/nope', key)).status).toBe(404);
  });

  it('a single-venue key follows only bookings of its venue', async () => {
    const { owner, lawn, barn } = await world();
    const single = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'venue-search', target: { kind: 'venue', id: barn.id }, allowedOrigins: [SITE] } });
    const guest = await registerMember(t, 'Gil Guest', 'gil@example.com');
    const booked = await t.call('POST', `/api/venues/${lawn.id}/bookings`, { token: guest.token, json: { date: saturdayAhead(), startMinute: 840, endMinute: 1020, guests: 12 } });
    expect(booked.status).toBe(201);
    const refused = await call(`/booking/${booked.data.booking.id}`, single.data.key.id);
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.data)).not.toContain(lawn.id);
  });
});
