/**
 * The add-to-wishlist widget's API (decision 031) on a real libSQL database: seller keys, the popup's
 * widget-scoped sign-in (minted only for a live key, an allowed origin and a signed-in member; stored
 * hashed; refused from another origin or key, after expiry, sign-out, revocation or account
 * deletion; never a platform session), the member's wishlists and the add through the wishlist
 * feature's own rules, and the key's stats.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBED_SESSION_TTL_MS } from '#core/embed/embed-wishlist.rules.ts';
import { embedSessions, wishlistItems, wishlistSettings } from '../../db/schema/index.ts';
import { hashToken } from '../../services/tokens.ts';
import { insertCohost, insertEvent, registerMember } from '../../testing/invitations.ts';
import { insertItem, sellerWithShop } from '../../testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { EMBED_PREVIEWS_PER_ADDRESS } from './embed-session.service.ts';
import { embedStatsRepo } from './embed-stats.repo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SHOP = 'https://shop.example';
const OTHER = 'https://evil.example';
const product = { title: 'Wooden balance bike', priceCents: 8900, imageUrl: 'https://shop.example/bike.jpg', url: 'https://shop.example/products/bike', currency: 'USD' };

async function sellerWorld(allowedOrigins = [SHOP]) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const seller = await registerMember(t, 'Sol Seller', `sol-${suffix}@example.com`);
  const created = await t.call('POST', '/api/embed/keys', { token: seller.token, json: { widget: 'wishlist-add', target: { kind: 'seller', id: seller.id }, allowedOrigins } });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  const shopper = await registerMember(t, 'Ana Lopez', `ana-${suffix}@example.com`);
  const event = await insertEvent(t, shopper.id, { title: 'Leo turns 4' });
  return { seller, shopper, event, key: created.data.key.id as string };
}

const mint = (token: string, key: string, origin = SHOP) => t.call('POST', '/api/embed/sessions', { token, json: { key, origin } });
const v1 = (path: string, key: string) => `/api/embed/v1/wishlist${path}?key=${encodeURIComponent(key)}`;
const events = (key: string, session?: string, origin = SHOP) => t.call('GET', v1('/events', key), { headers: { origin, ...(session ? { 'x-embed-session': session } : {}) } });
const add = (key: string, session: string | undefined, json: unknown, origin = SHOP) =>
  t.call('POST', v1('/items', key), { json, headers: { origin, ...(session ? { 'x-embed-session': session } : {}) } });

describe('seller keys', () => {
  it('any member creates an add-to-wishlist key for themself; the list says it is for their products', async () => {
    const { seller, key } = await sellerWorld();
    const listed = await t.call('GET', '/api/embed/keys', { token: seller.token });
    expect(listed.data.keys).toEqual([expect.objectContaining({ id: key, widget: 'wishlist-add', target: { kind: 'seller', id: seller.id, title: 'Your products', slug: null } })]);
  });

  it('a seller key for someone else is a 404; the widget and the kind must go together', async () => {
    const { seller, shopper, event } = await sellerWorld();
    const forOther = await t.call('POST', '/api/embed/keys', { token: seller.token, json: { widget: 'wishlist-add', target: { kind: 'seller', id: shopper.id }, allowedOrigins: [SHOP] } });
    expect(forOther.status).toBe(404);
    expect(forOther.data.error).toContain('only for yourself');
    const wrongKind = await t.call('POST', '/api/embed/keys', { token: seller.token, json: { widget: 'wishlist-add', target: { kind: 'event', id: event.id }, allowedOrigins: [SHOP] } });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.data.fields['target.kind']).toBe('An add-to-wishlist key is for you as a seller');
    const rsvpSeller = await t.call('POST', '/api/embed/keys', { token: seller.token, json: { widget: 'rsvp', target: { kind: 'seller', id: seller.id }, allowedOrigins: [SHOP] } });
    expect(rsvpSeller.status).toBe(400);
    const signedOut = await t.call('POST', '/api/embed/keys', { json: { widget: 'wishlist-add', target: { kind: 'seller', id: seller.id }, allowedOrigins: [SHOP] } });
    expect(signedOut.status).toBe(401);
  });
});

describe('the popup’s widget-scoped sign-in', () => {
  it('mints a token for a signed-in member, a live key and one of its origins; only the hash is stored, for two hours', async () => {
    const { shopper, key } = await sellerWorld();
    const preview = await t.call('GET', `/api/embed/sessions/preview?key=${key}&origin=${encodeURIComponent(SHOP)}`);
    expect(preview.data).toEqual({ origin: SHOP, sellerName: 'Sol Seller' });

    const minted = await mint(shopper.token, key);
    expect(minted.status, JSON.stringify(minted.data)).toBe(201);
    expect(minted.data).toEqual({ token: expect.stringMatching(/^ces_[\w-]{32}$/), name: 'Ana', expiresAt: new Date(t.clock.now() + EMBED_SESSION_TTL_MS).toISOString() });
    const rows = await t.db.select().from(embedSessions);
    expect(rows).toEqual([{ tokenHash: await hashToken(minted.data.token), userId: shopper.id, keyId: key, origin: SHOP, createdAt: t.clock.now(), expiresAt: t.clock.now() + EMBED_SESSION_TTL_MS }]);
    expect(JSON.stringify(rows)).not.toContain(minted.data.token);
    // Two sign-ins are two different random tokens.
    expect((await mint(shopper.token, key)).data.token).not.toBe(minted.data.token);
  });

  it('refuses a signed-out visitor, another site, a revoked key, another widget’s key and odd origins', async () => {
    const { seller, shopper, key, event } = await sellerWorld();
    expect((await mint('', key)).status).toBe(401);
    const other = await mint(shopper.token, key, OTHER);
    expect(other.status).toBe(403);
    expect(other.data.error).toContain('https://evil.example');
    for (const origin of ['https://shop.example/', 'https://shop.example/path', 'javascript:alert(1)', 'null', 'HTTPS://SHOP.EXAMPLE:443x']) {
      expect((await mint(shopper.token, key, origin)).status, origin).toBe(403);
    }
    const rsvpKey = await t.call('POST', '/api/embed/keys', { token: shopper.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SHOP] } });
    expect((await mint(shopper.token, rsvpKey.data.key.id)).status).toBe(404);
    expect((await mint(shopper.token, 'ck_pub_nothing_here_0000000000')).status).toBe(404);
    expect((await mint(shopper.token, 'not a key')).status).toBe(400);
    await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: seller.token });
    const revoked = await mint(shopper.token, key);
    expect(revoked.status).toBe(403);
    expect(revoked.data.error).toContain('switched off');
    expect(await t.db.select().from(embedSessions)).toEqual([]);
  });

  it('the popup’s preview is limited per client address', async () => {
    const { key } = await sellerWorld();
    const look = () => t.call('GET', `/api/embed/sessions/preview?key=${key}&origin=${encodeURIComponent(SHOP)}`, { headers: { 'x-test-client-address': '203.0.113.9' } });
    for (let index = 0; index < EMBED_PREVIEWS_PER_ADDRESS; index += 1) expect((await look()).status).toBe(200);
    const refused = await look();
    expect(refused.status).toBe(429);
    expect(refused.data.error).toContain('Too many sign-in windows');
  });

  it('a page on another site cannot mint with the member’s cookie or bearer token (same-origin only)', async () => {
    const { shopper, key } = await sellerWorld();
    const crossSite = await t.call('POST', '/api/embed/sessions', { token: shopper.token, json: { key, origin: SHOP }, headers: { 'sec-fetch-site': 'cross-site', origin: SHOP } });
    expect(crossSite.status).toBe(403);
    const asText = await t.call('POST', '/api/embed/sessions', { token: shopper.token, body: JSON.stringify({ key, origin: SHOP }), headers: { 'content-type': 'text/plain' } });
    expect(asText.status).toBe(415);
  });

  it('the token works only for its key, from its origin, before expiry and sign-out, and is never a platform session', async () => {
    const { shopper, key, seller } = await sellerWorld([SHOP, OTHER]);
    const { token } = (await mint(shopper.token, key)).data;
    const ok = await events(key, token);
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SHOP);

    // Another allowed origin of the same key: the token was handed to shop.example only.
    expect((await events(key, token, OTHER)).status).toBe(401);
    // Another seller key (even one allowing the same site).
    const otherKey = await t.call('POST', '/api/embed/keys', { token: seller.token, json: { widget: 'wishlist-add', target: { kind: 'seller', id: seller.id }, allowedOrigins: [SHOP] } });
    const elsewhere = await events(otherKey.data.key.id, token);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.data).toMatchObject({ code: 'embed-session-invalid', error: 'Please sign in to Cakeday to add this to your wishlist.' });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBe(SHOP);
    // Not a platform session.
    expect((await t.call('GET', '/api/wishlists/celebrating', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/embed/keys', { token })).status).toBe(401);
    // No token, a malformed one.
    expect((await events(key)).status).toBe(401);
    expect((await events(key, 'ces_' + 'x'.repeat(32))).status).toBe(401);

    // Sign-out ends it at once.
    const out = await t.call('POST', v1('/sign-out', key), { headers: { origin: SHOP, 'x-embed-session': token } });
    expect(out.status).toBe(200);
    expect((await events(key, token)).status).toBe(401);

    // Expiry.
    const second = (await mint(shopper.token, key)).data.token as string;
    t.clock.advance(EMBED_SESSION_TTL_MS - 1000);
    expect((await events(key, second)).status).toBe(200);
    t.clock.advance(2000);
    expect((await events(key, second)).status).toBe(401);
  });

  it('changing the password and signing out everywhere end the member’s widget sign-ins', async () => {
    const { shopper, key } = await sellerWorld();
    const first = (await mint(shopper.token, key)).data.token as string;
    const changed = await t.call('POST', '/api/user/password', { token: shopper.token, json: { currentPassword: 'violet-otter-42', newPassword: 'amber-falcon-lantern-77' } });
    expect(changed.status, JSON.stringify(changed.data)).toBe(200);
    expect((await events(key, first)).status).toBe(401);
    const second = (await mint(shopper.token, key)).data.token as string;
    expect((await events(key, second)).status).toBe(200);
    expect((await t.call('POST', '/api/user/sessions/revoke-all', { token: shopper.token })).status).toBe(200);
    expect((await events(key, second)).status).toBe(401);
    expect(await t.db.select().from(embedSessions)).toEqual([]);
  });

  it('revoking the key stops its tokens; deleting the account deletes them', async () => {
    const { shopper, key, seller } = await sellerWorld();
    const { token } = (await mint(shopper.token, key)).data;
    await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: seller.token });
    const stopped = await events(key, token);
    expect(stopped.status).toBe(403);
    expect(stopped.data.code).toBe('key-revoked');

    const world = await sellerWorld();
    await mint(world.shopper.token, world.key);
    expect((await t.db.select().from(embedSessions)).filter((row) => row.userId === world.shopper.id)).toHaveLength(1);
    const deleted = await t.call('DELETE', '/api/user', { token: world.shopper.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    expect(deleted.status, JSON.stringify(deleted.data)).toBe(200);
    expect((await t.db.select().from(embedSessions)).filter((row) => row.userId === world.shopper.id)).toEqual([]);
  });
});

describe('adding the seller’s product', () => {
  it('lists the member’s upcoming wishlists (host, accepted co-host, celebrant) and adds the product with the key as its source', async () => {
    const { shopper, key, event, seller } = await sellerWorld();
    const friend = await registerMember(t, 'Fay Friend', 'fay@example.com');
    const cohosted = await insertEvent(t, friend.id, { title: 'Zoe turns 6', startsAt: t.clock.now() + 20 * 86_400_000, endsAt: t.clock.now() + 20 * 86_400_000 + 3_600_000 });
    await insertCohost(t, cohosted.id, { id: shopper.id, email: 'x@example.com' }, true);
    const celebrating = await insertEvent(t, friend.id, { title: 'Ana’s 30th', startsAt: t.clock.now() + 30 * 86_400_000, endsAt: t.clock.now() + 30 * 86_400_000 + 3_600_000 });
    await t.db.insert(wishlistSettings).values({ eventId: celebrating.id, celebrantUserId: shopper.id, updatedAt: t.clock.now() });
    await insertEvent(t, friend.id, { title: 'Not hers' });
    await insertEvent(t, shopper.id, { title: 'Long over', startsAt: t.clock.now() - 10 * 86_400_000, endsAt: t.clock.now() - 9 * 86_400_000 });
    await insertEvent(t, shopper.id, { title: 'Called off', status: 'cancelled' });
    const pending = await insertEvent(t, friend.id, { title: 'Pending co-host' });
    await insertCohost(t, pending.id, { id: shopper.id, email: 'x@example.com' }, false);

    const { token } = (await mint(shopper.token, key)).data;
    const listed = await events(key, token);
    expect(listed.data).toEqual({
      member: { name: 'Ana' },
      wishlists: [
        { eventId: event.id, title: 'Leo turns 4', startsAt: new Date(event.startsAt).toISOString(), timeZone: 'America/New_York', itemCount: 0 },
        expect.objectContaining({ eventId: cohosted.id, title: 'Zoe turns 6' }),
        expect.objectContaining({ eventId: celebrating.id, title: 'Ana’s 30th' }),
      ],
      createUrl: 'https://cakeday.test/event/new',
    });

    const added = await add(key, token, { ...product, eventId: celebrating.id });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(added.data).toEqual({
      item: { id: expect.any(String), eventId: celebrating.id, title: 'Wooden balance bike', priceCents: 8900 },
      wishlistUrl: `https://cakeday.test/dashboard/events/${celebrating.id}/wishlist`,
    });
    const row = (await t.db.select().from(wishlistItems)).find((entry) => entry.id === added.data.item.id);
    expect(row).toMatchObject({
      eventId: celebrating.id,
      title: 'Wooden balance bike',
      priceCents: 8900,
      imageUrl: product.imageUrl,
      url: product.url,
      quantity: 1,
      priority: 3,
      productRef: `embed:${key}`,
      createdByUserId: shopper.id,
    });
    // The host of that party sees it on the wishlist screen.
    const hostView = await t.call('GET', `/api/events/${celebrating.id}/wishlist`, { token: friend.token });
    expect(hostView.data.items).toEqual([expect.objectContaining({ title: 'Wooden balance bike', productRef: `embed:${key}` })]);

    expect(await embedStatsRepo.countOf(t.db, key, 'add')).toBe(1);
    const card = await t.call('GET', v1('', key), { headers: { origin: SHOP } });
    expect(card.data).toEqual({ card: { sellerName: 'Sol Seller', currency: 'USD' } });
    expect(await embedStatsRepo.countOf(t.db, key, 'load')).toBe(1);
    expect(seller.id).not.toBe(shopper.id);
  });

  it('a button linking to the seller’s own marketplace product adds that product as sold here, tied to it; any other link stays as the button says', async () => {
    const owner = await sellerWithShop(t, 'Sasha');
    const { productId } = await insertItem(t, owner.shopId, { title: 'Confetti plates', variants: [{ priceCents: 1250, stock: 5 }] });
    const { productId: draftId } = await insertItem(t, owner.shopId, { title: 'Draft plates' });
    await t.client.execute({ sql: "UPDATE products SET status = 'draft' WHERE id = ?", args: [draftId] });
    const other = await sellerWithShop(t, 'Otto');
    const { productId: othersId } = await insertItem(t, other.shopId, { title: 'Otto’s plates' });
    const created = await t.call('POST', '/api/embed/keys', { token: owner.token, json: { widget: 'wishlist-add', target: { kind: 'seller', id: owner.id }, allowedOrigins: [SHOP] } });
    const key = created.data.key.id as string;
    const shopper = await registerMember(t, 'Ana Lopez', 'ana-market@example.com');
    const event = await insertEvent(t, shopper.id, { title: 'Leo turns 4' });
    const { token } = (await mint(shopper.token, key)).data;
    const claimed = { title: 'What the seller’s page says', priceCents: 100, currency: 'USD', eventId: event.id };
    const rowOf = async (id: string) => (await t.db.select().from(wishlistItems)).find((entry) => entry.id === id);

    const own = await add(key, token, { ...claimed, url: `https://cakeday.test/marketplace/product/${productId}` });
    expect(own.status, JSON.stringify(own.data)).toBe(201);
    expect(own.data.item).toMatchObject({ title: 'Confetti plates', priceCents: 1250 });
    expect(await rowOf(own.data.item.id)).toMatchObject({
      title: 'Confetti plates',
      priceCents: 1250,
      imageUrl: 'https://img.example/plates.webp',
      url: `https://cakeday.test/marketplace/product/${productId}`,
      productRef: `marketplace:${productId}`,
    });

    // Another shop's product, a draft, or the same path on another site: the button's own facts, with the key as source.
    for (const url of [`https://cakeday.test/marketplace/product/${othersId}`, `https://cakeday.test/marketplace/product/${draftId}`, `https://shop.example/marketplace/product/${productId}`]) {
      const added = await add(key, token, { ...claimed, url });
      expect(added.status, url).toBe(201);
      expect(await rowOf(added.data.item.id), url).toMatchObject({ title: claimed.title, priceCents: 100, url, productRef: `embed:${key}` });
    }
  });

  it('a member cannot add to someone else’s wishlist (the 404 of a missing party), and nothing changes', async () => {
    const { shopper, key } = await sellerWorld();
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    const theirs = await insertEvent(t, stranger.id, { title: 'Sam’s party' });
    const pending = await insertEvent(t, stranger.id, { title: 'Pending' });
    await insertCohost(t, pending.id, { id: shopper.id, email: 'x@example.com' }, false);
    const { token } = (await mint(shopper.token, key)).data;
    for (const eventId of [theirs.id, pending.id, 'no-such-event']) {
      const refused = await add(key, token, { ...product, eventId });
      expect(refused.status, eventId).toBe(404);
      expect(refused.data.error).toBe('Event not found');
    }
    expect(await t.db.select().from(wishlistItems)).toEqual([]);
    expect(await embedStatsRepo.countOf(t.db, key, 'add')).toBe(0);
  });

  it('validates the product with the wishlist’s add-item rules: 400 with the field’s message and no change', async () => {
    const { shopper, key, event } = await sellerWorld();
    const { token } = (await mint(shopper.token, key)).data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters long'],
      [{ priceCents: 12.5 }, 'priceCents', 'Price must be a whole number of cents from 0 to 100,000.00'],
      [{ priceCents: -1 }, 'priceCents', 'Price must be a whole number of cents from 0 to 100,000.00'],
      [{ imageUrl: 'http://shop.example/a.jpg' }, 'imageUrl', 'Image must be a web address starting with https://'],
      [{ url: 'javascript:alert(1)' }, 'url', 'Link must be a web address starting with http:// or https://'],
      [{ currency: 'EUR' }, 'currency', 'Cakeday wishlists keep prices in US dollars for now; this product is priced in EUR.'],
      [{ eventId: '' }, 'eventId', 'Choose one of your wishlists'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await add(key, token, { ...product, eventId: event.id, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.data.fields[field], field).toBe(message);
      expect(refused.headers.get('access-control-allow-origin')).toBe(SHOP);
    }
    expect((await add(key, token, { ...product, eventId: event.id, quantity: 5 })).status).toBe(400);
    expect(await t.db.select().from(wishlistItems)).toEqual([]);
    // Without a session, even a valid product is refused.
    expect((await add(key, undefined, { ...product, eventId: event.id })).status).toBe(401);
  });

  it('the calls need the key and an allowed origin like every widget call; preflights allow the session header', async () => {
    const { shopper, key, event } = await sellerWorld();
    const { token } = (await mint(shopper.token, key)).data;
    const other = await add(key, token, { ...product, eventId: event.id }, OTHER);
    expect(other.status).toBe(403);
    expect(other.data.code).toBe('origin-not-allowed');
    const preflight = await t.call('OPTIONS', v1('/items', key), {
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-embed-session' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-embed-session');
    expect(await t.db.select().from(wishlistItems)).toEqual([]);
  });
});
