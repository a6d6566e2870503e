import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../deps.ts';
import { RecentBySize } from '../cache/recent-by-size.ts';
import { acceptsEncoding, COMPRESS_MIN_BYTES } from '../cache/json-responses.ts';

/** The most pages kept compressed; a page longer than PAGE_KEPT_CHARS_MAX is compressed each time. */
const KEPT_PAGES = 16;
const PAGE_KEPT_CHARS_MAX = 256 * 1024;

type PageEncoding = 'br' | 'gzip';
const keptPages = new RecentBySize<Partial<Record<PageEncoding, Uint8Array<ArrayBuffer>>>>({
  maxSize: KEPT_PAGES * PAGE_KEPT_CHARS_MAX,
  maxEntries: KEPT_PAGES,
  maxEntrySize: PAGE_KEPT_CHARS_MAX,
});

/**
 * A page of the platform the server sends itself (the app's index.html for a client-rendered path,
 * an event's or blog post's page drawn into it), compressed for a client that takes Brotli or gzip
 * where the runtime gives a compressor (Node; decision 047). Unlike the built files, these pages
 * are not on disk beside a precompressed copy, and at ~70 KB they were the slowest part of a
 * phone's first paint: five round trips of a slow network instead of two. The same page asked again
 * (the app's shell is one string until the next build) is compressed once: up to KEPT_PAGES pages
 * of at most PAGE_KEPT_CHARS_MAX characters each are kept, the least recently used dropped first.
 * Workers send the page as it is: Cloudflare's edge compresses HTML itself.
 */
export function htmlPage(c: Context<AppBindings>, html: string, status: 200 | 404 = 200): Response {
  const deps = c.get('deps');
  if (deps.brotli || deps.gzip) c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = html.length < COMPRESS_MIN_BYTES ? undefined : pageEncoding(deps, c.req.header('accept-encoding'));
  if (!encoding) return c.html(html, status);
  return c.body(compressedPage(html, encoding, deps), status, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': encoding });
}

/** Brotli when both sides have it (on the event page at quality 4: 13.8 KB in ~0.65 ms, gzip 14.0 KB in ~1.35 ms), else gzip. */
function pageEncoding(deps: AppDeps, acceptEncoding: string | undefined): PageEncoding | undefined {
  if (deps.brotli && acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (deps.gzip && acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

function compressedPage(html: string, encoding: PageEncoding, deps: AppDeps): Uint8Array<ArrayBuffer> {
  const compress = (encoding === 'br' ? deps.brotli : deps.gzip)!;
  let entry = keptPages.get(html);
  if (!entry) {
    entry = {};
    keptPages.set(html, entry, html.length);
  }
  return (entry[encoding] ??= compress(new TextEncoder().encode(html)));
}
