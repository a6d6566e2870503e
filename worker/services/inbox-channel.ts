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
import { decodeCursor } from '#core/domain/messages/messages.rules.ts';
import type { InboxHint, InboxNotifier } from './inbox-notifier.ts';

/** The object is reached only through its stub, never from the internet: the host is a placeholder. */
const CHANNEL_ORIGIN = 'https://inbox-channel.internal';
const OPEN_PATH = '/open';
const NOTIFY_PATH = '/notify';
const CLOSE_PATH = '/close';
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
  /** Keyed by the id the Worker gave the stream when it opened it, so the Worker can close it by name. */
  private readonly streams = new Map<string, WritableStreamDefaultWriter<Uint8Array>>();
  /** The newest hint passed on: a late, older one is dropped, and a stream opened at an older cursor is told at once. */
  private newest: { seq: number; hint: InboxHint } | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === NOTIFY_PATH) return this.notify(request);
    if (request.method === 'GET' && url.pathname === OPEN_PATH) return this.open(url, request.signal);
    if (request.method === 'POST' && url.pathname === CLOSE_PATH) {
      this.drop(url.searchParams.get('stream') ?? '');
      return new Response(null, { status: 204 });
    }
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
    for (const id of this.streams.keys()) this.send(id, bytes);
    return new Response(null, { status: 204 });
  }

  private open(url: URL, signal: AbortSignal): Response {
    const cursor = url.searchParams.get('cursor') ?? '';
    const readySeq = decodeCursor(cursor);
    const limit = Number(url.searchParams.get('limit'));
    const id = url.searchParams.get('stream') || crypto.randomUUID();
    if (readySeq === null || !Number.isSafeInteger(limit) || limit < 1) return new Response('Bad channel request', { status: 400 });
    // A reopened id replaces its stream rather than holding a second place.
    this.drop(id);
    if (this.streams.size >= limit) return new Response('Too many open inboxes', { status: 429 });

    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const stream = writable.getWriter();
    this.streams.set(id, stream);
    // Deployed, a client's disconnect did not reach the object through the stub, so the Worker's
    // POST /close frees the place when its client goes; these catch what does reach it (a reader
    // cancelled through the stub, where the runtime carries that; a failed write).
    signal.addEventListener('abort', () => this.drop(id, stream));
    stream.closed.catch(() => this.drop(id, stream));
    this.send(id, frame('ready', { cursor }));
    // The Worker read the cursor before this stream existed; a hint that came in between is not lost.
    if (this.newest && this.newest.seq > readySeq) this.send(id, frame('changed', this.newest.hint));
    this.heartbeat ??= setInterval(() => {
      for (const open of this.streams.keys()) this.send(open, KEEP_ALIVE);
    }, HEARTBEAT_MS);
    return new Response(readable, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
  }

  /** Never awaited: a slow reader must not hold up the others; a failed write means it is gone. */
  private send(id: string, bytes: Uint8Array) {
    const stream = this.streams.get(id);
    if (!stream) return;
    try {
      stream.write(bytes).catch(() => this.drop(id, stream));
    } catch {
      this.drop(id, stream);
    }
  }

  /** `only`: a late event of a replaced stream must not drop its successor of the same id. */
  private drop(id: string, only?: WritableStreamDefaultWriter<Uint8Array>) {
    const stream = this.streams.get(id);
    if (!stream || (only && stream !== only)) return;
    this.streams.delete(id);
    // close, not abort: an abort errors the readable the runtime is still pumping, and that rejection
    // surfaces as "Uncaught (in promise) undefined"; closing a stream whose reader has gone just rejects here.
    stream.close().catch(() => undefined);
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

  async open(memberId: string, init: { cursor: string; limit: number; signal?: AbortSignal }): Promise<Response | null> {
    const { signal } = init;
    const id = crypto.randomUUID();
    const query = new URLSearchParams({ cursor: init.cursor, limit: String(init.limit), stream: id });
    // The signal is not handed to the stub: on workerd its abort never reached the object's request,
    // and an abort while the object answers would throw here rather than free the place below.
    const response = await this.channel(memberId).fetch(`${CHANNEL_ORIGIN}${OPEN_PATH}?${query}`);
    if (response.status === 429) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`The inbox channel answered ${response.status}`);
    }

    // The object would learn of a closed tab only when its next heartbeat fails, 25 s on, and the
    // member is refused meanwhile: so the Worker watches its own request (enable_request_signal) and
    // its answer's reader, and tells the object to free the place the moment either goes.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      signal?.removeEventListener('abort', release);
      const sent = Promise.resolve()
        .then(() => this.channel(memberId).fetch(`${CHANNEL_ORIGIN}${CLOSE_PATH}?${new URLSearchParams({ stream: id })}`, { method: 'POST' }))
        .then((answer) => answer.body?.cancel())
        .catch((error: unknown) => console.error('Closing an inbox channel failed:', error));
      this.keepAlive(sent);
    };
    if (signal?.aborted) release();
    else signal?.addEventListener('abort', release);
    const upstream = response.body.getReader();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await upstream.read();
        } catch (error) {
          release();
          if (!cancelled) controller.error(error);
          return;
        }
        if (cancelled) return;
        if (chunk.done) {
          release();
          controller.close();
        } else {
          controller.enqueue(chunk.value);
        }
      },
      cancel(reason) {
        cancelled = true;
        release();
        return upstream.cancel(reason).catch(() => undefined);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  }
}
