/**
 * The RSVP widget API inside workerd, through the real Workers entry: a page on the key's allowed
 * origin gets the CORS answer and the event card, another origin gets the readable refusal, and a
 * preflight from it is not answered.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SITE = 'https://maya-family.example';

describe('embed keys on Workers', () => {
  it('answers the key’s origin with CORS and refuses another origin', async () => {
    const address = uniqueAddress();
    const registered = await call('POST', '/api/email-auth/register', { address, json: { name: 'Ema Embed', email: uniqueEmail('embed'), password: 'lantern-harbour-violet-42' } });
    expect(registered.status).toBe(201);
    const token = registered.data.token as string;
    const event = await call('POST', '/api/events', { token, address, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-12-05T15:00', endsAt: '2027-12-05T18:00' } });
    expect(event.status).toBe(201);
    const key = await call('POST', '/api/embed/keys', { token, address, json: { widget: 'rsvp', target: { kind: 'event', id: event.data.event.id }, allowedOrigins: [SITE] } });
    expect(key.status).toBe(201);
    const path = `/api/embed/v1/rsvp?key=${key.data.key.id}`;

    const card = await call('GET', path, { address, headers: { origin: SITE } });
    expect(card.status).toBe(200);
    expect(card.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(card.data.event).toMatchObject({ title: 'Maya turns 7', startsAt: '2027-12-05T15:00:00.000Z' });

    const preflight = await call('OPTIONS', path, { address, headers: { origin: SITE, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);

    const other = await call('GET', path, { address, headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.data.code).toBe('origin-not-allowed');
    const otherPreflight = await call('OPTIONS', path, { address, headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } });
    expect(otherPreflight.status).toBe(403);
    expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
