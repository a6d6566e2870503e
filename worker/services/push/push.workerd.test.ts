/**
 * Web Push from inside workerd (the Workers runtime): the VAPID key is made and read with its Web
 * Crypto, the request is encrypted and signed there, and the test push service (started in Node on
 * 127.0.0.1 by push-service.global-setup.ts) verifies the JWT and decrypts the payload.
 */
import { describe, expect, inject, it } from 'vitest';
import { sendPush } from './push-sender.ts';
import { generateVapidPrivateJwk, parseVapidKeys } from './vapid.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by push-service.global-setup.ts. */
    pushServiceUrl: string;
  }
}

const serviceUrl = inject('pushServiceUrl');
/** The endpoints are https (Web Push requires it); the test service itself speaks plain HTTP. */
const toTestService: typeof fetch = (input, init) => fetch(String(input).replace(/^https:\/\/127\.0\.0\.1:/, 'http://127.0.0.1:'), init);

describe('Web Push on Workers', () => {
  it('builds a request the push service verifies (VAPID JWT) and decrypts (aes128gcm)', async () => {
    const keys = parseVapidKeys(await generateVapidPrivateJwk());
    const subscription = (await (await fetch(`${serviceUrl}/subscribe`, { method: 'POST' })).json()) as { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
    const result = await sendPush(
      { ...keys, subject: 'mailto:reminders@example.com' },
      { endpoint: subscription.endpoint, ...subscription.keys },
      { title: 'Birthdays on the board this month', body: 'Ada, Grace and 3 more', url: '/birthday-board', tag: 'board-2026-11' },
      { fetch: toTestService },
    );
    expect(result).toEqual({ outcome: 'sent', status: 201 });
    const [received] = (await (await fetch(`${serviceUrl}/received/${subscription.id}`)).json()) as Array<Record<string, unknown>>;
    expect(received).toMatchObject({
      vapidOk: true,
      publicKey: keys.publicKey,
      claims: { aud: new URL(subscription.endpoint).origin, sub: 'mailto:reminders@example.com' },
      contentEncoding: 'aes128gcm',
      payload: { title: 'Birthdays on the board this month', body: 'Ada, Grace and 3 more', url: '/birthday-board', tag: 'board-2026-11' },
    });
  });

  it('reports a dropped subscription (410) as gone', async () => {
    const keys = parseVapidKeys(await generateVapidPrivateJwk());
    const subscription = (await (await fetch(`${serviceUrl}/subscribe?answer=410`, { method: 'POST' })).json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const result = await sendPush(
      { ...keys, subject: 'mailto:reminders@example.com' },
      { endpoint: subscription.endpoint, ...subscription.keys },
      { title: 't', body: 'b', url: '/' },
      { fetch: toTestService },
    );
    expect(result).toEqual({ outcome: 'gone', status: 410 });
  });
});
