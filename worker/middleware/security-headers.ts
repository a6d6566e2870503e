import type { MiddlewareHandler } from 'hono';

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

/**
 * How long browsers and CDNs keep an SDK file: the chunks' names carry their content's hash, so
 * they never change; the entry files keep their names across releases (host pages link them), so
 * a new release reaches every page within minutes.
 */
export function sdkCacheControl(path: string): string {
  return path.startsWith('/sdk/v1/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const path = c.req.path;
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
  if (path.startsWith('/api/')) {
    headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    return;
  }
  if (path.startsWith('/media/') || path.startsWith('/album-media/')) {
    // An uploaded file opened on its own runs nothing, whatever it turns out to be.
    headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
    return;
  }
  headers.set('Content-Security-Policy', platformCsp);
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
};
