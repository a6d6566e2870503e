import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueDueReminders } from '../../features/invitations/invitations.service.ts';
import { insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sendPush } from './push-sender.ts';
import { endpointProblem, MAX_PUSH_DEVICES, pushConfigFrom, sendPushToMember } from './push.service.ts';
import { startTestPushService, type TestPushService, testPushFetch } from './testing/test-push-service.ts';
import { generateVapidPrivateJwk, parseVapidKeys } from './vapid.ts';

const HOUR = 3_600_000;
let service: TestPushService;
let vapidJwk: string;

beforeAll(async () => {
  service = await startTestPushService();
  vapidJwk = await generateVapidPrivateJwk();
});
afterAll(() => service.close());

describe('a push request', () => {
  it('is signed with our VAPID key for the endpoint’s origin and decrypts to the notice (RFC 8291/8292)', async () => {
    const keys = parseVapidKeys(vapidJwk);
    const subscription = await service.subscribe();
    const result = await sendPush(
      { ...keys, subject: 'mailto:reminders@example.com' },
      { endpoint: subscription.endpoint, ...subscription.keys },
      { title: 'Tomorrow: Mia turns 7', body: 'See you there!', url: '/e/mia', tag: 'day_before:guest-1' },
      { fetch: testPushFetch },
    );
    expect(result).toEqual({ outcome: 'sent', status: 201 });
    const [received] = service.received(subscription.id);
    expect(received).toMatchObject({
      vapidOk: true,
      publicKey: keys.publicKey,
      claims: { aud: service.origin, sub: 'mailto:reminders@example.com' },
      contentEncoding: 'aes128gcm',
      ttl: String(24 * 60 * 60),
      urgency: 'normal',
      topic: 'day_before-guest-1',
      payload: { title: 'Tomorrow: Mia turns 7', body: 'See you there!', url: '/e/mia', tag: 'day_before:guest-1' },
    });
  });

  it('reports a subscription the push service dropped (410, 404) as gone and an unreachable one as failed', async () => {
    const config = { ...parseVapidKeys(vapidJwk), subject: 'mailto:reminders@example.com' };
    const notice = { title: 't', body: 'b', url: '/' };
    for (const answer of [410, 404]) {
      const gone = await service.subscribe(answer);
      expect(await sendPush(config, { endpoint: gone.endpoint, ...gone.keys }, notice, { fetch: testPushFetch })).toEqual({ outcome: 'gone', status: answer });
    }
    const unreachable = await service.subscribe();
    const down: typeof fetch = () => Promise.reject(new TypeError('connection refused'));
    expect(await sendPush(config, { endpoint: unreachable.endpoint, ...unreachable.keys }, notice, { fetch: down })).toEqual({ outcome: 'failed', status: null });
  });

  it('refuses a key that is not a P-256 private JWK, naming the setting', () => {
    expect(() => parseVapidKeys('nope')).toThrow(/VAPID_PRIVATE_JWK is not JSON/);
    expect(() => parseVapidKeys(JSON.stringify({ kty: 'RSA' }))).toThrow(/EC P-256 private JWK/);
  });
});

