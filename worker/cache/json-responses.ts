/**
 * The response writer for JSON answers: `publicJson` (the same for everyone, with ETag and 304),
 * `privateJson` (a member's, revalidated each time) and `ownJson` (a requester's kept answer).
 * How it gets there fast stays private here: tags and UTF-8 bytes of recent bodies found by
 * identity, gzip made once per body, plain header objects. Not a cache features call: the three
 * doors are table-cache.ts, versioned-answers.ts and shared-answers.ts.
 */
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../deps.ts';
import { RecentBySize } from './recent-by-size.ts';

/**
 * ETag and 304 for public reads whose JSON text is already built. The tag is a 53-bit hash of the
 * body plus its length (cyrb53: synchronous and the same on Node and Workers; a tag only has to
 * tell versions of one resource apart). Only for answers that are the same for everyone who asks:
 * never for data that depends on the session or a guest token.
 */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Tags of recent bodies, and their bytes once a body comes back. A body from ProcessSharedAnswers
 * is the same string on every request of a burst: hashing a 40 KB venue list in JavaScript on each
 * one was the largest share of that route's time, and turning the same string into UTF-8 for the
 * socket on each one (a 150 KB forum thread: a copy per request, 130 MB/s of garbage under load)
 * was the next. A Map finds the same string by identity, but V8 does not hash the contents of a
 * string longer than 16,383 characters (its hash is the length), so an equal string that is another
 * object is found by comparing every character: once a cache reloads the forum thread (the same
 * text, a new string, every second) each request paid a 126 KB comparison, 14 % of the route's
 * time. A hit therefore files the entry under the string just asked about, so the next request with
 * it is found by identity (and the entries drop least recently used first). Bounded in entries,
 * in body size, in the characters of the bodies it keeps as keys and in the bytes it holds for
 * them, so it never holds much (without the character bound, 32 bodies of half a million
 * characters each could have sat here as keys); bodies seen once keep only their tag.
 */
interface RecentBody {
  etag: string;
  bytes?: Uint8Array<ArrayBuffer>;
  /** The bytes gzipped, made the first time a client that accepts gzip asks for them (deps.gzip). */
  gzipped?: Uint8Array<ArrayBuffer>;
  /** The gzipped representation's tag, made once. */
  gzipTag?: string;
}
const recentBodies = new Map<string, RecentBody>();
const RECENT_BODIES = 32;
const RECENT_BODY_MAX_CHARS = 512 * 1024;
const RECENT_BYTES_MAX = 4 * 1024 * 1024;
const RECENT_KEY_CHARS_MAX = 2 * 1024 * 1024;
let recentBytesHeld = 0;
let recentKeyChars = 0;
const utf8 = new TextEncoder();

function recentBody(body: string): RecentBody {
  const known = recentBodies.get(body);
  if (known) {
    recentBodies.delete(body);
    recentBodies.set(body, known);
    if (!known.bytes && recentBytesHeld + body.length * 3 <= RECENT_BYTES_MAX) {
      // A fresh array over its own ArrayBuffer (some lib typings say ArrayBufferLike).
      known.bytes = utf8.encode(body) as Uint8Array<ArrayBuffer>;
      recentBytesHeld += known.bytes.byteLength;
    }
    return known;
  }
  const entry = { etag: `"${cyrb53(body)}-${body.length.toString(36)}"` };
  if (body.length <= RECENT_BODY_MAX_CHARS) {
    for (const [oldest, dropped] of recentBodies) {
      if (recentBodies.size < RECENT_BODIES && recentKeyChars + body.length <= RECENT_KEY_CHARS_MAX) break;
      recentBodies.delete(oldest);
      recentKeyChars -= oldest.length;
      recentBytesHeld -= (dropped.bytes?.byteLength ?? 0) + (dropped.gzipped?.byteLength ?? 0);
    }
    recentBodies.set(body, entry);
    recentKeyChars += body.length;
  }
  return entry;
}

export function etagOf(body: string): string {
  return recentBody(body).etag;
}

/** Whether an If-None-Match header names this tag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Answers a public JSON body with its ETag and Cache-Control (and Vary, when the same URL answers
 * differently with credentials), or a bodyless 304 when the client already holds this version.
 * Headers of the route's own go in `extra` (see taggedJson).
 */
export function publicJson(c: Context, body: string, cacheControl: string, vary?: string, extra?: Record<string, string>): Response {
  return taggedJson(c, body, cacheControl, vary, extra);
}

/**
 * A signed-in member's JSON with its ETag, for the screen's own re-reads: `private, no-cache` keeps
 * it out of shared caches and makes the browser ask each time, with If-None-Match, so an unchanged
 * answer costs a bodyless 304. Called only after the route checked the member may read it.
 */
