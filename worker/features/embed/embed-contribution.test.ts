/**
 * The contribution widget's API (decision 029) on a real libSQL database: pot keys (who may create
 * one), the pot card behind the key + Origin gate, a contribution started as the link's guest through
 * the money feature's own path (limits, checkout on our origin, return page), its status after the
 * demo payment, and the refusals the widget shows.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventCohosts, wishlistItems, wishlistSettings } from '../../db/schema/index.ts';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { insertCohost, insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://mia-family.example';

/** A host, their party with a fund, and a guest with a personal link (features do not share test helpers). */
async function moneyWorld(t: TestApp, potOverrides: Record<string, unknown> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const host = await registerMember(t, 'Hana Host', `hana-${suffix}@example.com`);
  const event = await insertEvent(t, host.id);
  const guest = await insertGuest(t, event.id, { name: 'Gus Guest', email: `gus-${suffix}@example.com` });
  const created = await t.call('POST', `/api/events/${event.id}/pots`, { token: host.token, json: { kind: 'event_fund', title: 'Mia’s fund', minCents: 500, maxCents: 50_000, ...potOverrides } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { host, event, guest, pot: created.data as { id: string } };
}

async function world(potOverrides: Record<string, unknown> = {}) {
  const money = await moneyWorld(t, potOverrides);
  const created = await t.call('POST', '/api/embed/keys', { token: money.host.token, json: { widget: 'contribution', target: { kind: 'pot', id: money.pot.id }, allowedOrigins: [SITE] } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { ...money, key: created.data.key.id as string };
}

const path = (key: string, rest = '') => `/api/embed/v1/contribution${rest}?key=${encodeURIComponent(key)}`;
const card = (key: string, headers: Record<string, string> = {}, origin = SITE) => t.call('GET', path(key), { headers: { origin, ...headers } });
const start = (key: string, guestToken: string | null, json: unknown, origin = SITE) =>
  t.call('POST', path(key), { json, headers: { origin, ...(guestToken ? { 'x-guest-token': guestToken } : {}) } });
const follow = (key: string, id: string, guestToken: string) => t.call('GET', path(key, `/${id}`), { headers: { origin: SITE, 'x-guest-token': guestToken } });

async function payDemo(checkoutUrl: string, cardNumber: string = DEMO_TEST_CARDS.success) {
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  return t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber } });
}

describe('pot keys', () => {
  it('the host creates a contribution key for a pot; the list names the pot and its event', async () => {
    const { host, pot, event, key } = await world();
    const listed = await t.call('GET', '/api/embed/keys', { token: host.token });
    expect(listed.data.keys).toEqual([expect.objectContaining({ id: key, widget: 'contribution', target: { kind: 'pot', id: pot.id, title: 'Mia’s fund', slug: event.slug } })]);
  });

  it('an accepted co-host may create one; strangers, pending co-hosts and the celebrant get the 404 of a missing pot', async () => {
    const { event, pot } = await world();
    const json = { widget: 'contribution', target: { kind: 'pot', id: pot.id }, allowedOrigins: [SITE] };
    const cohost = await registerMember(t, 'Cora Cohost', 'cora@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cora@example.com' }, true);
    expect((await t.call('POST', '/api/embed/keys', { token: cohost.token, json })).status).toBe(201);

    const pending = await registerMember(t, 'Pete Pending', 'pete@example.com');
    await insertCohost(t, event.id, { id: pending.id, email: 'pete@example.com' }, false);
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    const celebrant = await registerMember(t, 'Mia', 'mia@example.com');
    await insertCohost(t, event.id, { id: celebrant.id, email: 'mia@example.com' }, true);
    await t.db.insert(wishlistSettings).values({ eventId: event.id, celebrantUserId: celebrant.id, updatedAt: t.clock.now() });
    for (const who of [pending, stranger, celebrant]) {
      const refused = await t.call('POST', '/api/embed/keys', { token: who.token, json });
      expect(refused.status, who.name).toBe(404);
      expect(refused.data.error).toContain('Pot not found');
    }
    const missing = await t.call('POST', '/api/embed/keys', { token: stranger.token, json: { ...json, target: { kind: 'pot', id: 'no-such-pot' } } });
    expect(missing.status).toBe(404);
  });

  it('the widget and the target kind must go together', async () => {
    const { host, pot, event } = await world();
    const mixed = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'contribution', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    expect(mixed.status).toBe(400);
    expect(mixed.data.fields['target.kind']).toBe('A contribution key is for one of your events’ pots');
    const rsvpForPot = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'rsvp', target: { kind: 'pot', id: pot.id }, allowedOrigins: [SITE] } });
    expect(rsvpForPot.status).toBe(400);
    const unknown = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'guestbook', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.data)).toContain('can get a key so far');
  });

  it('the event’s host may revoke a co-host’s pot key', async () => {
    const { event, pot, host } = await world();
    const cohost = await registerMember(t, 'Cora Cohost', 'cora@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cora@example.com' }, true);
    const created = await t.call('POST', '/api/embed/keys', { token: cohost.token, json: { widget: 'contribution', target: { kind: 'pot', id: pot.id }, allowedOrigins: [SITE] } });
    const revoked = await t.call('POST', `/api/embed/keys/${created.data.key.id}/revoke`, { token: host.token });
    expect(revoked.status).toBe(200);
    expect(revoked.data.key).toMatchObject({ widget: 'contribution', revokedAt: expect.any(String), target: { kind: 'pot', title: 'Mia’s fund' } });
  });
});

