import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import { insertUpload } from '../../db/uploads.repo.ts';
import type { AppDeps, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { BlobStore } from '../../services/blob-store/blob-store.ts';
import { IMAGE_SIZES, type ImageProcessor, type ImageSize, intakeImage, mediaPath } from '../../services/images/image-intake.ts';

/**
 * Photos one member may upload in an hour: a venue's gallery or an evening's party photos fit;
 * a script filling the disk does not. Every attempt counts, refused ones too: decoding is the
 * expensive part, and it is what the limit protects.
 */
export const IMAGE_UPLOADS_PER_HOUR = 60;
const HOUR_MS = 60 * 60 * 1000;

/** What POST /api/uploads/images answers: the upload's id (to attach it later) and where each size is. */
export interface ImageUploadAnswer {
  id: string;
  urls: Record<ImageSize, string>;
  /** The largest size's pixels, upright; for layout before the picture loads. */
  width: number;
  height: number;
  /** Each size's pixels, for srcset. */
  sizes: Record<ImageSize, { width: number; height: number }>;
}

/** The blob store and the image processor, or a 503 that says uploads are not set up here. */
export function imagePipeline(deps: AppDeps): { blobs: BlobStore; processor: ImageProcessor } {
  if (!deps.blobs || !deps.images) throw new ApiError(503, 'Photo uploads are not set up on this server yet.');
  return { blobs: deps.blobs, processor: deps.images };
}

export async function limitImageUploads(deps: AppDeps, user: SessionUser): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(deps.db, `image-upload:${user.id}`, IMAGE_UPLOADS_PER_HOUR, HOUR_MS, deps.clock.now());
  if (allowed) return;
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  throw new ApiError(429, `You have uploaded ${IMAGE_UPLOADS_PER_HOUR} photos in the last hour, the most we take. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}

/** Runs the photo pipeline and records the upload as the member's; nothing is left stored if either fails. */
export async function saveImageUpload(deps: AppDeps, user: SessionUser, bytes: Uint8Array): Promise<ImageUploadAnswer> {
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
  const names = Object.keys(IMAGE_SIZES) as ImageSize[];
  return {
    id: stored.id,
    urls: Object.fromEntries(names.map((name) => [name, mediaPath(stored.variants[name].key)])) as Record<ImageSize, string>,
    width: stored.width,
    height: stored.height,
    sizes: Object.fromEntries(names.map((name) => [name, { width: stored.variants[name].width, height: stored.variants[name].height }])) as Record<ImageSize, { width: number; height: number }>,
  };
}
