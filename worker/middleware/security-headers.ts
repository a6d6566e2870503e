import type { MiddlewareHandler } from 'hono';
import { sdkCacheControl } from './static-cache.ts';

/**
 * Headers on every response. The platform's pages get a strict CSP (no inline script, no plugins,
 * no <base> rewriting, no framing); the SDK files are meant to be loaded by other sites, so they
 * are served cross-origin instead. API answers are JSON only and never cached by shared caches.
 */
const platformCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes come from React's style prop; no inline <script> is ever allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  // Album videos play from our origin; blob: is the uploader's own file, read for its poster frame.
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The response's headers, made writable. Headers are set in place: re-wrapping every response
 * (`new Response(c.res.body, c.res)`) reads its body as a stream, which takes @hono/node-server off
 * its fast path (a string body written straight to the socket). Only a response whose headers are
 * immutable — one fetched from the Workers ASSETS binding or with fetch() — is copied first.
 */
function writableHeaders(c: Parameters<MiddlewareHandler>[0]): Headers {
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  }
  return c.res.headers;
}

/** What every API answer carries; Cache-Control only when the answer has none of its own. */
const API_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

/** The part of Node's ServerResponse the API's headers need. */
interface NodeOutgoing {
  headersSent: boolean;
  setHeader(name: string, value: string): unknown;
}

/**
 * On @hono/node-server (`c.env.outgoing`), Node's own response while its head is unwritten.
 * Reading `c.res.headers` there turns the answer's plain headers into a web Headers object, and
 * the server turns it back into Node's form: for `/api/auth/user` that round trip and its sets
 * were about a quarter of the request (5,900–6,400 req/s with it, 8,300–9,000 without; performance
 * archive, 2026-11-26: kept sessions). Workers and tests (`app.request`) have no such response and
 * take the web path.
 */
function nodeOutgoing(c: Parameters<MiddlewareHandler>[0]): NodeOutgoing | undefined {
  const outgoing = (c.env as { outgoing?: Partial<NodeOutgoing> } | undefined)?.outgoing;
  if (!outgoing || typeof outgoing.setHeader !== 'function' || outgoing.headersSent !== false) return undefined;
  return outgoing as NodeOutgoing;
}

/** What every API answer carries on Node's plain path, Cache-Control included (the answer's own wins). */
const PLAIN_API_HEADERS: [string, string][] = [...API_HEADERS, ['Cache-Control', 'no-store']];
/** Each of those by its name in lower case, for telling whether an answer set one of its own. */
const PLAIN_API_HEADER_INDEX = new Map(PLAIN_API_HEADERS.map(([name], index) => [name.toLowerCase(), index]));

/** The symbol under which @hono/node-server's light Response keeps `[status, body, headers]`; found on the first one seen. */
let lightResponseCache: symbol | undefined;

/**
 * On @hono/node-server, an answer whose headers are still the plain object it was made with (c.json,
 * publicJson, ownJson…) gets the API headers in a new plain object with its own, which the server
 * hands to `writeHead` as it is. Setting them on Node's response instead (`setHeader`) sends
 * `writeHead` down its slow path, which then sets every header of the answer one by one as well:
 * the API's headers cost 8–10 % of the guest-link page and the RSVP under load that way. The
 * answer's own headers win, whatever their case (Node would send both). Nothing is deleted from the
 * object (a delete turns it into a slow dictionary). False when the answer is not such a one.
 */
function addToPlainHeaders(response: Response): boolean {
  lightResponseCache ??= Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === 'cache');
  const cached = lightResponseCache && (response as unknown as Record<symbol, unknown>)[lightResponseCache];
  if (!Array.isArray(cached) || cached.length !== 3) return false;
  const own = cached[2] as Record<string, unknown> | undefined;
  if (!own || typeof own !== 'object' || own instanceof Headers || Array.isArray(own)) return false;
  let overridden = 0;
  for (const name in own) {
    const index = PLAIN_API_HEADER_INDEX.get(name.toLowerCase());
    if (index !== undefined) overridden |= 1 << index;
  }
  const headers: Record<string, unknown> = {};
  for (let index = 0; index < PLAIN_API_HEADERS.length; index += 1) {
    if (!(overridden & (1 << index))) headers[PLAIN_API_HEADERS[index]![0]] = PLAIN_API_HEADERS[index]![1];
  }
  for (const name in own) headers[name] = own[name];
  cached[2] = headers;
  return true;
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const path = c.req.path;
  if (path.startsWith('/api/')) {
    const outgoing = nodeOutgoing(c);
    if (outgoing && addToPlainHeaders(c.res)) return;
    if (outgoing) {
      // Set on Node's response before the server writes the answer's own headers over them: the
      // answer's Cache-Control wins, as on the web path. No API route sets the other four (security-headers.test.ts checks the routes).
      for (const [name, value] of PLAIN_API_HEADERS) outgoing.setHeader(name, value);
      return;
    }
    const headers = writableHeaders(c);
    for (const [name, value] of API_HEADERS) headers.set(name, value);
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    return;
  }
  const headers = writableHeaders(c);
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (path.startsWith('/sdk/')) {
    headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (c.res.ok) headers.set('Cache-Control', sdkCacheControl(path));
    // Static servers take .ts for an MPEG transport stream; the types file is text for editors.
    if (c.res.ok && path.endsWith('.d.ts')) headers.set('Content-Type', 'text/plain; charset=utf-8');
    return;
  }
  headers.set('X-Frame-Options', 'DENY');
  if (path.startsWith('/media/') || path.startsWith('/album-media/')) {
    // An uploaded file opened on its own runs nothing, whatever it turns out to be.
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return;
  }
  headers.set('Content-Security-Policy', platformCsp);
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
};
