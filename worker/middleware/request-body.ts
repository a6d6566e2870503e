import type { Context } from 'hono';
import type { z } from 'zod';
import { findUnsavableString, textProblemMessage } from '#core/domain/text/text.rules.ts';
import { ApiError } from './errors.ts';

/**
 * The one way the API reads a request body: streamed chunk by chunk and given up with a 413 as
 * soon as it passes `maxBytes`, whether the client declared a Content-Length or sent it chunked.
 * Reading `c.req.text()` instead would hold any chunked body in memory whole (a 600 MB body ended
 * in a 500 and gigabytes of RSS). A test keeps every other reader out of worker/.
 */
export async function readBodyBytes(c: Context, maxBytes: number, tooLargeMessage = 'The request body is too large.'): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw new ApiError(413, tooLargeMessage);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const incoming = nodeIncoming(c);
  if (incoming) {
    size = await readNodeStream(incoming, maxBytes, tooLargeMessage, chunks);
  } else {
    const stream = c.req.raw.body;
    if (!stream) return new Uint8Array(0);
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stop reading: the rest of the body is never taken off the socket.
        await reader.cancel().catch(() => undefined);
        throw new ApiError(413, tooLargeMessage);
      }
      chunks.push(value);
    }
  }
  if (chunks.length === 0) return new Uint8Array(0);
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The part of Node's IncomingMessage the reader needs. */
interface NodeIncoming {
  readableDidRead: boolean;
  readableEnded: boolean;
  destroyed: boolean;
  socket: unknown;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  off(event: 'data' | 'end' | 'close' | 'error', listener: (...args: never[]) => void): unknown;
  destroy(): unknown;
}

/**
 * Node's request stream into `chunks` through its own events, answering the body's size: as the
 * stream's async iterator did (and as @hono/node-server reads bodies), without its promise per
 * chunk and its end-of-stream machinery (a few per cent of a small write's time, decision 050).
 * Past `maxBytes` the stream is given up, so the rest of the body is never read into memory; a
 * stream that closes before its end (the client went away) fails the read.
 */
function readNodeStream(incoming: NodeIncoming, maxBytes: number, tooLargeMessage: string, chunks: Uint8Array[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const settle = (error?: unknown) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      incoming.off('error', cutShort);
      // A late error on a stream already read (or given up) must not go unhandled and end the process.
      incoming.on('error', ignore);
      if (error === undefined) resolve(size);
      else reject(error);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        settle(new ApiError(413, tooLargeMessage));
        // As Node's own stream helpers give up a server request (the async iterator's destroyer): the
        // request stream goes, the socket stays, so the 413 still reaches the client.
        incoming.socket = null;
        incoming.destroy();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle();
    // The client went away or broke off its body: its input, not the server's fault (and no one is
    // left to read the answer), so a 400 rather than a logged 500.
    const cutShort = () => settle(new ApiError(400, 'The request ended before its body did.'));
    const onClose = () => (incoming.readableEnded ? settle() : cutShort());
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('close', onClose);
    incoming.on('error', cutShort);
    if (incoming.destroyed) onClose();
  });
}

function ignore() {}

/**
 * On @hono/node-server (`c.env.incoming`), the request's own Node stream, while nothing has read it
 * yet. Asking for `c.req.raw.body` there builds a web Request, an AbortController and a web stream
 * over the socket for every body: a quarter of a one-row write's time in the profiles (performance
 * archive, 2026-11-25). Workers and tests (`app.request`) have no such stream and take the web
 * path.
 */
function nodeIncoming(c: Context): NodeIncoming | undefined {
  const incoming = (c.env as { incoming?: Partial<NodeIncoming> } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || typeof incoming.destroy !== 'function' || incoming.readableDidRead !== false) return undefined;
  return incoming as NodeIncoming;
}

/** The body as UTF-8 text (invalid bytes are refused, not replaced), within `maxBytes`. */
export async function readBodyText(c: Context, maxBytes: number, tooLargeMessage?: string): Promise<string> {
  const bytes = await readBodyBytes(c, maxBytes, tooLargeMessage);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, 'The request body is not valid UTF-8 text.');
  }
}

const MAX_JSON_BYTES = 64 * 1024;
const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON object body within `maxBytes` (streamed, see request-body.ts). Only
 * `application/json` is taken: a page on another site can post `text/plain` or a form without
 * asking first, but not JSON, so this closes cross-site posting (login CSRF) for every JSON route.
 * Strings that could not be saved as sent (NUL, control characters, half an emoji) are refused
 * here for every field, before any schema runs.
 */
export async function readJsonObject(c: Context, options: { maxBytes?: number; tooLargeMessage?: string } = {}): Promise<Record<string, unknown>> {
  const contentType = c.req.header('content-type');
  const text = await readBodyText(c, options.maxBytes ?? MAX_JSON_BYTES, options.tooLargeMessage);
  if ((contentType !== undefined || text !== '') && !JSON_CONTENT_TYPE.test(contentType ?? '')) {
    throw new ApiError(415, 'Send the request body as JSON, with the header Content-Type: application/json.');
  }
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON.');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  const unsavable = findUnsavableString(raw);
  if (unsavable) {
    const field = unsavable.path.join('.') || '_';
    const message = textProblemMessage(unsavable.problem, `The field "${field}"`);
    throw new ApiError(400, message, { [field]: message });
  }
  return raw as Record<string, unknown>;
}

/** Validates a parsed body with a core/ schema: a failed rule is a 400 with the first rule's message and every field's message. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.infer<Schema> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    throw new ApiError(400, result.error.issues[0]?.message ?? 'The request is not valid.', fields);
  }
  return result.data;
}

/** Reads the JSON body (readJsonObject) and validates it with a core/ schema (parseInput). */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema, options: { maxBytes?: number; tooLargeMessage?: string } = {}): Promise<z.infer<Schema>> {
  return parseInput(schema, await readJsonObject(c, options));
}