describe('the contribution widget API', () => {
  it('shows the pot’s card to the allowed origin with CORS, with the guest behind the link', async () => {
    const { key, guest } = await world({ targetCents: 30_000 });
    const anonymous = await card(key);
    expect(anonymous.status, JSON.stringify(anonymous.data)).toBe(200);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(anonymous.data.pot).toMatchObject({
      title: 'Mia’s fund',
      minCents: 500,
      maxCents: 50_000,
      targetCents: 30_000,
      raisedCents: 0,
      status: 'open',
      providerLabel: 'Demo payment — no money moves',
      guest: null,
      eventUrl: expect.stringMatching(/^https:\/\/cakeday\.test\/e\/party-/),
    });
    const asGuest = await card(key, { 'x-guest-token': guest.token });
    expect(asGuest.data.pot.guest).toEqual({ name: 'Gus Guest' });
    // A link that is no longer valid says so (the money feature's answer), readable by the widget.
    const stale = await card(key, { 'x-guest-token': 'x'.repeat(43) });
    expect(stale.status).toBe(404);
    expect(stale.data.error).toBe('This guest link is not valid any more. Ask the host for your personal link.');
    expect(stale.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('a guest starts a contribution within the pot’s limits, pays on the demo checkout, and the widget sees it held; the host sees it too', async () => {
    const { key, guest, host, event, pot } = await world();
    const tooSmall = await start(key, guest.token, { amountCents: 200, name: 'Gus' });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(tooSmall.data.fields.amountCents).toBe('Enter an amount of at least $5.00');
    const sneaky = await start(key, guest.token, { amountCents: 2_000, name: 'Gus', totalCents: 1 });
    expect(sneaky.status).toBe(400);

    const started = await start(key, guest.token, { amountCents: 2_500, name: 'Gus', message: 'Happy birthday!' });
    expect(started.status, JSON.stringify(started.data)).toBe(201);
    expect(started.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(started.data.contribution).toMatchObject({ potId: pot.id, amountCents: 2_500, status: 'pending', heldUntil: null });
    expect(started.data.checkoutUrl).toMatch(/\/demo-checkout\/demo_cs_/);
    const id: string = started.data.contribution.id;

    // The checkout returns to the widget's page on our origin, which names the verified origin.
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;
    const checkout = await t.call('GET', `/api/payments/demo/checkout/${sessionId}`);
    expect(checkout.data.successUrl).toBe(`https://cakeday.test/embed/checkout-return/${id}?origin=${encodeURIComponent(SITE)}`);
    expect(checkout.data.cancelUrl).toBe(`https://cakeday.test/embed/checkout-return/${id}?origin=${encodeURIComponent(SITE)}&cancelled=1`);

    expect((await follow(key, id, guest.token)).data.contribution).toMatchObject({ id, status: 'pending' });
    expect((await payDemo(started.data.checkoutUrl)).status).toBe(200);
    const held = await follow(key, id, guest.token);
    expect(held.status).toBe(200);
    expect(held.data.contribution).toMatchObject({ id, potId: pot.id, status: 'succeeded', amountCents: 2_500 });
    expect(Date.parse(held.data.contribution.heldUntil) - t.clock.now()).toBe(24 * 60 * 60 * 1000);

    const money = await t.call('GET', `/api/events/${event.id}/contributions`, { token: host.token });
    expect(money.data.totals).toMatchObject({ chargedCents: 2_500, heldCents: 2_500 });
    expect((await card(key)).data.pot.raisedCents).toBe(2_500);
    // The guest's own contribution page on Cakeday knows it too: one contribution path.
    expect((await t.call('GET', `/api/contributions/${id}`, { headers: { 'x-guest-token': guest.token } })).data).toMatchObject({ status: 'succeeded', message: 'Happy birthday!' });
  });

  it('paying needs the guest link of the pot’s event; the status only answers its contributor, for this pot', async () => {
    const { key, guest, event, pot, host } = await world();
    const visitor = await start(key, null, { amountCents: 1_000, name: 'Vic' });
    expect(visitor.status).toBe(403);
    expect(visitor.data.code).toBe('guest-link-required');
    expect(visitor.headers.get('access-control-allow-origin')).toBe(SITE);

    const other = await moneyWorld(t);
    const foreign = await start(key, other.guest.token, { amountCents: 1_000, name: 'Olga' });
    expect(foreign.status).toBe(403);
    expect(foreign.data.code).toBe('guest-link-required');

    const started = await start(key, guest.token, { amountCents: 1_000, name: 'Gus' });
    const id: string = started.data.contribution.id;
    const sibling = await insertGuest(t, event.id, { name: 'Sue Sibling' });
    const notTheirs = await follow(key, id, sibling.token);
    expect(notTheirs.status).toBe(404);

    expect((await follow(key, id, guest.token)).status).toBe(200);

    // The same guest's contribution to another pot of the party is not this key's business.
    const now = t.clock.now();
    await t.db.insert(wishlistItems).values({ id: 'item1', eventId: event.id, title: 'Bike', priceCents: 20_000, position: 0, createdAt: now, updatedAt: now });
    const gift = await t.call('POST', `/api/events/${event.id}/pots`, { token: host.token, json: { kind: 'gift', title: 'Bike', minCents: 500, maxCents: 10_000, wishlistItemId: 'item1' } });
    expect(gift.status).toBe(201);
    const toGift = await t.call('POST', `/api/pots/${gift.data.id}/contributions`, { headers: { 'x-guest-token': guest.token }, json: { amountCents: 1_000, name: 'Gus' } });
    expect(toGift.status).toBe(201);
    const elsewhere = await follow(key, toGift.data.contribution.id, guest.token);
    expect(elsewhere.status).toBe(404);
    expect(pot.id).not.toBe(gift.data.id);
  });

  it('a closed pot, an invite-only party without a link, a wrong data-pot and a revoked key are refused with readable messages', async () => {
    const { key, guest, host, event, pot } = await world();
    const wrongPot = await t.call('GET', `${path(key)}&pot=another-pot`, { headers: { origin: SITE } });
    expect(wrongPot.status).toBe(400);
    expect(wrongPot.data.code).toBe('pot-mismatch');
    expect((await t.call('GET', `${path(key)}&pot=${pot.id}`, { headers: { origin: SITE } })).status).toBe(200);

    expect((await t.call('PATCH', `/api/events/${event.id}/pots/${pot.id}`, { token: host.token, json: { status: 'closed' } })).status).toBe(200);
    expect((await card(key)).data.pot.status).toBe('closed');
    const closed = await start(key, guest.token, { amountCents: 1_000, name: 'Gus' });
    expect(closed.status).toBe(409);
    expect(closed.data.error).toBe('This pot is closed');
    expect(closed.headers.get('access-control-allow-origin')).toBe(SITE);

    const inviteOnly = await world();
    await t.call('PATCH', `/api/events/${inviteOnly.event.id}`, { token: inviteOnly.host.token, json: { inviteOnly: true } });
    const hidden = await card(inviteOnly.key);
    expect(hidden.status, JSON.stringify(hidden.data)).toBe(403);
    expect(hidden.data.code).toBe('guest-link-required');
    expect((await card(inviteOnly.key, { 'x-guest-token': inviteOnly.guest.token })).status).toBe(200);

    const otherOrigin = await card(key, {}, 'https://elsewhere.example');
    expect(otherOrigin.status).toBe(403);
    expect(otherOrigin.data.code).toBe('origin-not-allowed');
    expect((await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: host.token })).status).toBe(200);
    const revoked = await card(key);
    expect(revoked.status).toBe(403);
    expect(revoked.data).toMatchObject({ code: 'key-revoked', error: 'This widget has been switched off by its owner.' });
  });

  it('an RSVP key does not open the contribution API, nor a contribution key the RSVP API', async () => {
    const { key, event, host } = await world();
    expect((await t.call('GET', `/api/embed/v1/rsvp?key=${key}`, { headers: { origin: SITE } })).data.code).toBe('key-invalid');
    const rsvpKey = await t.call('POST', '/api/embed/keys', { token: host.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    expect((await card(rsvpKey.data.key.id)).data.code).toBe('key-invalid');
  });

  it('a preflight for the POST with the guest header is answered for the key’s origin only', async () => {
    const { key } = await world();
    const ok = await t.call('OPTIONS', path(key), { headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-guest-token' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-guest-token');
    const refused = await t.call('OPTIONS', path(key), { headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(refused.status).toBe(403);
  });

  it('a key stops once its owner no longer co-hosts the pot’s event', async () => {
    const { event, pot, guest } = await world();
    const cohost = await registerMember(t, 'Cora Cohost', 'cora@example.com');
    await insertCohost(t, event.id, { id: cohost.id, email: 'cora@example.com' }, true);
    const created = await t.call('POST', '/api/embed/keys', { token: cohost.token, json: { widget: 'contribution', target: { kind: 'pot', id: pot.id }, allowedOrigins: [SITE] } });
    const key: string = created.data.key.id;
    expect((await card(key, { 'x-guest-token': guest.token })).status).toBe(200);
    // Someone else's key for the pot is not a stranger's to revoke.
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    expect((await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: stranger.token })).status).toBe(404);
    // The host removes her (the only co-host in this test).
    await t.db.delete(eventCohosts);
    const stopped = await card(key, { 'x-guest-token': guest.token });
    expect(stopped.status).toBe(403);
    expect(stopped.data.code).toBe('key-revoked');
  });
});
