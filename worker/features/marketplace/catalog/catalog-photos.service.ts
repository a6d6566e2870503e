import type { Context } from 'hono';
import type { AppBindings, SessionUser } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { readBodyBytes } from '#worker/middleware/request-body.ts';
import { MAX_IMAGE_BYTES, mediaPath } from '#worker/services/images/image-intake.ts';
import { imagePipeline, limitImageUploads, storeMemberImage } from '#worker/services/images/member-images.ts';

type Ctx = Context<AppBindings>;

/**
 * A shop's logo and a product's photos go through the same blob store and image pipeline as the
 * venues' listing photos (services/images/image-intake.ts): what the file is comes from its
 * bytes, never its name or type; it is re-encoded without metadata; and it is recorded in uploads
 * as the member's, so it counts in the same hourly allowance as every other photo of theirs
 * (services/images/member-images.ts).
 */
const SHOWN_SIZE = 'medium';
const TOO_LARGE = `This photo is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Please choose a smaller one, or export it at a lower size first.`;

/**
 * The photo's bytes: the `file` field of a multipart form (what a browser's form sends), or the
 * request body itself. The body is read with the API's one bounded reader first, so a form is
 * parsed from bytes already counted.
 */
async function photoBytes(c: Ctx): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  const body = await readBodyBytes(c, MAX_IMAGE_BYTES + 64 * 1024, TOO_LARGE);
  if (!/^multipart\/form-data/i.test(type)) return body;
  let file: unknown;
  try {
    file = (await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).get('file');
  } catch {
    throw new ApiError(400, 'The form could not be read: send the photo in a field named "file".');
  }
  if (!file || typeof file === 'string') throw new ApiError(400, 'Send the photo in a field named "file".');
  const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ApiError(413, TOO_LARGE);
  return bytes;
}

/** Takes the photo of the request, stores its sizes and answers the address of the one pages show. */
export async function takePhoto(c: Ctx, user: SessionUser): Promise<string> {
  const deps = c.get('deps');
  imagePipeline(deps);
  await limitImageUploads(deps, user);
  const stored = await storeMemberImage(deps, user, await photoBytes(c));
  return mediaPath(stored.variants[SHOWN_SIZE].key);
}
