/**
 * On Workers too (decision 032): the widget API's OpenAPI document through the real Workers entry
 * (zod's toJSONSchema inside workerd), and a key's stats counting a load from its allowed origin.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const SITE = 'https://maya-family.example';

describe('the widget API’s document and stats on Workers', () => {
  it('serves /api/embed/v1/openapi.json to anyone', async () => {
    const doc = await call('GET', '/api/embed/v1/openapi.json', { address: uniqueAddress(), headers: { origin: 'https://anyone.example' } });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('access-control-allow-origin')).toBe('*');
    expect(doc.data.openapi).toBe('3.1.0');
    expect(Object.keys(doc.data.paths)).toEqual(expect.arrayContaining(['/api/embed/v1/rsvp', '/api/embed/v1/rsvp/gift', '/api/embed/v1/contribution/{id}']));
    expect(doc.data.paths['/api/embed/v1/rsvp'].post.requestBody.content['application/json'].schema.anyOf).toHaveLength(2);
  });

  it('counts a widget load in the owner’s stats', async () => {
    const address = uniqueAddress();
    const registered = await call('POST', '/api/email-auth/register', { address, json: { name: 'Sia Stats', email: uniqueEmail('stats'), password: 'lantern-harbour-violet-42' } });
    const token = registered.data.token as string;
    const event = await call('POST', '/api/events', { token, address, json: { title: 'Sia turns 8', timeZone: 'UTC', startsAt: '2027-12-05T15:00', endsAt: '2027-12-05T18:00' } });
    const key = await call('POST', '/api/embed/keys', { token, address, json: { widget: 'rsvp', target: { kind: 'event', id: event.data.event.id }, allowedOrigins: [SITE] } });
    expect((await call('GET', `/api/embed/v1/rsvp?key=${key.data.key.id}`, { address, headers: { origin: SITE } })).status).toBe(200);
    const stats = await call('GET', '/api/embed/keys/stats', { token, address });
    expect(stats.status).toBe(200);
    expect(stats.data.stats).toEqual([expect.objectContaining({ keyId: key.data.key.id, totals: expect.objectContaining({ load: 1, submission: 0 }) })]);
  });
});
