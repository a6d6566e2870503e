/**
 * The inbox's live channel on Cloudflare Workers. An isolate cannot hold listeners for other
 * requests, so each member has a Durable Object (`idFromName(memberId)`) that holds their open
 * inboxes' Server-Sent Events streams — the same stream, `GET /api/messages/live`, as on Node —
 * and the notifier tells that object "changed, cursor X" after each write. The object keeps no data
 * but its open streams and the newest cursor it has passed on: the database is the truth, a hint
 * only says "sync now". Why SSE through the object rather than WebSockets: docs/decisions/023-messages.md.
 *
 * The bindings are typed structurally here, so this file also passes the Node typecheck.
 */
import { decodeCursor } from '../../core/domain/conversations/conversations.rules.ts';
import type { InboxHint, InboxNotifier } from './inbox-notifier.ts';

/** The object is reached only through its stub, never from the internet: the host is a placeholder. */
const CHANNEL_ORIGIN = 'https://inbox-channel.internal';
const OPEN_PATH = '/open';
const NOTIFY_PATH = '/notify';
/** As on Node: a comment this often, so proxies (and Cloudflare's 100 s idle limit) keep an open stream. */
const HEARTBEAT_MS = 25_000;

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');

/**
 * One member's open inboxes (tabs, devices), as a Durable Object. Exported by the Workers entry and
 * bound as INBOX_CHANNEL in wrangler.toml. Every stream it holds keeps the object in memory (an open
 * request is billed duration); with none open it is evicted and its next hint starts it afresh.
 */
export class InboxChannel {
  private readonly streams = new Set<WritableStreamDefaultWriter<Uint8Array>>();
  /** The newest hint passed on: a late, older one is dropped, and a stream opened at an older cursor is told at once. */
  private newest: { seq: number; hint: InboxHint } | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === NOTIFY_PATH) return this.notify(request);
    if (request.method === 'GET' && url.pathname === OPEN_PATH) return this.open(url, request.signal);
    return new Response('Not found', { status: 404 });
  }

  private async notify(request: Request): Promise<Response> {
    const hint = (await request.json().catch(() => null)) as Partial<InboxHint> | null;
    const seq = typeof hint?.cursor === 'string' ? decodeCursor(hint.cursor) : null;
    if (hint?.type !== 'changed' || seq === null) return new Response('Bad hint', { status: 400 });
    // Two writes' hints can arrive out of order; the older one says nothing the newer did not.
    if (this.newest && seq <= this.newest.seq) return new Response(null, { status: 204 });
    this.newest = { seq, hint: { type: 'changed', cursor: hint.cursor! } };
    const bytes = frame('changed', this.newest.hint);
    for (const stream of this.streams) this.send(stream, bytes);
    return new Response(null, { status: 204 });
  }

  private open(url: URL, signal: AbortSignal): Response {
    const cursor = url.searchParams.get('cursor') ?? '';
    const readySeq = decodeCursor(cursor);
    const limit = Number(url.searchParams.get('limit'));
    if (readySeq === null || !Number.isSafeInteger(limit) || limit < 1) return new Response('Bad channel request', { status: 400 });
    if (this.streams.size >= limit) return new Response('Too many open inboxes', { status: 429 });

    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const stream = writable.getWriter();
    this.streams.add(stream);
    // The reader went away (tab closed, network lost): the request's signal says so at once (the
    // enable_request_signal flag of wrangler.toml); without it only the next write would notice.
    signal.addEventListener('abort', () => this.drop(stream));
    stream.closed.catch(() => this.drop(stream));
    this.send(stream, frame('ready', { cursor }));
    // The Worker read the cursor before this stream existed; a hint that came in between is not lost.
    if (this.newest && this.newest.seq > readySeq) this.send(stream, frame('changed', this.newest.hint));
    this.heartbeat ??= setInterval(() => {
      for (const open of this.streams) this.send(open, KEEP_ALIVE);
    }, HEARTBEAT_MS);
    return new Response(readable, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
  }

  /** Never awaited: a slow reader must not hold up the others; a failed write means it is gone. */
  private send(stream: WritableStreamDefaultWriter<Uint8Array>, bytes: Uint8Array) {
    stream.write(bytes).catch(() => this.drop(stream));
  }

  private drop(stream: WritableStreamDefaultWriter<Uint8Array>) {
    if (!this.streams.delete(stream)) return;
    stream.abort().catch(() => undefined);
    if (this.streams.size === 0 && this.heartbeat !== undefined) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }
}

/** The part of a Durable Object namespace binding used here (`DurableObjectNamespace` on Workers). */
export interface InboxChannelNamespace<Id> {
  idFromName(name: string): Id;
  get(id: Id): { fetch(input: string, init?: RequestInit): Promise<Response> };
}

/**
 * The Workers notifier: each hint is a request to the member's InboxChannel, and the live route
 * opens its stream there. `keepAlive` is the runtime's waitUntil, so a hint sent as the answer
 * leaves still arrives.
 */
export class DurableObjectInboxNotifier<Id> implements InboxNotifier {
  constructor(
    private readonly channels: InboxChannelNamespace<Id>,
    private readonly keepAlive: (task: Promise<unknown>) => void,
  ) {}

  private channel(memberId: string) {
    return this.channels.get(this.channels.idFromName(memberId));
  }

  notify(memberId: string, hint: InboxHint): Promise<void> {
    const sent = Promise.resolve()
      .then(() =>
        this.channel(memberId).fetch(`${CHANNEL_ORIGIN}${NOTIFY_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hint),
        }),
      )
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) throw new Error(`the inbox channel answered ${response.status}`);
      })
      // A lost hint costs a delay, not data: clients also sync on focus.
      .catch((error: unknown) => console.error('Inbox hint failed:', error));
    this.keepAlive(sent);
    return sent;
  }

  async open(memberId: string, init: { cursor: string; limit: number }): Promise<Response | null> {
    const query = new URLSearchParams({ cursor: init.cursor, limit: String(init.limit) });
    const response = await this.channel(memberId).fetch(`${CHANNEL_ORIGIN}${OPEN_PATH}?${query}`);
    if (response.status === 429) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`The inbox channel answered ${response.status}`);
    }
    return response;
  }
}
