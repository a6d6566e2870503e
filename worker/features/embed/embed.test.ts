import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeAllowedOrigin, originAllowed } from '#core/embed/embed-keys.schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { EMBED_CALLS_PER_ADDRESS } from './embed-widget.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const SITE = 'https://maya-family.example';
const party = {
  title: 'Maya turns 7',
  celebrantName: 'Maya',
  timeZone: 'America/New_York',
  startsAt: '2026-12-05T15:00',
  endsAt: '2026-12-05T18:00',
  location: '12 Oak Street, Brooklyn',
  plusOnesAllowed: 1,
};

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string };
}

async function setup(overrides: Record<string, unknown> = {}) {
  const ann = await member('Ann');
  const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, ...overrides } });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };
  const key = await t.call('POST', '/api/embed/keys', { token: ann.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
  expect(key.status).toBe(201);
  return { ann, event, key: key.data.key.id as string };
}

const widgetGet = (key: string, origin: string | null, headers: Record<string, string> = {}) =>
  t.call('GET', `/api/embed/v1/rsvp?key=${encodeURIComponent(key)}`, { headers: { ...(origin ? { origin } : {}), ...headers } });
const widgetPost = (key: string, origin: string, json: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/embed/v1/rsvp?key=${encodeURIComponent(key)}`, { json, headers: { origin, ...headers } });

describe('embed keys', () => {
  it('a host creates a publishable key for their event, lists it and revokes it', async () => {
    const { ann, event, key } = await setup();
    expect(key).toMatch(/^ck_pub_[A-Za-z0-9_-]{24}$/);
    const listed = await t.call('GET', '/api/embed/keys', { token: ann.token });
    expect(listed.data.keys).toEqual([
      expect.objectContaining({ id: key, widget: 'rsvp', target: { kind: 'event', id: event.id, title: 'Maya turns 7', slug: event.slug }, allowedOrigins: [SITE], revokedAt: null }),
    ]);
    const revoked = await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: ann.token });
    expect(revoked.status).toBe(200);
    expect(revoked.data.key.revokedAt).toEqual(expect.any(String));
  });

  it('only the event’s host and accepted co-hosts may create a key for it; signed out is a 401', async () => {
    const { event } = await setup();
    const bob = await member('Bob');
    const json = { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] };
    const stranger = await t.call('POST', '/api/embed/keys', { token: bob.token, json });
    expect(stranger.status).toBe(404);
    expect((await t.call('POST', '/api/embed/keys', { json })).status).toBe(401);
    expect((await t.call('POST', '/api/embed/keys', { token: bob.token, json: { ...json, target: { kind: 'event', id: 'nope' } } })).status).toBe(404);
  });

  it('a co-host may create one; a stranger can neither see nor revoke another member’s key', async () => {
    const { ann, event, key } = await setup();
    const cora = await member('Cora');
    const invite = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: 'cora@example.com' } });
    expect(invite.status).toBe(201);
    const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent('cora@example.com')}`);
    const inviteToken = decodeURIComponent(/cohost-invite\?token=([\w%-]+)/.exec(outbox.data.messages[0]?.body ?? '')![1]!);
    expect((await t.call('POST', '/api/cohost-invitations/accept', { token: cora.token, json: { token: inviteToken } })).status).toBe(200);
    const created = await t.call('POST', '/api/embed/keys', { token: cora.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    expect(created.status).toBe(201);
    const bob = await member('Bob');
    expect((await t.call('GET', '/api/embed/keys', { token: bob.token })).data.keys).toEqual([]);
    expect((await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: bob.token })).status).toBe(404);
    // The host may switch off a co-host's key on their event.
    expect((await t.call('POST', `/api/embed/keys/${created.data.key.id}/revoke`, { token: ann.token })).status).toBe(200);
  });

  it('refuses origins that are not exact https origins, with the field named', async () => {
    const { ann, event } = await setup();
    for (const origin of ['http://example.com', 'https://example.com/page', 'https://*.example.com', 'example.com', 'https://user:pw@example.com', 'ftp://example.com', '']) {
      const response = await t.call('POST', '/api/embed/keys', { token: ann.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [origin] } });
      expect(response.status, origin).toBe(400);
      expect(response.data.fields).toHaveProperty(['allowedOrigins.0']);
    }
    const none = await t.call('POST', '/api/embed/keys', { token: ann.token, json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [] } });
    expect(none.status).toBe(400);
    const other = await t.call('POST', '/api/embed/keys', { token: ann.token, json: { widget: 'venue-search', target: { kind: 'event', id: event.id }, allowedOrigins: [SITE] } });
    expect(other.status).toBe(400);
    const normalized = await t.call('POST', '/api/embed/keys', {
      token: ann.token,
      json: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: ['HTTPS://Shop.Example:8443/', 'http://127.0.0.1:*'] },
    });
    expect(normalized.status).toBe(201);
    expect(normalized.data.key.allowedOrigins).toEqual(['https://shop.example:8443', 'http://127.0.0.1:*']);
  });
});

