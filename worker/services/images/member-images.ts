import { hitRateLimit } from '#worker/db/rate-limit.repo.ts';
import { insertUpload } from '#worker/db/uploads.repo.ts';
import type { AppDeps, SessionUser } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import type { BlobStore } from '#worker/services/blob-store/blob-store.ts';
import { type ImageProcessor, intakeImage, type StoredImage } from './image-intake.ts';

/**
 * A member's photo upload, wherever it is taken (the uploads API for venues, parties and the blog;
 * a shop's logo and product photos): one pipeline, one hourly allowance, one record in uploads.
 */

/**
 * Photos one member may upload in an hour: a venue's gallery or an evening's party photos fit;
 * a script filling the disk does not. Every attempt counts, refused ones too: decoding is the
 * expensive part, and it is what the limit protects.
 */
export const IMAGE_UPLOADS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

/** The blob store and the image processor, or a 503 that says uploads are not set up here. */
export function imagePipeline(deps: AppDeps): { blobs: BlobStore; processor: ImageProcessor } {
  if (!deps.blobs || !deps.images) throw new ApiError(503, 'Photo uploads are not set up on this server yet.');
  return { blobs: deps.blobs, processor: deps.images };
}

/** Counts one upload attempt against the member's hourly allowance; a 429 with Retry-After past it. */
export async function limitImageUploads(deps: AppDeps, user: SessionUser): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(deps.db, `image-upload:${user.id}`, IMAGE_UPLOADS_PER_HOUR, HOUR_MS, deps.clock.now());
  if (allowed) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  throw new ApiError(429, `You have uploaded ${IMAGE_UPLOADS_PER_HOUR} photos in the last hour, the most we take. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/** Runs the photo pipeline and records the upload as the member's; nothing is left stored if either fails. */
export async function storeMemberImage(deps: AppDeps, user: SessionUser, bytes: Uint8Array): Promise<StoredImage> {
  const pipeline = imagePipeline(deps);
  const stored = await intakeImage(bytes, pipeline);
  try {
    await insertUpload(deps.db, {
      id: stored.id,
      ownerId: user.id,
      kind: 'image',
      sourceType: stored.sourceType,
      sourceBytes: stored.sourceBytes,
      width: stored.width,
      height: stored.height,
      variants: stored.variants,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    const keys = new Set(Object.values(stored.variants).map((variant) => variant.key));
    await Promise.all([...keys].map((key) => pipeline.blobs.delete(key).catch(() => undefined)));
    throw error;
  }
  return stored;
}