export function privateJson(c: Context, body: string): Response {
  return taggedJson(c, body, 'private, no-cache');
}

/** Answers and pages smaller than this go out as they are: compressing would save a packet at most. */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptsEncoding(acceptEncoding, 'gzip');
}

/** Whether an Accept-Encoding header takes `encoding` (named, or `*`, with a q above 0). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: 'gzip' | 'br'): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/**
 * The gzipped bytes of a recent body for a client that takes gzip, made once per body and held
 * with its bytes (within RECENT_BYTES_MAX): the 44.6 KB venue list goes out as 3.7 KB without
 * compressing it per request. Only where the runtime gives a compressor (deps.gzip: Node;
 * Cloudflare's edge compresses Workers' answers itself).
 */
function gzippedFor(c: Context, entry: RecentBody, gzip: AppDeps['gzip']): Uint8Array<ArrayBuffer> | undefined {
  if (!gzip || !entry.bytes || entry.bytes.byteLength < COMPRESS_MIN_BYTES || !acceptsGzip(c.req.header('accept-encoding'))) return undefined;
  if (!entry.gzipped && recentBytesHeld + entry.bytes.byteLength <= RECENT_BYTES_MAX) {
    entry.gzipped = gzip(entry.bytes);
    recentBytesHeld += entry.gzipped.byteLength;
  }
  return entry.gzipped;
}

/**
 * The answer as a Response over a plain header object, not through `c.body`: with more than one
 * header Hono builds a web Headers object (undici checks every name and value) and
 * @hono/node-server turns it back into Node's form, ~5 % of a kept venue list's time under load
 * (performance archive, 2026-11-28: answers over plain headers); a plain object goes to Node's
 * writeHead as it is. So headers set with `c.header()` before it are not carried over: a route
 * passes its own in `extra`.
 */
function taggedJson(c: Context, body: string, cacheControl: string, vary?: string, extra?: Record<string, string>): Response {
  const entry = recentBody(body);
  const gzip = (c as Context<AppBindings>).get('deps')?.gzip;
  const gzipped = gzippedFor(c, entry, gzip);
  // Each representation has its own tag; either names this version, so either earns a 304.
  const gzipTag = (entry.gzipTag ??= `${entry.etag.slice(0, -1)}-gzip"`);
  // The route's own headers are copied in after, not spread in first: an object made by spreading
  // another answers slowly through the rest of the way (a third of a shared venue search's
  // throughput, A/B in decision 053).
  const headers: Record<string, string> = { ETag: gzipped ? gzipTag : entry.etag, 'Cache-Control': cacheControl };
  if (extra) for (const name in extra) headers[name] = extra[name]!;
  // Where answers may be gzipped, a cache must keep one copy per Accept-Encoding.
  const varies = gzip ? (vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding') : vary;
  if (varies) headers.Vary = varies;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && (matchesEtag(ifNoneMatch, entry.etag) || matchesEtag(ifNoneMatch, gzipTag))) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = 'application/json';
  if (gzipped) {
    headers['Content-Encoding'] = 'gzip';
    return new Response(gzipped, { status: 200, headers });
  }
  // The same bytes go to every request of a burst; nothing writes into a response's body.
  return new Response(entry.bytes ?? body, { status: 200, headers });
}

/**
 * The UTF-8 bytes of answers kept for one requester (a guest's page through their link, their gift
 * page), encoded once per answer. Node writes a string body by encoding it into the socket's
 * chunk on every request (`writevGeneric`: 6.7 % of the guest-link page under load); bytes go out
 * as they are. Kept apart from the public answers' recentBodies so many guests' pages never push
 * the venue list's bytes and gzip out; keyed by the kept answer's own string, which is the same
 * string on every request until its version changes. Bounded in bytes and entries.
 */
const ownAnswerBytes = new RecentBySize<Uint8Array<ArrayBuffer>>({ maxSize: 2 * 1024 * 1024, maxEntries: 256, maxEntrySize: 256 * 1024 });

/**
 * A kept answer for the requester alone, never stored by anyone (`cacheControl` says how), as a
 * Response over plain headers (see taggedJson). Called only after the route checked who may read it.
 */
export function ownJson(body: string, cacheControl: string): Response {
  let bytes = ownAnswerBytes.get(body);
  if (!bytes) {
    bytes = utf8.encode(body) as Uint8Array<ArrayBuffer>;
    ownAnswerBytes.set(body, bytes, bytes.byteLength);
  }
  return new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl } });
}