describe('origin rules', () => {
  it('allows loopback only outside production and matches exactly', () => {
    expect(normalizeAllowedOrigin('http://localhost:5173', { production: true }).ok).toBe(false);
    expect(normalizeAllowedOrigin('http://localhost:5173', { production: false })).toEqual({ ok: true, origin: 'http://localhost:5173' });
    expect(normalizeAllowedOrigin('https://example.com:443', { production: true })).toEqual({ ok: true, origin: 'https://example.com' });
    expect(originAllowed(['http://127.0.0.1:*'], 'http://127.0.0.1:4321', { production: false })).toBe(true);
    expect(originAllowed(['http://127.0.0.1:*'], 'http://127.0.0.1:4321', { production: true })).toBe(false);
    expect(originAllowed(['http://127.0.0.1:*'], 'http://127.0.0.1.evil.example:80', { production: false })).toBe(false);
    expect(originAllowed([SITE], `${SITE}.evil.example`, { production: true })).toBe(false);
    expect(originAllowed([SITE], SITE.toUpperCase(), { production: true })).toBe(true);
    expect(originAllowed([SITE], 'null', { production: true })).toBe(false);
  });
});

describe('the RSVP widget API', () => {
  it('answers the key’s origin with CORS and the event card, without the address for visitors', async () => {
    const { event, key } = await setup();
    const response = await widgetGet(key, SITE);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.data.event).toMatchObject({
      slug: event.slug,
      title: 'Maya turns 7',
      timeZone: 'America/New_York',
      startsAt: '2026-12-05T20:00:00.000Z',
      location: null,
      plusOnesAllowed: 1,
      guest: null,
    });
  });

  it('refuses another origin, a missing Origin and an unknown key with a readable JSON error and no data', async () => {
    const { key } = await setup();
    const other = await widgetGet(key, 'https://evil.example');
    expect(other.status).toBe(403);
    expect(other.data).toEqual({ error: expect.stringContaining('https://evil.example) is not allowed'), code: 'origin-not-allowed' });
    expect((await widgetGet(key, null)).status).toBe(403);
    const unknown = await widgetGet('ck_pub_AAAAAAAAAAAAAAAAAAAAAAAA', SITE);
    expect(unknown).toMatchObject({ status: 403, data: { code: 'key-invalid' } });
    expect((await widgetGet('nonsense', SITE)).data.code).toBe('key-invalid');
  });

  it('answers a preflight only for the key’s allowed origins', async () => {
    const { key } = await setup();
    const preflight = (origin: string) =>
      t.call('OPTIONS', `/api/embed/v1/rsvp?key=${key}`, { headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const ok = await preflight(SITE);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('access-control-allow-headers')).toContain('content-type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a visitor answers an open event, the host sees the guest; a revoked key stops the widget with its message', async () => {
    const { ann, event, key } = await setup();
    const answered = await widgetPost(key, SITE, { response: 'going', partySize: 2, plusOneNames: ['Leo'], name: 'Pia', email: 'pia@example.com' });
    expect(answered.status).toBe(201);
    expect(answered.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answered.data).toMatchObject({ status: 'going', partySize: 2, link: expect.stringContaining(`/e/${event.slug}`) });
    const guests = await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token });
    expect(guests.data.guests).toEqual([expect.objectContaining({ name: 'Pia', rsvpStatus: 'going', partySize: 2, plusOneNames: ['Leo'] })]);

    const tooMany = await widgetPost(key, SITE, { response: 'going', partySize: 3, name: 'Max', email: 'max@example.com' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.headers.get('access-control-allow-origin')).toBe(SITE);

    await t.call('POST', `/api/embed/keys/${key}/revoke`, { token: ann.token });
    const revoked = await widgetGet(key, SITE);
    expect(revoked).toMatchObject({ status: 403, data: { error: 'This widget has been switched off by its owner.', code: 'key-revoked' } });
    expect(revoked.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('with a guest link token it updates that guest; invite-only events refuse visitors', async () => {
    const { ann, event, key } = await setup({ inviteOnly: true });
    const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    const guestToken = new URL(added.data.link).searchParams.get('g')!;
    const card = await widgetGet(key, SITE, { 'x-guest-token': guestToken });
    expect(card.data.event).toMatchObject({ location: '12 Oak Street, Brooklyn', guest: { name: 'Gus', response: 'pending' } });
    const answered = await widgetPost(key, SITE, { guestToken, response: 'maybe' });
    expect(answered).toMatchObject({ status: 200, data: { status: 'maybe', partySize: 1 } });
    const visitor = await widgetPost(key, SITE, { response: 'going', name: 'Pia', email: 'pia@example.com' });
    expect(visitor).toMatchObject({ status: 403, data: { error: expect.stringContaining('invite-only') } });
    const wrongToken = await widgetPost(key, SITE, { guestToken: 'x'.repeat(40), response: 'going' });
    expect(wrongToken.status).toBe(403);
  });

  it('says when data-event names another event than the key', async () => {
    const { key } = await setup();
    const response = await t.call('GET', `/api/embed/v1/rsvp?key=${key}&event=someone-else`, { headers: { origin: SITE } });
    expect(response).toMatchObject({ status: 400, data: { code: 'event-mismatch' } });
  });

  it('limits calls per client address with a 429 the widget can read', async () => {
    const { key } = await setup();
    for (let i = 0; i < EMBED_CALLS_PER_ADDRESS; i++) expect((await widgetGet(key, SITE, { 'x-test-client-address': '203.0.113.5' })).status).toBe(200);
    const limited = await widgetGet(key, SITE, { 'x-test-client-address': '203.0.113.5' });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ error: expect.stringContaining('Too many requests'), code: 'rate-limited' });
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await widgetGet(key, SITE, { 'x-test-client-address': '203.0.113.6' })).status).toBe(200);
  });
});
