/**
 * A guest's public page and gift page kept under their event's versions (decision 035's addendum),
 * through the real Workers entry on libSQL over HTTP (sqld): migration 0020's triggers run there
 * too, so an isolate's kept page is rebuilt after any write, and a revoked link stops at once.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

describe('a guest’s kept pages inside workerd', () => {
  it('follow the host’s edits, the wishlist, another guest’s answer and a revoked link', async () => {
    const address = uniqueAddress();
    const host = await call('POST', '/api/email-auth/register', { address, json: { name: 'Hana Host', email: uniqueEmail('kept-host'), password: 'lantern-harbour-violet-42' } });
    expect(host.status).toBe(201);
    const token: string = host.data.token;
    const created = await call('POST', '/api/events', { token, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' } });
    expect(created.status).toBe(201);
    const event = created.data.event as { id: string; slug: string };
    const links: Record<string, string> = {};
    const ids: Record<string, string> = {};
    for (const name of ['Gus', 'Ida']) {
      const added = await call('POST', `/api/events/${event.id}/guests`, { token, json: { name, email: uniqueEmail(name.toLowerCase()) } });
      expect(added.status).toBe(201);
      links[name] = new URL(added.data.link).searchParams.get('g')!;
      ids[name] = added.data.guest.id;
    }
    const page = (name: string) => call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': links[name]! } });
    const gift = (name: string) => call('GET', '/api/gift', { headers: { 'x-guest-token': links[name]! } });

    expect((await page('Gus')).data).toMatchObject({ title: 'Maya turns 7', viewer: { role: 'guest', guest: { name: 'Gus' } }, counts: { going: 0 } });
    expect((await page('Gus')).data.viewer.guest.name).toBe('Gus');
    expect((await page('Ida')).data.viewer.guest.name).toBe('Ida');
    expect((await gift('Gus')).data).toMatchObject({ guest: { name: 'Gus' }, pots: [] });

    // The event's row (the details version), another guest's answer (the guest list version), the wishlist (its version).
    expect((await call('PATCH', `/api/events/${event.id}`, { token, json: { title: 'Maya turns eight' } })).status).toBe(200);
    expect((await call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': links.Ida! }, json: { response: 'going', partySize: 1 } })).status).toBe(200);
    expect((await page('Gus')).data).toMatchObject({ title: 'Maya turns eight', counts: { going: 1 } });
    expect((await call('POST', `/api/events/${event.id}/wishlist/items`, { token, json: { title: 'Bike', priceCents: 25_000 } })).status).toBe(201);
    expect((await call('PUT', `/api/events/${event.id}/wishlist/bands`, { token, json: { bands: [{ label: 'Up to $50', minCents: 0, maxCents: 5000 }] } })).status).toBe(200);
    expect((await gift('Gus')).data).toMatchObject({ event: { title: 'Maya turns eight' }, pots: [{ title: 'Bike' }] });

    // A new link for Gus: the old one is a visitor on the page and refused on the gift page at once.
    const reset = await call('POST', `/api/events/${event.id}/guests/${ids.Gus}/link/reset`, { token });
    expect(reset.status).toBe(200);
    expect((await page('Gus')).data.viewer).toEqual({ role: 'visitor', guest: null });
    expect((await gift('Gus')).status).toBe(404);
    links.Gus = new URL(reset.data.link).searchParams.get('g')!;
    expect((await gift('Gus')).data.guest.name).toBe('Gus');
  });
});