describe('reminders by push', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  async function app(env: Record<string, string> = {}) {
    t = await createTestApp({ env: { VAPID_PRIVATE_JWK: vapidJwk, APP_URL: 'https://cakeday.example', ...env }, fetch: testPushFetch });
    return t;
  }

  async function turnOn(token: string, answer = 201) {
    const subscription = await service.subscribe(answer);
    const saved = await t.call('POST', '/api/push/subscriptions', { token, json: { endpoint: subscription.endpoint, keys: subscription.keys } });
    expect(saved.status, JSON.stringify(saved.data)).toBe(201);
    return subscription;
  }

  it('hands browsers the public key, keeps a member’s subscription and sends their test notice', async () => {
    await app();
    const key = await t.call('GET', '/api/push/key');
    expect(key.data.publicKey).toBe(parseVapidKeys(vapidJwk).publicKey);
    const member = await registerMember(t, 'Pia Push', 'pia@example.com');
    expect((await t.call('GET', '/api/push/subscriptions', { token: member.token })).data).toEqual({ enabled: false });
    const subscription = await turnOn(member.token);
    expect((await t.call('GET', '/api/push/subscriptions', { token: member.token })).data).toEqual({ enabled: true });

    const test = await t.call('POST', '/api/push/test', { token: member.token });
    expect(test.data).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [received] = service.received(subscription.id);
    expect(received?.vapidOk).toBe(true);
    expect(received?.publicKey).toBe(key.data.publicKey);
    expect(received?.claims?.sub).toBe('https://cakeday.example');
    expect(received?.payload).toMatchObject({ title: 'Birthday reminders are on', url: '/account' });

    // Another member cannot turn off this browser's reminders by naming its endpoint.
    const other = await registerMember(t, 'Ozzy Other', 'ozzy@example.com');
    expect((await t.call('DELETE', '/api/push/subscriptions', { token: other.token, json: { endpoint: subscription.endpoint } })).data).toEqual({ enabled: false });
    expect((await t.call('GET', '/api/push/subscriptions', { token: member.token })).data).toEqual({ enabled: true });
    expect((await t.call('DELETE', '/api/push/subscriptions', { json: { endpoint: subscription.endpoint } })).status).toBe(401);
    expect((await t.call('POST', '/api/push/test')).status).toBe(401);

    // Turning it off forgets this browser.
    const off = await t.call('DELETE', '/api/push/subscriptions', { token: member.token, json: { endpoint: subscription.endpoint } });
    expect(off.data).toEqual({ enabled: false });
  });

  it('removes subscriptions the push service answers 404 or 410 for, and keeps the others', async () => {
    await app();
    const member = await registerMember(t, 'Gus Gone', 'gus@example.com');
    await turnOn(member.token, 410);
    await turnOn(member.token, 404);
    const alive = await turnOn(member.token);
    const report = await sendPushToMember(t.deps, member.id, { title: 'Hello', body: 'There', url: '/dashboard' });
    expect(report).toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(service.received(alive.id)).toHaveLength(1);
    expect((await t.call('GET', '/api/push/subscriptions', { token: member.token })).data).toEqual({ enabled: true });
  });

  it('keeps a member’s newest 10 devices, so one account cannot fan a reminder out into thousands of pushes', async () => {
    await app();
    const member = await registerMember(t, 'Dev Many', 'dev@example.com');
    const subscriptions = [];
    for (let n = 0; n < MAX_PUSH_DEVICES + 3; n += 1) {
      subscriptions.push(await turnOn(member.token));
      t.clock.advance(1000);
    }
    const report = await sendPushToMember(t.deps, member.id, { title: 'Hello', body: 'There', url: '/dashboard' });
    expect(report).toEqual({ sent: MAX_PUSH_DEVICES, removed: 0, failed: 0 });
    expect(subscriptions.map((subscription) => service.received(subscription.id).length)).toEqual([0, 0, 0, ...Array(MAX_PUSH_DEVICES).fill(1)]);
  });

  it('asks for sign-in, checks the keys and refuses endpoints that are not https (or not a push service in production)', async () => {
    await app();
    const member = await registerMember(t, 'Val Valid', 'val@example.com');
    const subscription = await service.subscribe();
    expect((await t.call('POST', '/api/push/subscriptions', { json: { endpoint: subscription.endpoint, keys: subscription.keys } })).status).toBe(401);
    const plain = await t.call('POST', '/api/push/subscriptions', { token: member.token, json: { endpoint: 'http://127.0.0.1:9/push/x', keys: subscription.keys } });
    expect(plain.status).toBe(400);
    expect(plain.data.error).toMatch(/https/);
    const badKeys = await t.call('POST', '/api/push/subscriptions', { token: member.token, json: { endpoint: subscription.endpoint, keys: { p256dh: 'short', auth: 'x' } } });
    expect(badKeys.status).toBe(400);
    const production = { ...t.env, ENVIRONMENT: 'production' as const };
    expect(endpointProblem('https://127.0.0.1:8443/push/x', production)).toMatch(/not a known browser push service/);
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', production)).toBeNull();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', production)).toBeNull();
    expect(endpointProblem('https://web.push.apple.com/abc', production)).toBeNull();
  });

  it('is off without a VAPID key: no public key, nothing sent', async () => {
    t = await createTestApp({ fetch: testPushFetch });
    expect((await t.call('GET', '/api/push/key')).status).toBe(503);
    expect(pushConfigFrom(t.env)).toBeNull();
    const member = await registerMember(t, 'Nia None', 'nia@example.com');
    expect(await sendPushToMember(t.deps, member.id, { title: 'x', body: 'y', url: '/' })).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it('sends the event reminders to a member guest’s devices next to email, once per guest and kind', async () => {
    await app();
    const host = await registerMember(t, 'Hal Host', 'hal@example.com');
    const member = await registerMember(t, 'Gia Guest', 'gia@example.com');
    const subscription = await turnOn(member.token);
    const now = t.clock.now();
    // RSVPs close in 12 hours; Gia was invited two days ago and has not answered.
    const event = await insertEvent(t, host.id, { title: 'Mia turns 7', rsvpDeadline: now + 12 * HOUR, startsAt: now + 3 * 24 * HOUR, endsAt: now + 3 * 24 * HOUR + 3 * HOUR });
    await insertGuest(t, event.id, { name: 'Gia Guest', email: 'gia@example.com', userId: member.id, invitedAt: now - 48 * HOUR });

    const first = await queueDueReminders(t.deps);
    expect(first.queued).toBe(1);
    const pushes = service.received(subscription.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.vapidOk).toBe(true);
    expect(pushes[0]?.payload).toMatchObject({ title: 'Please RSVP: Mia turns 7', url: `/e/${event.slug}` });
    expect((pushes[0]?.payload as { body: string }).body).toMatch(/Hal Host would love to know if you can make it/);

    // The next run sends neither the email nor the push again.
    await queueDueReminders(t.deps);
    expect(service.received(subscription.id)).toHaveLength(1);
  });
});
