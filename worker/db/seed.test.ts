import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '#core/domain/money/ledger.rules.ts';
import { hashPassword, verifyPassword } from '../services/password.ts';
import { placeOf } from '../services/places/places.ts';
import { demoDataPolicy } from './demo-policy.ts';
import { runScheduledWork } from '../scheduler.ts';
import { ledgerEntries } from './schema/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_CONTRIBUTION_KEY, DEMO_EMBED_KEY, DEMO_FUND_ID, DEMO_PASSWORD, DEMO_VENUE_KEY, DEMO_WISHLIST_KEY, lockPublishedDemoAdmin, seedDemoData } from './seed.ts';

/** The demo data `npm start` seeds on an empty database, read back through the real app. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const seed = () => seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET!, now: t.clock.now() });

async function signIn(email: string): Promise<string> {
  const login = await t.call('POST', '/api/email-auth/login', { json: { email, password: DEMO_PASSWORD } });
  expect(login.status, JSON.stringify(login.data)).toBe(200);
  return login.data.token as string;
}

/** Every row of every table, to compare the database before and after. */
async function dump() {
  // The search index's WITHOUT ROWID shadow tables (db/marketplace-search-index.ts) follow the products, which are compared.
  const tables = await t.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%migrations%' AND sql NOT LIKE '%WITHOUT ROWID%' ORDER BY name",
  );
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) all[String(name)] = (await t.client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows.map((row) => ({ ...row }));
  return all;
}

