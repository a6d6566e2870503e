/**
 * Reads a PATCH body as a sequence of parts of known sizes, streamed: each part is a stream of
 * exactly its size, cut out of the request's chunks, handed to the part store while it arrives.
 * At most one request chunk is held here at a time; nothing of the body is ever buffered whole.
 */
import type { Context } from 'hono';

/** The body ended (the client went away, or stopped mid-part) before a part was whole. */
export class BodyEndedEarlyError extends Error {
  constructor(received: number, expected: number) {
    super(`The request body ended after ${received} of the part's ${expected} bytes`);
  }
}

interface ChunkSource {
  next(): Promise<Uint8Array | undefined>;
  cancel(): Promise<void>;
}

export class PartReader {
  private pending: Uint8Array | undefined;
  /** The body has no more bytes (or reading was given up). */
  ended = false;
  /** Some bytes of the body have been read. */
  started = false;
  /** The body failed (the connection dropped) or ended inside a part: that part is not whole. */
  failed = false;

  private constructor(private readonly source: ChunkSource) {}

  /**
   * The request's body. On @hono/node-server the request's own Node stream (`c.env.incoming`,
   * as request-body.ts does): a dropped connection errors it at once. Elsewhere (Workers, tests
   * through app.request) the web stream. Like request-body.ts's reader, this never holds the body
   * whole; it is the one other body reader under worker/, for bodies of up to 100 MB.
   */
  static of(c: Context): PartReader {
    const incoming = (c.env as { incoming?: Partial<AsyncIterable<Uint8Array>> & { readableDidRead?: boolean } } | undefined)?.incoming;
    if (incoming && typeof incoming[Symbol.asyncIterator] === 'function' && incoming.readableDidRead === false) {
      const iterator = (incoming as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
      return new PartReader({
        next: async () => {
          const { done, value } = await iterator.next();
          return done ? undefined : value;
        },
        // return() destroys the Node stream: the rest of the body is never taken off the socket.
        cancel: async () => void (await iterator.return?.()),
      });
    }
    const request: Request = c.req.raw;
    const stream = request.body;
    if (!stream) return new PartReader({ next: async () => undefined, cancel: async () => undefined });
    const reader = stream.getReader();
    return new PartReader({
      next: async () => {
        const { done, value } = await reader.read();
        return done ? undefined : value;
      },
      cancel: () => reader.cancel().catch(() => undefined),
    });
  }

  /** True when the body has no more bytes (reads ahead one chunk to know). */
  async atEnd(): Promise<boolean> {
    while (!this.pending && !this.ended) {
      let chunk: Uint8Array | undefined;
      try {
        chunk = await this.source.next();
      } catch (error) {
        this.failed = true;
        this.ended = true;
        throw error;
      }
      if (chunk === undefined) this.ended = true;
      else if (chunk.byteLength > 0) {
        this.pending = chunk;
        this.started = true;
      }
    }
    return !this.pending;
  }

  /**
   * The next `size` bytes as a stream; it errors with BodyEndedEarlyError when the body ends
   * first, and with the body's own error when the connection fails.
   */
  part(size: number): ReadableStream<Uint8Array> {
    let remaining = size;
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        if (remaining === 0) return controller.close();
        if (await this.atEnd()) {
          this.failed = true;
          return controller.error(new BodyEndedEarlyError(size - remaining, size));
        }
        const chunk = this.pending!;
        const taken = chunk.byteLength <= remaining ? chunk : chunk.subarray(0, remaining);
        this.pending = taken === chunk ? undefined : chunk.subarray(remaining);
        remaining -= taken.byteLength;
        controller.enqueue(taken);
        if (remaining === 0) controller.close();
      },
    });
  }

  /** Stops reading: the rest of the body is not taken off the connection. */
  async cancel(): Promise<void> {
    this.pending = undefined;
    this.ended = true;
    await this.source.cancel();
  }
}
