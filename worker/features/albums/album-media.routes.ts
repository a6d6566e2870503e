/**
 * Serving album media: GET /album-media/<item>/<variant> with a signed URL (album-media-urls.ts),
 * outside /api like /media, and the hosts' zip of everything. Each answer re-reads the item, so a
 * hidden or deleted item stops at once. Media go out with their stored type, `nosniff`, a
 * sandboxing CSP (a file that is somehow not what it claims still runs nothing), no sharing with
 * other sites, range requests for video seeking, and downloads under the name they were uploaded with.
 */
import { makeZip } from 'client-zip';
import { type Context, Hono } from 'hono';
import { isRevealed, shownToGuests } from '#core/domain/albums/album.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { ByteRange } from '../../services/blob-store/blob-store.ts';
import { type AlbumItemRow, albumItemsRepo } from './album-items.repo.ts';
import { mediaSecret } from './album-items.service.ts';
import { verifyMediaUrl } from './album-media-urls.ts';
import type { AlbumEventRow } from './albums.repo.ts';

const MEDIA_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function notFound(c: Context<AppBindings>) {
  return c.text('Not found', 404, { 'Cache-Control': 'no-store', ...MEDIA_HEADERS });
}

export const albumMediaRoutes = new Hono<AppBindings>().get('/album-media/:itemId/:variant', async (c) => {
  const { itemId, variant } = c.req.param();
  const secret = c.get('deps').env.GUEST_LINK_SECRET;
  const now = c.get('deps').clock.now();
  const signed = secret ? verifyMediaUrl(secret, { itemId, variant, audience: c.req.query('a'), expiresAt: c.req.query('x'), signature: c.req.query('s') }, now) : null;
  if (!signed) return notFound(c);
  const found = await albumItemsRepo.findItemWithAlbum(c.get('deps').db, itemId);
  if (!found) return notFound(c);
  const { item, album } = found;
  // A viewer's URL works only while the item is approved and the album open to guests; an
  // uploader's and a host's whatever the status (the list that signed them decided that).
  if (signed.audience === 'v' && !(shownToGuests(item.status) && isRevealed(album, now))) return notFound(c);
  const key = variantKey(item, signed.variant);
  const blobs = c.get('deps').blobs;
  if (!key || !blobs) return notFound(c);

  const head = { ...MEDIA_HEADERS, 'Cache-Control': 'private, max-age=3600', 'Accept-Ranges': 'bytes' } as Record<string, string>;
  if (signed.variant === 'download') head['Content-Disposition'] = contentDisposition('attachment', item.originalName);
  const contentType = signed.variant === 'thumb' || signed.variant === 'display' ? 'image/webp' : item.contentType;

  const rangeHeader = c.req.header('range');
  let range: ByteRange | undefined;
  if (rangeHeader) {
    const whole = await blobs.get(key, { range: { offset: 0, length: 0 } });
    if (!whole) return notFound(c);
    await whole.body.cancel().catch(() => undefined);
    const parsed = parseRange(rangeHeader, whole.size);
    if (parsed === 'unsatisfiable') return c.body(null, 416, { ...head, 'Content-Range': `bytes */${whole.size}` });
    range = parsed ?? undefined;
  }
  const blob = await blobs.get(key, range ? { range } : undefined);
  if (!blob) return notFound(c);
  head['Content-Type'] = contentType;
  head.ETag = blob.etag;
  if (range && blob.range) {
    head['Content-Range'] = `bytes ${blob.range.offset}-${blob.range.offset + blob.range.length - 1}/${blob.size}`;
    head['Content-Length'] = String(blob.range.length);
    return c.body(blob.body, 206, head);
  }
  head['Content-Length'] = String(blob.size);
  return c.body(blob.body, 200, head);
});

function variantKey(item: AlbumItemRow, variant: 'thumb' | 'display' | 'download' | 'video'): string | null {
  if (variant === 'thumb') return item.thumbKey;
  if (variant === 'display') return item.displayKey;
  if (variant === 'video') return item.kind === 'video' ? item.originalKey : null;
  return item.originalKey;
}

/**
 * One `bytes=` range of a file of `size` bytes (first-last, first-, or -suffix); null when the
 * header asks for something else (several ranges, another unit: the whole file is served, as
 * RFC 9110 allows), 'unsatisfiable' for a range wholly past the end.
 */
export function parseRange(header: string, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    const offset = Math.max(0, size - suffix);
    return { offset, length: size - offset };
  }
  const first = Number(match[1]);
  if (first >= size) return 'unsatisfiable';
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (last < first) return null;
  return { offset: first, length: last - first + 1 };
}

/** `attachment; filename="…"` with an ASCII stand-in and the exact name per RFC 6266/8187. */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const ZIP_BATCH = 50;

/**
 * Every item's kept file in one zip, streamed: entries are read from the blob store one after
 * another as the download proceeds (STORE: photos and videos do not compress), never built in
 * memory. Names are the uploads' own, made unique ("IMG_0001 (2).jpg").
 */
export function albumZip(c: Context<AppBindings>, event: AlbumEventRow): Response {
  const { db, blobs } = c.get('deps');
  if (!blobs) throw new ApiError(503, 'Uploads are not available on this server right now.');
  mediaSecret(c);
  const names = new Set<string>();
  async function* entries() {
    let after: { createdAt: number; id: string } | null = null;
    for (;;) {
      const batch: AlbumItemRow[] = await albumItemsRepo.itemsForDownload(db, event.id, after, ZIP_BATCH);
      for (const item of batch) {
        const blob = await blobs!.get(item.originalKey);
        if (!blob) continue;
        yield { name: uniqueName(names, item.originalName), lastModified: new Date(item.createdAt), input: blob.body, size: blob.size };
      }
      if (batch.length < ZIP_BATCH) return;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
  return new Response(makeZip(entries()), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', `${event.title} – album.zip`),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
