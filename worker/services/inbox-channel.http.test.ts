/**
 * The live inbox channel of the Workers entry over real HTTP (workerd's own server, libSQL over HTTP
 * from sqld): a tab that opens GET /api/messages/live and hangs up, more times than a member may
 * hold channels open, never finds its inbox refused, because each hang-up frees its place in the
 * member's Durable Object at once rather than at the next heartbeat; and nothing done for the
 * streams that went surfaces as an uncaught rejection in the runtime's log.
 *
 * Locally the object runs in the Worker's own workerd process, where a cancelled answer also reaches
 * it; deployed it does not (only the Worker hears of the client), and that case, the Worker's own
 * signal with nothing reaching the object, is inbox-channel.workerd.test.ts.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_CHANNELS } from '../features/messages/messages.routes.ts';
import { startSqldServer } from '../testing/sqld-server.ts';
import { startWorkerOverHttp, type WorkerOverHttp } from '../testing/workers-over-http.ts';

let sqld: Awaited<ReturnType<typeof startSqldServer>> | undefined;
let worker: WorkerOverHttp | undefined;

beforeAll(async () => {
  sqld = await startSqldServer();
  worker = await startWorkerOverHttp({
    DATABASE_URL: sqld.url,
    ENVIRONMENT: 'test',
    DEV_OUTBOX: '1',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
    GUEST_LINK_SECRET: 'http-tests-only-guest-link-secret-0123456789',
  });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await sqld?.stop();
}, 30_000);

interface Opened {
  status: number;
  /** What arrived: the head and the start of the body. */
  text: string;
  /** Hangs up as a closed tab does, without reading or cancelling anything first. */
  hangUp(how: 'reset' | 'close'): void;
}

/**
 * A request on a socket of its own, as a browser's keep-alive connection sends it (no `Connection:
 * close`: with one, workerd stops watching the socket, as it expects no next request).
 */
async function openLive(token: string): Promise<Opened> {
  const { hostname, port, host } = worker!.url;
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  await once(socket, 'connect');
  socket.write(`GET /api/messages/live HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  const deadline = Date.now() + 5_000;
  while (!/^HTTP\/1\.1 (?!200)\d{3}|event: ready/.test(text) && !socket.readableEnded && Date.now() < deadline) {
    await new Promise((wake) => setTimeout(wake, 5));
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
    text,
    hangUp: (how) => (how === 'reset' ? socket.resetAndDestroy() : socket.destroy()),
  };
}

/** A place freed "at once" is free well within the heartbeat (25 s): a refusal is retried for 2 s. */
async function openWithin2s(token: string): Promise<Opened> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const opened = await openLive(token);
    if (opened.status !== 429 || Date.now() > deadline) return opened;
    opened.hangUp('reset');
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

async function api(method: string, path: string, init: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(new URL(path, worker!.url), {
    method,
    headers: {
      'cf-connecting-ip': '198.51.100.7',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, data: (await response.json().catch(() => undefined)) as any };
}

async function member(name: string) {
  const registered = await api('POST', '/api/email-auth/register', {
    json: { name, email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.test`, password: 'violet-otter-42' },
  });
  expect(registered.status).toBe(201);
  return registered.data.token as string;
}

describe('the live inbox channel on Workers, over HTTP', () => {
  it('frees a reset connection’s place at once, past the per-member limit', async () => {
    const token = await member('Tab');
    for (let i = 0; i < MAX_LIVE_CHANNELS + 5; i++) {
      const opened = await openWithin2s(token);
      expect(opened.status, `open number ${i + 1}: ${opened.text}`).toBe(200);
      expect(opened.text).toContain('event: ready');
      opened.hangUp('reset');
    }
    const kept = await openWithin2s(token);
    expect(kept.status).toBe(200);
    kept.hangUp('reset');
  }, 30_000);

  it('a hint to tabs that closed frees their places and throws nothing', async () => {
    // Ann messages her guest Gus (the conversation's context is his guest row); her own other tabs get each hint too.
    const ann = await member('Ann');
    const gus = await member('Gus');
    const created = await api('POST', '/api/events', { token: ann, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
    expect(created.status).toBe(201);
    const added = await api('POST', `/api/events/${created.data.event.id}/guests`, { token: ann, json: { name: 'Gus', email: `gus-${crypto.randomUUID()}@example.test` } });
    expect(added.status).toBe(201);
    const guestToken = new URL(added.data.link).searchParams.get('g')!;
    expect((await api('GET', `/api/public/events/${created.data.event.slug}/comments`, { token: gus, headers: { 'x-guest-token': guestToken } })).status).toBe(200);
    const started = await api('POST', '/api/messages/conversations', { token: ann, json: { context: { type: 'event-guest', id: added.data.guest.id }, message: 'Hi Gus!' } });
    expect(started.status).toBe(201);

    // Tabs closed the ordinary way (FIN): on an idle stream nothing notices until the next write.
    for (let i = 0; i < MAX_LIVE_CHANNELS; i++) {
      const opened = await openLive(ann);
      expect(opened.status, `open number ${i + 1}: ${opened.text}`).toBe(200);
      opened.hangUp('close');
    }
    const before = worker!.output().length;
    // Two hints: the first write after a FIN is taken by the kernel; the peer's reset fails the next.
    for (const body of ['Are you coming?', 'Bring a hat.']) {
      expect((await api('POST', `/api/messages/conversations/${started.data.conversation.id}/messages`, { token: ann, json: { body } })).status).toBe(201);
      await new Promise((settle) => setTimeout(settle, 200));
    }
    const again = await openWithin2s(ann);
    expect(again.status).toBe(200);
    again.hangUp('reset');
    await new Promise((settle) => setTimeout(settle, 300));
    // The runtime logs a rejection nobody handled as "Uncaught (in promise) …".
    expect(worker!.output().slice(before)).not.toMatch(/uncaught/i);
  }, 30_000);
});
