import type { Db } from '../../db/client.ts';
import { findUploadOwnedBy } from '../../db/uploads.repo.ts';
import { ApiError } from '../../middleware/errors.ts';
import { mediaPath } from '../../services/images/image-intake.ts';

/** The size the card and the venue page show; the page may ask for the large one by id later. */
const SHOWN_SIZE = 'medium';

/**
 * The URLs of a listing's photos, in the listing's order, after checking that the owner uploaded
 * every one of them: nobody attaches another member's photo by guessing or copying its id. The
 * URLs are stored beside the ids (venues.image_urls), so the card list stays one query.
 */
export async function photoUrlsOwnedBy(db: Db, ownerId: string, photoIds: readonly string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, photoId] of photoIds.entries()) {
    const upload = await findUploadOwnedBy(db, photoId, ownerId);
    const variant = upload?.variants[SHOWN_SIZE] ?? (upload ? Object.values(upload.variants)[0] : undefined);
    if (!variant) {
      const message = 'A photo was not found among your uploads: upload it again';
      throw new ApiError(400, message, { photoIds: message, [`photoIds.${index}`]: message });
    }
    urls.push(mediaPath(variant.key));
  }
  return urls;
}