describe('demo seed', () => {
  it('seeds once; a second run changes nothing', async () => {
    expect(await seed()).toBe(true);
    const first = await dump();
    expect(first.users).toHaveLength(4);
    expect(first.events).toHaveLength(1);
    expect(first.conversations).toHaveLength(2);
    expect(await seed()).toBe(false);
    expect(await dump()).toEqual(first);
  });

  it('leaves a database that already has members alone', async () => {
    const registered = await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann', email: 'ann@example.com', password: 'correct horse battery' } });
    expect(registered.status).toBeLessThan(300);
    expect(await seed()).toBe(false);
    const counts = await t.client.execute('SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM conversations) AS conversations');
    expect({ ...counts.rows[0] }).toEqual({ users: 1, events: 0, conversations: 0 });
  });

  it('gives the demo host an upcoming party with guests, a wishlist, and two conversations with unread messages', async () => {
    await seed();
    const token = await signIn('host@demo.cakeday.test');

    const dashboard = await t.call('GET', '/api/events', { token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.data.hosting).toHaveLength(1);
    const event = dashboard.data.hosting[0];
    expect(event).toMatchObject({ title: 'Maya’s 7th Birthday', timeZone: 'America/Chicago' });
    const stored = await t.client.execute({ sql: 'SELECT starts_at, ends_at, rsvp_deadline FROM events WHERE id = ?', args: [event.id] });
    const startsAt = Number(stored.rows[0]!.starts_at);
    // A few weeks ahead, 2 pm on a Saturday in Austin, and still open for answers.
    expect(startsAt - t.clock.now()).toBeGreaterThanOrEqual(20 * 86_400_000);
    expect(startsAt - t.clock.now()).toBeLessThan(29 * 86_400_000);
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', hour: 'numeric', hour12: false }).formatToParts(startsAt);
    expect(parts.filter((part) => part.type !== 'literal').map((part) => part.value)).toEqual(['Saturday', '14']);
    expect(Number(stored.rows[0]!.rsvp_deadline)).toBeGreaterThan(t.clock.now());

    const list = await t.call('GET', `/api/events/${event.id}/guests`, { token });
    expect(list.status).toBe(200);
    const guests = list.data.guests ?? list.data;
    expect(guests.length).toBeGreaterThanOrEqual(5);
    expect(new Set(guests.map((guest: { rsvpStatus: string }) => guest.rsvpStatus))).toEqual(new Set(['going', 'maybe', 'declined', 'pending']));
    for (const guest of guests) expect(guest.email ?? '').toMatch(/(^$|@demo\.cakeday\.test$)/);

    // The Demo Guest's personal link, as the host copies it, opens the party as that guest.
    const demoGuest = guests.find((guest: { email: string | null }) => guest.email === 'guest@demo.cakeday.test');
    const link = await t.call('GET', `/api/events/${event.id}/guests/${demoGuest.id}/link`, { token });
    const url = new URL(link.data.link);
    const page = await t.call('GET', `/api/public/events/${url.pathname.split('/').pop()}`, { headers: { 'x-guest-token': url.searchParams.get('g')! } });
    expect(page.status).toBe(200);
    expect(page.data.viewer.role).toBe('guest');

    const wishlist = await t.call('GET', `/api/events/${event.id}/wishlist`, { token });
    expect(wishlist.status).toBe(200);
    expect(wishlist.data.items.length).toBeGreaterThanOrEqual(3);
    // Every demo wish has a picture the app serves itself, and keeps it when the host edits the item
    // with the form's own values (a demo of a wishlist of placeholders looked broken).
    for (const item of wishlist.data.items as { id: string; title: string; imageUrl: string | null }[]) {
      expect(item.imageUrl, item.title).toMatch(/^\/demo\/wishlist\/[a-z-]+\.webp$/);
      expect(existsSync(join(import.meta.dirname, '..', '..', 'platform', 'public', item.imageUrl!)), item.imageUrl!).toBe(true);
    }
    const [first] = wishlist.data.items as { id: string; title: string; imageUrl: string }[];
    const edited = await t.call('PATCH', `/api/events/${event.id}/wishlist/items/${first!.id}`, { token, json: { title: `${first!.title} (blue)`, imageUrl: first!.imageUrl } });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);

    const inbox = await t.call('GET', '/api/messages', { token });
    expect(inbox.status).toBe(200);
    expect(inbox.data.conversations).toHaveLength(2);
    expect(inbox.data.unreadTotal).toBe(3);
    const byType = Object.fromEntries(inbox.data.conversations.map((conversation: { context: { type: string } }) => [conversation.context.type, conversation]));
    expect(byType['event-guest']).toMatchObject({ other: { name: 'Demo Guest' }, unreadCount: 2, context: { title: 'Maya’s 7th Birthday' } });
    expect(byType.venue).toMatchObject({ other: { name: 'Demo Venue Owner' }, unreadCount: 1, context: { id: 'demo-venue-1' } });
    expect((await t.call('GET', '/api/messages/unread-count', { token })).data.unreadTotal).toBe(3);
    // Newest first, as the inbox always is.
    const times = inbox.data.conversations.map((conversation: { lastMessageAt: string }) => conversation.lastMessageAt);
    expect(times).toEqual([...times].sort().reverse());

    // The thread reads in order, and the seeded rows take a reply like any conversation.
    const thread = await t.call('GET', `/api/messages/conversations/${byType.venue.id}`, { token });
    expect(thread.data.messages.map((message: { id: number }) => message.id)).toEqual([...thread.data.messages.map((message: { id: number }) => message.id)].sort((a, b) => a - b));
    const reply = await t.call('POST', `/api/messages/conversations/${byType.venue.id}/messages`, { token, json: { body: 'Yes to both!' } });
    expect(reply.status).toBeLessThan(300);
    const sync = await t.call('GET', `/api/messages/sync?after=${encodeURIComponent(inbox.data.cursor)}`, { token });
    expect(sync.data.messages.map((message: { body: string }) => message.body)).toEqual(['Yes to both!']);
  });

  it('shows the demo guest the party and the conversation with the host', async () => {
    await seed();
    const token = await signIn('guest@demo.cakeday.test');
    const dashboard = await t.call('GET', '/api/events', { token });
    expect(dashboard.data.attending).toEqual([expect.objectContaining({ title: 'Maya’s 7th Birthday' })]);
    const inbox = await t.call('GET', '/api/messages', { token });
    expect(inbox.data.unreadTotal).toBe(0);
    const eventGuest = inbox.data.conversations.find((conversation: { context: { type: string } }) => conversation.context.type === 'event-guest');
    expect(eventGuest).toMatchObject({ other: { name: 'Demo Host' }, lastMessageFromMe: true, context: { title: 'Maya’s 7th Birthday' } });
    expect(eventGuest.context.href).toMatch(/^\/e\//);
  });

  it('gives the demo host an RSVP widget key for the party that a local page can use', async () => {
    await seed();
    const token = await signIn('host@demo.cakeday.test');
    const keys = await t.call('GET', '/api/embed/keys', { token });
    expect(keys.status).toBe(200);
    expect(keys.data.keys).toEqual([
      expect.objectContaining({ id: DEMO_CONTRIBUTION_KEY, widget: 'contribution', target: expect.objectContaining({ kind: 'pot', title: 'Maya’s birthday fund' }) }),
      expect.objectContaining({ id: DEMO_EMBED_KEY, widget: 'rsvp' }),
    ]);
    const card = await t.call('GET', `/api/embed/v1/rsvp?key=${DEMO_EMBED_KEY}`, { headers: { origin: 'http://localhost:5500' } });
    expect(card.status, JSON.stringify(card.data)).toBe(200);
    expect(card.headers.get('access-control-allow-origin')).toBe('http://localhost:5500');
    expect(JSON.stringify(card.data)).toContain('Maya’s 7th Birthday');
  });

  it('gives the demo party a fund and a contribution widget key for it that a local page can use', async () => {
    await seed();
    const fund = await t.call('GET', `/api/embed/v1/contribution?key=${DEMO_CONTRIBUTION_KEY}`, { headers: { origin: 'http://127.0.0.1:5500' } });
    expect(fund.status, JSON.stringify(fund.data)).toBe(200);
    expect(fund.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5500');
    expect(fund.data.pot).toMatchObject({ id: DEMO_FUND_ID, title: 'Maya’s birthday fund', eventTitle: 'Maya’s 7th Birthday', raisedCents: 7_500, targetCents: 30_000 });
  });

  it('gives the demo venue owner a venue widget key for all six venues that a local page can use', async () => {
    await seed();
    const owner = await signIn('owner@demo.cakeday.test');
    const keys = await t.call('GET', '/api/embed/keys', { token: owner });
    expect(keys.data.keys).toEqual([
      expect.objectContaining({ id: DEMO_VENUE_KEY, widget: 'venue-search', target: expect.objectContaining({ kind: 'venue-owner', title: 'All your published venues' }) }),
    ]);
    const listed = await t.call('GET', `/api/embed/v1/venue?key=${DEMO_VENUE_KEY}`, { headers: { origin: 'http://localhost:5500' } });
    expect(listed.status, JSON.stringify(listed.data)).toBe(200);
    expect(listed.data.venues).toHaveLength(6);
  });

  it('gives the Demo Guest an add-to-wishlist key for local shop pages, through which the Demo Host adds to the party’s wishlist', async () => {
    await seed();
    const guest = await signIn('guest@demo.cakeday.test');
    const keys = await t.call('GET', '/api/embed/keys', { token: guest });
    expect(keys.data.keys).toEqual([expect.objectContaining({ id: DEMO_WISHLIST_KEY, widget: 'wishlist-add', target: expect.objectContaining({ kind: 'seller', title: 'Your products' }) })]);
    const shop = 'http://localhost:5500';
    const card = await t.call('GET', `/api/embed/v1/wishlist?key=${DEMO_WISHLIST_KEY}`, { headers: { origin: shop } });
    expect(card.data.card).toEqual({ sellerName: 'Demo Guest', currency: 'USD' });
    const host = await signIn('host@demo.cakeday.test');
    const session = await t.call('POST', '/api/embed/sessions', { token: host, json: { key: DEMO_WISHLIST_KEY, origin: shop } });
    expect(session.status, JSON.stringify(session.data)).toBe(201);
    const lists = await t.call('GET', `/api/embed/v1/wishlist/events?key=${DEMO_WISHLIST_KEY}`, { headers: { origin: shop, 'x-embed-session': session.data.token } });
    expect(lists.data.wishlists).toEqual([expect.objectContaining({ title: 'Maya’s 7th Birthday' })]);
  });

  it('places the demo shops where saving a shop in their city would (local delivery’s radius is measured from there)', async () => {
    await seed();
    const austin = (await placeOf('Austin'))!;
    const { rows } = await t.client.execute('SELECT city, lat, lng FROM shops ORDER BY id');
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { city: 'Austin', lat: austin.lat, lng: austin.lng },
      { city: 'Austin', lat: austin.lat, lng: austin.lng },
    ]);
  });

  it('gives the marketplace an owner with photographed, reviewed venues, and the party a paid booking of the backyard', async () => {
    await seed();
    const host = await signIn('host@demo.cakeday.test');
    const mine = await t.call('GET', '/api/bookings', { token: host });
    expect(mine.data.upcoming).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        event: expect.objectContaining({ title: 'Maya’s 7th Birthday' }),
        venue: expect.objectContaining({ id: 'demo-venue-1', streetAddress: '1200 Bluebonnet Lane' }),
        payment: expect.objectContaining({ status: 'paid' }),
      }),
    ]);
    expect(mine.data.past.length).toBeGreaterThan(0);
    // The event page names the venue, with the address now that the owner confirmed.
    const party = await t.call('GET', '/api/events/demo-event-1', { token: host });
    expect(party.data.event.venues).toEqual([
      expect.objectContaining({ bookingId: 'demo-booking-party', title: 'Sunny Backyard with Bounce Lawn', status: 'confirmed', startMinute: 840, streetAddress: '1200 Bluebonnet Lane' }),
    ]);

    const owner = await signIn('owner@demo.cakeday.test');
    const listings = await t.call('GET', '/api/host/venues', { token: owner });
    expect(listings.data.listings).toHaveLength(6);
    const hosted = await t.call('GET', '/api/host/bookings', { token: owner });
    expect(hosted.data.upcoming.map((booking: { id: string }) => booking.id)).toContain('demo-booking-party');

    // The cards' ratings are their reviews' means; the photos are served by the app itself.
    const cards = (await t.call('GET', '/api/venues')).data as { id: string; averageRating: number | null; imageUrls: string[] }[];
    const backyard = cards.find((card) => card.id === 'demo-venue-1')!;
    expect(backyard.averageRating).toBe(5);
    expect(backyard.imageUrls).toEqual(['/demo/venues/backyard.webp']);
    expect(cards.find((card) => card.id === 'demo-venue-6')!.averageRating).toBeNull();
    const reviews = await t.call('GET', '/api/venues/demo-venue-1/reviews');
    expect(reviews.data.reviews).toHaveLength(2);

    // The seeded money keeps the ledger sound: the past visits paid out, the party's charge held.
    const totals = await t.client.execute('SELECT kind, sum(amount_cents) AS cents FROM ledger_entries WHERE booking_id IS NOT NULL GROUP BY kind ORDER BY kind');
    const byKind = Object.fromEntries(totals.rows.map((row) => [String(row.kind), Number(row.cents)]));
    expect(byKind.charge! - byKind.release!).toBe(3 * 9500 + 5000);
  });

  it('gives the party’s fund one contribution released to the host and one still held, with books that balance and a release the scheduler can finish', async () => {
    await seed();
    const host = await signIn('host@demo.cakeday.test');
    const money = await t.call('GET', '/api/events/demo-event-1/contributions', { token: host });
    expect(money.status, JSON.stringify(money.data)).toBe(200);
    const rows = money.data.contributions as { id: string; status: string; amountCents: number; statusLabel: string }[];
    expect(rows.map((row) => [row.id, row.status, row.amountCents])).toEqual(
      expect.arrayContaining([
        ['demo-contribution-1', 'released', 5_000],
        ['demo-contribution-2', 'succeeded', 2_500],
      ]),
    );
    expect(rows.find((row) => row.id === 'demo-contribution-2')!.statusLabel).toMatch(/^Held — 2[12] h/);
    const pots = await t.call('GET', '/api/events/demo-event-1/pots', { token: host });
    expect(pots.data.pots.find((pot: { id: string }) => pot.id === DEMO_FUND_ID).balance).toEqual({ chargedCents: 7_500, refundedCents: 0, releasedCents: 5_000, heldCents: 2_500, feesCents: 0 });
    expect((await t.call('GET', '/api/payouts/account', { token: host })).data).toMatchObject({ payoutsEnabled: true });
    const assignment = await t.call('GET', '/api/events/demo-event-1/wishlist/assignment', { token: host });
    expect(assignment.status).toBe(200);
    // And the wishlist has an assignment: the host pinned the paint set to the Demo Guest.
    expect(assignment.data.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ guestId: 'demo-guest-1', status: 'assigned', pinned: true, item: expect.objectContaining({ id: 'demo-wish-2' }) })]),
    );

    // Core's ledger audit over everything seeded (contributions, bookings, marketplace orders) finds nothing wrong.
    const entries = await t.db.select().from(ledgerEntries);
    expect(
      auditLedger(
        entries.map((row) => ({
          kind: row.kind,
          amountCents: row.amountCents,
          idempotencyKey: row.idempotencyKey,
          at: row.at,
          ...(row.shopOrderId
            ? { contributionId: `order:${row.shopOrderId}`, potId: `order:${row.shopOrderId}`, shopOrderId: row.shopOrderId }
            : row.bookingId
              ? { contributionId: `booking:${row.bookingId}`, potId: `booking:${row.bookingId}`, bookingId: row.bookingId }
              : { contributionId: row.contributionId!, potId: row.potId! }),
        })),
      ),
    ).toEqual([]);

    // Once its 24 hours are over, the held one is released to the host's demo payout account like any other.
    t.clock.advance(DAY);
    await runScheduledWork(t.deps);
    const after = (await t.call('GET', '/api/events/demo-event-1/contributions', { token: host })).data.contributions as { id: string; status: string }[];
    expect(after.find((row) => row.id === 'demo-contribution-2')!.status).toBe('released');
    expect((await t.call('GET', '/api/events/demo-event-1/pots', { token: host })).data.pots.find((pot: { id: string }) => pot.id === DEMO_FUND_ID).balance).toMatchObject({
      releasedCents: 7_500,
      heldCents: 0,
    });
  });
});

