/**
 * The contribution widget's main flow inside workerd, through the real Workers entry on libSQL over
 * HTTP (decision 029): a pot key, the card with CORS for the key's origin, a contribution started as
 * the guest of a personal link, the demo checkout paid, and the widget's status check seeing it held.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SITE = 'https://fay-family.example';

function inDays(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
}

describe('the contribution widget on Workers', () => {
  it('shows the pot to the key’s origin, starts a guest’s contribution, and follows it to held after the demo payment', async () => {
    const address = uniqueAddress();
    const registered = await call('POST', '/api/email-auth/register', { address, json: { name: 'Fay Fund', email: uniqueEmail('fund'), password: 'lantern-harbour-violet-42' } });
    expect(registered.status).toBe(201);
    const token = registered.data.token as string;
    const event = await call('POST', '/api/events', { token, address, json: { title: 'Fay turns 50', timeZone: 'UTC', startsAt: inDays(60, 15), endsAt: inDays(60, 18) } });
    expect(event.status).toBe(201);
    const eventId: string = event.data.event.id;
    const pot = await call('POST', `/api/events/${eventId}/pots`, { token, address, json: { kind: 'event_fund', title: 'Boat fund', minCents: 500, maxCents: 10_000 } });
    expect(pot.status).toBe(201);
    const guest = await call('POST', `/api/events/${eventId}/guests`, { token, address, json: { name: 'Gil Giver', email: uniqueEmail('gil') } });
    expect(guest.status).toBe(201);
    const guestToken = new URL(guest.data.link).searchParams.get('g')!;
    const key = await call('POST', '/api/embed/keys', { token, address, json: { widget: 'contribution', target: { kind: 'pot', id: pot.data.id }, allowedOrigins: [SITE] } });
    expect(key.status, JSON.stringify(key.data)).toBe(201);
    const path = `/api/embed/v1/contribution?key=${key.data.key.id}`;
    const asGuest = { origin: SITE, 'x-guest-token': guestToken };

    const card = await call('GET', path, { address, headers: asGuest });
    expect(card.status, JSON.stringify(card.data)).toBe(200);
    expect(card.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(card.data.pot).toMatchObject({ title: 'Boat fund', raisedCents: 0, guest: { name: 'Gil Giver' } });

    const started = await call('POST', path, { address, headers: asGuest, json: { amountCents: 2_000, name: 'Gil' } });
    expect(started.status, JSON.stringify(started.data)).toBe(201);
    expect(started.headers.get('access-control-allow-origin')).toBe(SITE);
    const id: string = started.data.contribution.id;
    const sessionId = new URL(started.data.checkoutUrl).pathname.split('/').pop()!;
    const paid = await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } });
    expect(paid.status).toBe(200);
    expect(paid.data.redirectUrl).toContain(`/embed/checkout-return/${id}?origin=${encodeURIComponent(SITE)}`);

    const held = await call('GET', `/api/embed/v1/contribution/${id}?key=${key.data.key.id}`, { address, headers: asGuest });
    expect(held.status, JSON.stringify(held.data)).toBe(200);
    expect(held.data.contribution).toMatchObject({ id, status: 'succeeded', amountCents: 2_000 });

    const other = await call('GET', path, { address, headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.data.code).toBe('origin-not-allowed');
  });
});
