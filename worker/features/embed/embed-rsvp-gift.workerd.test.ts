/**
 * The RSVP widget's gift part inside workerd, through the real Workers entry on libSQL over HTTP:
 * a guest link of the key's event sees that guest's assigned gift and marks it bought through the
 * wishlist feature's own path; the guest's gift page on Cakeday agrees. (Node covers the refusals:
 * embed-rsvp-gift.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SITE = 'https://maya-family.example';

describe('the RSVP widget’s gift part on Workers', () => {
  it('shows a guest link its own gift with CORS and marks it bought', async () => {
    const address = uniqueAddress();
    const registered = await call('POST', '/api/email-auth/register', { address, json: { name: 'Gia Gift', email: uniqueEmail('gift'), password: 'lantern-harbour-violet-42' } });
    expect(registered.status).toBe(201);
    const token = registered.data.token as string;
    const created = await call('POST', '/api/events', { token, address, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-12-05T15:00', endsAt: '2027-12-05T18:00' } });
    expect(created.status).toBe(201);
    const eventId = created.data.event.id as string;
    const guest = await call('POST', `/api/events/${eventId}/guests`, { token, address, json: { name: 'Gus', email: uniqueEmail('gus') } });
    expect(guest.status, JSON.stringify(guest.data)).toBe(201);
    const guestToken = new URL(guest.data.link).searchParams.get('g')!;
    expect((await call('POST', `/api/events/${eventId}/wishlist/items`, { token, address, json: { title: 'Kite', priceCents: 1500 } })).status).toBe(201);
    expect((await call('POST', `/api/events/${eventId}/wishlist/assignment/run`, { token, address })).status).toBe(200);
    const key = await call('POST', '/api/embed/keys', { token, address, json: { widget: 'rsvp', target: { kind: 'event', id: eventId }, allowedOrigins: [SITE] } });
    expect(key.status).toBe(201);
    const path = (rest = '') => `/api/embed/v1/rsvp/gift${rest}?key=${key.data.key.id}`;

    const gift = await call('GET', path(), { address, headers: { origin: SITE, 'x-guest-token': guestToken } });
    expect(gift.status, JSON.stringify(gift.data)).toBe(200);
    expect(gift.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(gift.data.gift).toMatchObject({ title: 'Kite', status: 'assigned' });

    const bought = await call('POST', path('/bought'), { address, headers: { origin: SITE, 'x-guest-token': guestToken } });
    expect(bought.status, JSON.stringify(bought.data)).toBe(200);
    expect(bought.data.gift.status).toBe('bought');
    const page = await call('GET', '/api/gift', { address, headers: { 'x-guest-token': guestToken } });
    expect(page.data.gift).toMatchObject({ title: 'Kite', status: 'bought' });

    const elsewhere = await call('GET', path(), { address, headers: { origin: 'https://elsewhere.example', 'x-guest-token': guestToken } });
    expect(elsewhere.status).toBe(403);
  });
});