describe('the demo marketplace', () => {
  it('has two shops whose products a visitor finds, past orders paid out and reviewed, and the party’s cupcakes waiting for the bakery', async () => {
    await seed();
    const found = await t.call('GET', '/api/marketplace/products?q=balloon');
    expect(found.status, JSON.stringify(found.data)).toBe(200);
    expect(found.data.items.map((item: { id: string }) => item.id)).toContain('demo-product-balloon-arch');
    const all = await t.call('GET', '/api/marketplace/products');
    expect(all.data.total).toBe(7);
    const product = await t.call('GET', '/api/marketplace/products/demo-product-balloon-arch');
    expect(product.data.variants.find((v: { optionValues: string[] }) => v.optionValues[0] === 'Gold and white').stock).toBe(0);
    const shop = await t.call('GET', '/api/marketplace/shops/pop-and-party');
    expect(shop.status).toBe(200);
    // Two reviews (4 and 5 stars) make 4.5; the review write would keep the same figures.
    expect(shop.data.shop).toMatchObject({ name: 'Pop & Party Supplies', ratingAverage: 4.5, ratingCount: 2, canSell: true });
    expect(shop.data.reviews.map((review: { rating: number }) => review.rating).sort()).toEqual([4, 5]);

    const baker = await signIn('guest@demo.cakeday.test');
    const dashboard = await t.call('GET', '/api/marketplace/seller/dashboard', { token: baker });
    expect(dashboard.status, JSON.stringify(dashboard.data)).toBe(200);
    expect(dashboard.data.waiting.map((order: { id: string }) => order.id)).toEqual(['demo-order-4']);
    // The cake's $65.00, less the frozen 10 % commission, was paid out; the cupcakes' $87.00 is held.
    expect(dashboard.data.totals).toMatchObject({ paidOutCents: 5_850, heldCents: 8_700 });
    const host = await signIn('host@demo.cakeday.test');
    const orders = await t.call('GET', '/api/marketplace/orders', { token: host });
    expect(orders.data.orders.map((order: { id: string; status: string }) => [order.id, order.status]).sort()).toEqual([
      ['demo-order-1', 'received'],
      ['demo-order-2', 'received'],
      ['demo-order-4', 'placed'],
    ]);
    // The bakery confirms through the app like any seller.
    expect((await t.call('POST', '/api/marketplace/seller/orders/demo-order-4/confirm', { token: baker, json: {} })).status).toBe(200);
  });

  it('refunds the seeded cupcakes order through the demo provider when the host cancels it: the seeded payment is known to it', async () => {
    await seed();
    const host = await signIn('host@demo.cakeday.test');
    const cancelled = await t.call('POST', '/api/marketplace/orders/demo-order-4/cancel', { token: host, json: {} });
    expect(cancelled.status, JSON.stringify(cancelled.data)).toBe(200);
    const refunds = await t.client.execute({ sql: 'SELECT amount_cents, refund_id, refunded_at FROM marketplace_refunds WHERE order_id = ?', args: ['demo-order-4'] });
    expect(refunds.rows).toHaveLength(1);
    expect(refunds.rows[0]).toMatchObject({ amount_cents: 8_700 });
    expect(refunds.rows[0]!.refund_id).toEqual(expect.any(String));
    expect(refunds.rows[0]!.refunded_at).toEqual(expect.any(Number));
  });
});

