import type { AppDeps, SessionUser } from '../../deps.ts';
import { IMAGE_SIZES, type ImageSize, mediaPath } from '../../services/images/image-intake.ts';
import { storeMemberImage } from '../../services/images/member-images.ts';

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

/** Runs the photo pipeline, records the upload as the member's, and answers where each size is. */
export async function saveImageUpload(deps: AppDeps, user: SessionUser, bytes: Uint8Array): Promise<ImageUploadAnswer> {
  const stored = await storeMemberImage(deps, user, bytes);
  const names = Object.keys(IMAGE_SIZES) as ImageSize[];
  return {
    id: stored.id,
    urls: Object.fromEntries(names.map((name) => [name, mediaPath(stored.variants[name].key)])) as Record<ImageSize, string>,
    width: stored.width,
    height: stored.height,
    sizes: Object.fromEntries(names.map((name) => [name, { width: stored.variants[name].width, height: stored.variants[name].height }])) as Record<ImageSize, { width: number; height: number }>,
  };
}
