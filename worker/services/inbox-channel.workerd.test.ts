/**
 * The live inbox channel's places on Workers (worker/services/inbox-channel.ts). Deployed, the Worker's
 * request signal aborts when its client goes (enable_request_signal), but nothing reached the member's
 * Durable Object until its heartbeat, 25 s on, and the member was refused meanwhile. Here the signal
 * aborts with nothing reaching the object, as there; the place must be free at once.
 * Over real HTTP: inbox-channel.http.test.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '#core/domain/messages/messages.rules.ts';
import { MAX_LIVE_CHANNELS } from '../features/messages/messages.routes.ts';
import { DurableObjectInboxNotifier } from './inbox-channel.ts';

/** Reads a stream until `text` has arrived (or it ends), within a second; the reader stays the caller's. */
async function readUntil(body: ReadableStream<Uint8Array>, text: string) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const deadline = Date.now() + 1_000;
  while (!seen.includes(text) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
  }
  return { seen, reader };
}

describe('a live channel whose client goes away (a Durable Object per member)', () => {
  it('frees the place when the request’s signal aborts, though the stream was never cancelled', async () => {
    const sent: Promise<unknown>[] = [];
    const notifier = new DurableObjectInboxNotifier(env.INBOX_CHANNEL!, (task) => void sent.push(task));
    const memberId = `member-${crypto.randomUUID()}`;
    const cursor = encodeCursor(0);
    const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
    try {
      // A tab opened and closed over and over: the runtime aborts each request's signal, and nothing
      // the object can see (its own request, its stream) says so.
      for (let i = 0; i < MAX_LIVE_CHANNELS + 3; i++) {
        const abort = new AbortController();
        const channel = await notifier.open(memberId, { cursor, limit: MAX_LIVE_CHANNELS, signal: abort.signal });
        expect(channel, `open number ${i + 1}`).not.toBeNull();
        const { seen, reader } = await readUntil(channel!.body!, 'event: ready');
        readers.push(reader);
        expect(seen).toContain('event: ready');
        abort.abort();
        await Promise.all(sent);
      }
    } finally {
      await Promise.all(readers.map((reader) => reader.cancel().catch(() => undefined)));
    }
  });

  it('still refuses the member’s open channels past the limit while they stay open', async () => {
    const notifier = new DurableObjectInboxNotifier(env.INBOX_CHANNEL!, () => undefined);
    const memberId = `member-${crypto.randomUUID()}`;
    const cursor = encodeCursor(0);
    const open: ReadableStream<Uint8Array>[] = [];
    try {
      for (let i = 0; i < MAX_LIVE_CHANNELS; i++) {
        const channel = await notifier.open(memberId, { cursor, limit: MAX_LIVE_CHANNELS, signal: new AbortController().signal });
        expect(channel).not.toBeNull();
        open.push(channel!.body!);
      }
      expect(await notifier.open(memberId, { cursor, limit: MAX_LIVE_CHANNELS })).toBeNull();
    } finally {
      await Promise.all(open.map((body) => body.cancel()));
    }
  });
});