describe('demo data and refunds', () => {
  it('refunds the fund’s seeded held contribution through the demo provider when the host refunds it', async () => {
    await seed();
    const host = await signIn('host@demo.cakeday.test');
    const refunded = await t.call('POST', '/api/events/demo-event-1/contributions/demo-contribution-2/refund', { token: host, json: {} });
    expect(refunded.status, JSON.stringify(refunded.data)).toBe(200);
    const row = await t.client.execute({ sql: 'SELECT status FROM contributions WHERE id = ?', args: ['demo-contribution-2'] });
    expect(row.rows[0]!.status).toBe('refunded');
  });

  it('refunds the party’s seeded venue booking through the demo provider when the host cancels it', async () => {
    await seed();
    const host = await signIn('host@demo.cakeday.test');
    const cancelled = await t.call('POST', '/api/bookings/demo-booking-party/cancel', { token: host, json: {} });
    expect(cancelled.status, JSON.stringify(cancelled.data)).toBe(200);
    const refunds = await t.client.execute({ sql: "SELECT amount_cents FROM ledger_entries WHERE booking_id = ? AND kind = 'refund'", args: ['demo-booking-party'] });
    expect(refunds.rows.length, JSON.stringify(cancelled.data)).toBe(1);
    expect(Number(refunds.rows[0]!.amount_cents)).toBeGreaterThan(0);
  });
});

