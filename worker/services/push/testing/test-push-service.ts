/**
 * A push service for tests, on 127.0.0.1: it hands out subscriptions (endpoint and keys, as a
 * browser would), and for each push it receives checks the VAPID JWT and decrypts the payload
 * (push-receiver.ts), recording what it found. Subscriptions can be told to answer 410 or 404, as a
 * push service does for a browser that dropped them. Node only (the tests' side).
 *
 * Endpoints are https://127.0.0.1:<port>/push/<id> (Web Push requires https, and the VAPID `aud` is
 * that origin); the server itself speaks plain HTTP, so senders use `testPushFetch`, which makes
 * that one change to the URL.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { createTestSubscriber, decryptPushBody, type TestSubscriber, verifyVapid } from './push-receiver.ts';

export interface ReceivedPush {
  vapidOk: boolean;
  problem?: string;
  claims?: { aud?: string; exp?: number; sub?: string };
  publicKey?: string;
  contentEncoding?: string;
  ttl?: string;
  urgency?: string;
  topic?: string;
  /** The decrypted payload, parsed as JSON. */
  payload?: unknown;
}

interface Subscriber extends TestSubscriber {
  answer: number;
  received: ReceivedPush[];
}

/** Sends to the test service over HTTP while keeping the endpoint's https origin everywhere else. */
export const testPushFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return fetch(url.replace(/^https:\/\/127\.0\.0\.1:/, 'http://127.0.0.1:'), init);
};

async function bodyOf(request: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export async function startTestPushService() {
  const subscribers = new Map<string, Subscriber>();
  let origin = '';

  async function subscribe(answer = 201) {
    const id = crypto.randomUUID();
    const subscriber = { ...(await createTestSubscriber()), answer, received: [] };
    subscribers.set(id, subscriber);
    return { id, endpoint: `${origin}/push/${id}`, keys: subscriber.keys };
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const reply = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    try {
      if (request.method === 'POST' && url.pathname === '/subscribe') return reply(201, await subscribe(Number(url.searchParams.get('answer') ?? 201)));
      const received = /^\/received\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'GET' && received) return reply(200, subscribers.get(received[1]!)?.received ?? null);
      const push = /^\/push\/([\w-]+)$/.exec(url.pathname);
      const subscriber = push ? subscribers.get(push[1]!) : undefined;
      if (request.method !== 'POST' || !subscriber) return reply(404);
      const body = await bodyOf(request);
      const check = await verifyVapid(request.headers.authorization ?? null, origin, Math.floor(Date.now() / 1000));
      const record: ReceivedPush = {
        vapidOk: check.ok,
        ...(check.problem ? { problem: check.problem } : {}),
        ...(check.claims ? { claims: check.claims } : {}),
        ...(check.publicKey ? { publicKey: check.publicKey } : {}),
        contentEncoding: String(request.headers['content-encoding'] ?? ''),
        ttl: String(request.headers.ttl ?? ''),
        urgency: String(request.headers.urgency ?? ''),
        topic: String(request.headers.topic ?? ''),
      };
      try {
        record.payload = JSON.parse(await decryptPushBody(body, subscriber));
      } catch (error) {
        record.problem = `${record.problem ?? ''} decrypt: ${(error as Error).message}`.trim();
      }
      subscriber.received.push(record);
      if (!check.ok) return reply(401);
      return reply(subscriber.answer);
    } catch (error) {
      reply(500, { error: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `https://127.0.0.1:${port}`;
  return {
    /** The https origin in endpoints and in the VAPID `aud`. */
    origin,
    /** Where the service really listens (plain HTTP). */
    httpUrl: `http://127.0.0.1:${port}`,
    subscribe,
    received: (id: string) => subscribers.get(id)?.received ?? [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
