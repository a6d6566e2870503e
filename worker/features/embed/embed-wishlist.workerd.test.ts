/**
 * The add-to-wishlist widget's main flow inside workerd, through the real Workers entry on libSQL
 * over HTTP (decision 031): a seller key, the card with CORS for the key's origin, the popup's
 * widget-scoped sign-in, the shopper's wishlists, the add, and the token refused once signed out.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SHOP = 'https://tiny-wheels.example';

function inDays(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
}

describe('the add-to-wishlist widget on Workers', () => {
  it('signs a shopper in for one key and origin, lists their wishlists and adds the seller’s product', async () => {
    const address = uniqueAddress();
    const register = async (name: string) => {
      const registered = await call('POST', '/api/email-auth/register', { address, json: { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: 'lantern-harbour-violet-42' } });
      expect(registered.status).toBe(201);
      return { token: registered.data.token as string, id: registered.data.user.id as string };
    };
    const seller = await register('Tess Tinywheels');
    const shopper = await register('Ana Lopez');
    const key = await call('POST', '/api/embed/keys', { token: seller.token, address, json: { widget: 'wishlist-add', target: { kind: 'seller', id: seller.id }, allowedOrigins: [SHOP] } });
    expect(key.status, JSON.stringify(key.data)).toBe(201);
    const keyId: string = key.data.key.id;
    const event = await call('POST', '/api/events', { token: shopper.token, address, json: { title: 'Leo turns 4', timeZone: 'UTC', startsAt: inDays(30, 15), endsAt: inDays(30, 18) } });
    expect(event.status).toBe(201);
    const eventId: string = event.data.event.id;

    const card = await call('GET', `/api/embed/v1/wishlist?key=${keyId}`, { address, headers: { origin: SHOP } });
    expect(card.status, JSON.stringify(card.data)).toBe(200);
    expect(card.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(card.data.card).toEqual({ sellerName: 'Tess Tinywheels', currency: 'USD' });

    const minted = await call('POST', '/api/embed/sessions', { token: shopper.token, address, json: { key: keyId, origin: SHOP } });
    expect(minted.status, JSON.stringify(minted.data)).toBe(201);
    const session = { origin: SHOP, 'x-embed-session': minted.data.token as string };

    const lists = await call('GET', `/api/embed/v1/wishlist/events?key=${keyId}`, { address, headers: session });
    expect(lists.status, JSON.stringify(lists.data)).toBe(200);
    expect(lists.data.wishlists).toEqual([expect.objectContaining({ eventId, title: 'Leo turns 4', itemCount: 0 })]);

    const added = await call('POST', `/api/embed/v1/wishlist/items?key=${keyId}`, {
      address,
      headers: session,
      json: { eventId, title: 'Wooden balance bike', priceCents: 8900, currency: 'USD', url: `${SHOP}/bike` },
    });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.headers.get('access-control-allow-origin')).toBe(SHOP);
    const wishlist = await call('GET', `/api/events/${eventId}/wishlist`, { token: shopper.token, address });
    expect(wishlist.data.items).toEqual([expect.objectContaining({ title: 'Wooden balance bike', priceCents: 8900, productRef: `embed:${keyId}` })]);

    // Not a platform session; another site cannot use it; sign-out ends it.
    expect((await call('GET', '/api/wishlists/celebrating', { token: minted.data.token, address })).status).toBe(401);
    expect((await call('GET', `/api/embed/v1/wishlist/events?key=${keyId}`, { address, headers: { ...session, origin: 'https://elsewhere.example' } })).status).toBe(403);
    expect((await call('POST', `/api/embed/v1/wishlist/sign-out?key=${keyId}`, { address, headers: session })).status).toBe(200);
    expect((await call('GET', `/api/embed/v1/wishlist/events?key=${keyId}`, { address, headers: session })).status).toBe(401);
  });
});