describe('demo data and production', () => {
  it('seeds a local file in development unless told not to, and production or a remote database only when asked, never with the published admin password in production', () => {
    expect(demoDataPolicy({ production: false, localFile: true, SEED_DEMO: undefined })).toEqual({ seed: true, publishedAdminPassword: true });
    expect(demoDataPolicy({ production: false, localFile: true, SEED_DEMO: '0' })).toEqual({ seed: false, publishedAdminPassword: true });
    expect(demoDataPolicy({ production: true, localFile: true, SEED_DEMO: undefined })).toEqual({ seed: false, publishedAdminPassword: false });
    expect(demoDataPolicy({ production: true, localFile: true, SEED_DEMO: '1' })).toEqual({ seed: true, publishedAdminPassword: false });
    // A remote database (libsql://, https://) is never seeded unasked, whatever the environment.
    expect(demoDataPolicy({ production: false, localFile: false, SEED_DEMO: undefined })).toEqual({ seed: false, publishedAdminPassword: true });
    expect(demoDataPolicy({ production: false, localFile: false, SEED_DEMO: '1' })).toEqual({ seed: true, publishedAdminPassword: true });
  });

  it('gives the demo admin a password nobody is told when the published one is not allowed', async () => {
    expect(await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET!, now: t.clock.now(), publishedAdminPassword: false })).toBe(true);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: 'admin@demo.cakeday.test', password: DEMO_PASSWORD } })).status).toBe(401);
    await signIn('host@demo.cakeday.test');
    // Nothing to lock: it already has no published password.
    expect(await lockPublishedDemoAdmin(t.db, { hashPassword, verifyPassword })).toBe(false);
  });

  it('locks a demo admin that still has the published password (a production database seeded before the rule), and ends its sessions', async () => {
    await seed();
    const admin = await signIn('admin@demo.cakeday.test');
    expect((await t.call('GET', '/api/admin/reports', { token: admin })).status).toBe(200);
    expect(await lockPublishedDemoAdmin(t.db, { hashPassword, verifyPassword })).toBe(true);
    expect((await t.call('GET', '/api/admin/reports', { token: admin })).status).toBe(401);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: 'admin@demo.cakeday.test', password: DEMO_PASSWORD } })).status).toBe(401);
    expect(await lockPublishedDemoAdmin(t.db, { hashPassword, verifyPassword })).toBe(false);
  });
});
