import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { matchesEtag } from '../../cache/json-responses.ts';
import { readBodyBytes } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { isValidBlobKey } from '../../services/blob-store/blob-store.ts';
import { MAX_IMAGE_BYTES } from '../../services/images/image-intake.ts';
import { imagePipeline, limitImageUploads } from '../../services/images/member-images.ts';
import { saveImageUpload } from './uploads.service.ts';

const TOO_LARGE_MESSAGE = `This photo is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Please choose a smaller one, or export it at a lower size first.`;

/**
 * `POST /api/uploads/images`: the photo itself is the request body (any Content-Type; what it is
 * is read from its bytes), streamed and given up at 15 MB. Signed-in members only, 60 an hour.
 * Answers 201 with the upload's id and the URLs of its sizes. See docs/decisions/024-blob-store-and-images.md.
 */
export const uploadsRoutes = new Hono<AppBindings>().post('/uploads/images', async (c) => {
  const user = requireUser(c);
  const deps = c.get('deps');
  imagePipeline(deps);
  await limitImageUploads(deps, user);
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'Send the photo itself as the request body (for example fetch(url, { method: "POST", body: file })), not as a form.');
  }
  const bytes = await readBodyBytes(c, MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE);
  return c.json(await saveImageUpload(deps, user, bytes), 201);
});

/** Types served as they are; anything else the store may hold later is sent as a download. */
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif']);

/**
 * `GET /media/<key>`: a stored blob. A key is never written twice, so its answer may be cached for
 * a year as immutable; `nosniff` and the stored type keep a browser from reading it as anything
 * else. Outside /api, so a picture costs no session lookup. Other sites may show the pictures
 * (the embeddable widgets do), so Cross-Origin-Resource-Policy is cross-origin.
 */
export const mediaRoutes = new Hono<AppBindings>().get('/media/:key{.+}', async (c) => {
  const key = c.req.param('key');
  const blobs = c.get('deps').blobs;
  const blob = blobs && isValidBlobKey(key) ? await blobs.get(key) : null;
  if (!blob) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  const headers: Record<string, string> = {
    'Content-Type': blob.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: blob.etag,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (!INLINE_TYPES.has(blob.contentType)) headers['Content-Disposition'] = 'attachment';
  if (matchesEtag(c.req.header('if-none-match'), blob.etag)) {
    await blob.body.cancel().catch(() => undefined);
    return c.body(null, 304, headers);
  }
  headers['Content-Length'] = String(blob.size);
  return c.body(blob.body, 200, headers);
});
