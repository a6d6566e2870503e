/**
 * What happens to a finished album upload, judged by its bytes alone: a photo becomes a thumbnail
 * and a display size (WebP) and a full-size JPEG to download — re-encoded from pixels, upright, no
 * metadata (GPS included) — and the upload itself is deleted; a video keeps its bytes with every
 * location item in its `moov` blanked (same length, so the file stays valid), copied to its final
 * key as a stream when something had to be blanked. Anything else is refused with a 4xx and
 * nothing of it stays. See docs/decisions/037-event-albums.md.
 */
import { ACCEPTED_MEDIA_TEXT, type AlbumMediaKind, oversizeMessage } from '#core/domain/albums/album.rules.ts';
import { blankVideoLocation } from '#core/domain/media/video-location.rules.ts';
import { locateTopLevelBoxes, readVideoInfo, sniffVideo, VideoContainerError, type VideoFormat } from '#core/domain/media/video-container.rules.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { BlobStore } from '../../services/blob-store/blob-store.ts';
import { sniffImageType } from '../../services/images/image-format.ts';
import { checkImageBytes, ImageDecodeError, type ImageProcessor, verifiedOutput } from '../../services/images/image-intake.ts';

/** Longest sides of the two WebP sizes the pages show. */
export const THUMB_SIDE = 400;
export const DISPLAY_SIDE = 2000;
/** "No limit" for the full-size copy: the header check already caps a photo at 50 megapixels. */
const FULL_SIZE = 100_000;

export interface IntakenMedia {
  kind: AlbumMediaKind;
  contentType: string;
  /** The kept file (full-size JPEG, or the blanked video) and the name it downloads under. */
  originalKey: string;
  originalName: string;
  thumbKey: string | null;
  displayKey: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export const NOT_MEDIA_MESSAGE = `This file is not a photo or a video we can take. You can share ${ACCEPTED_MEDIA_TEXT}.`;

/**
 * Turns the finished upload at `file.key` into the album's copies under `albums/<itemId>/`.
 * On any failure what was written here is deleted (the upload's own blob is the caller's).
 */
export async function intakeAlbumUpload(
  deps: { blobs: BlobStore; images: ImageProcessor | undefined },
  file: { key: string; size: number },
  itemId: string,
  uploadName: string,
): Promise<IntakenMedia> {
  const head = await readRange(deps.blobs, file.key, 0, Math.min(file.size, 4096));
  const video = sniffVideo(head);
  if (video) return intakeVideo(deps.blobs, file, itemId, uploadName, video);
  const type = sniffImageType(head);
  if (type === 'jpeg' || type === 'png' || type === 'webp' || type === 'heic') return intakePhoto(deps, file, itemId, uploadName);
  throw new ApiError(400, NOT_MEDIA_MESSAGE);
}

async function intakePhoto(deps: { blobs: BlobStore; images: ImageProcessor | undefined }, file: { key: string; size: number }, itemId: string, uploadName: string): Promise<IntakenMedia> {
  const tooLarge = oversizeMessage('photo', file.size);
  if (tooLarge) throw new ApiError(413, tooLarge);
  if (!deps.images) throw new ApiError(503, 'Photo uploads are not set up on this server yet.');
  const bytes = await readRange(deps.blobs, file.key, 0, file.size);
  const checked = checkImageBytes(bytes, deps.images);
  let rendered;
  try {
    rendered = await deps.images.render(checked, [
      { longestSide: THUMB_SIDE, format: 'webp' },
      { longestSide: DISPLAY_SIDE, format: 'webp' },
      { longestSide: FULL_SIZE, format: 'jpeg' },
    ]);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new ApiError(400, error.personMessage);
    throw error;
  }
  const thumb = verifiedOutput(rendered[0]!, THUMB_SIDE, 'webp');
  const display = verifiedOutput(rendered[1]!, DISPLAY_SIDE, 'webp');
  const full = verifiedOutput(rendered[2]!, FULL_SIZE, 'jpeg');
  const keys = { thumb: `albums/${itemId}/thumb.webp`, display: `albums/${itemId}/display.webp`, original: `albums/${itemId}/photo.jpg` };
  await writeAll(deps.blobs, [
    [keys.thumb, thumb.bytes, 'image/webp'],
    [keys.display, display.bytes, 'image/webp'],
    [keys.original, full.bytes, 'image/jpeg'],
  ]);
  return {
    kind: 'photo',
    contentType: 'image/jpeg',
    originalKey: keys.original,
    originalName: withExtension(uploadName, '.jpg', /\.(jpe?g)$/i),
    thumbKey: keys.thumb,
    displayKey: keys.display,
    width: full.width,
    height: full.height,
    durationMs: null,
  };
}

async function intakeVideo(blobs: BlobStore, file: { key: string; size: number }, itemId: string, uploadName: string, format: VideoFormat): Promise<IntakenMedia> {
  const tooLarge = oversizeMessage('video', file.size);
  if (tooLarge) throw new ApiError(413, tooLarge);
  const contentType = format === 'mov' ? 'video/quicktime' : 'video/mp4';
  try {
    const layout = await locateTopLevelBoxes(file.size, (offset, length) => readRange(blobs, file.key, offset, length));
    // Location can sit in the moov or in a top-level udta/meta: each is read and blanked in place.
    const patches: { offset: number; bytes: Uint8Array }[] = [];
    let info: ReturnType<typeof readVideoInfo> | undefined;
    for (const box of layout.boxes) {
      if (box.type !== 'moov' && box.type !== 'udta' && box.type !== 'meta') continue;
      const bytes = await readRange(blobs, file.key, box.start, box.size);
      if (box.type === 'moov') info = readVideoInfo(bytes);
      const blanked = blankVideoLocation(bytes);
      if (blanked.removed.length > 0) patches.push({ offset: box.start, bytes: blanked.bytes });
    }
    const extension = format === 'mov' ? '.mov' : '.mp4';
    let originalKey = file.key;
    if (patches.length > 0) {
      originalKey = `albums/${itemId}/video${extension}`;
      const source = await blobs.get(file.key);
      if (!source) throw new Error(`The finished upload ${file.key} is missing`);
      await blobs.putStream(originalKey, source.body.pipeThrough(patchedStream(patches)), { contentType, size: file.size });
    }
    return {
      kind: 'video',
      contentType,
      originalKey,
      originalName: withExtension(uploadName, extension, /\.(mp4|m4v|mov|qt)$/i),
      thumbKey: null,
      displayKey: null,
      width: info ? info.displayWidth : null,
      height: info ? info.displayHeight : null,
      durationMs: info ? Math.round(info.durationSeconds * 1000) : null,
    };
  } catch (error) {
    if (error instanceof VideoContainerError) throw new ApiError(400, error.message);
    throw error;
  }
}

/** The bytes flowing through with each patch written over its range (same length: offsets stay valid). */
export function patchedStream(patches: readonly { offset: number; bytes: Uint8Array }[]): TransformStream<Uint8Array, Uint8Array> {
  let position = 0;
  return new TransformStream({
    transform(chunk, controller) {
      const start = position;
      const end = start + chunk.byteLength;
      position = end;
      let out = chunk;
      for (const patch of patches) {
        const from = Math.max(start, patch.offset);
        const to = Math.min(end, patch.offset + patch.bytes.byteLength);
        if (from >= to) continue;
        if (out === chunk) out = chunk.slice();
        out.set(patch.bytes.subarray(from - patch.offset, to - patch.offset), from - start);
      }
      controller.enqueue(out);
    },
  });
}

async function readRange(blobs: BlobStore, key: string, offset: number, length: number): Promise<Uint8Array> {
  const blob = await blobs.get(key, { range: { offset, length } });
  if (!blob) throw new Error(`The finished upload ${key} is missing`);
  return new Uint8Array(await new Response(blob.body).arrayBuffer());
}

async function writeAll(blobs: BlobStore, files: [string, Uint8Array, string][]): Promise<void> {
  const written: string[] = [];
  try {
    for (const [key, bytes, contentType] of files) {
      await blobs.put(key, bytes, { contentType });
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => blobs.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** The upload's name with the kept file's extension ("IMG_0001.HEIC" → "IMG_0001.jpg"), at most 200 characters. */
export function withExtension(name: string, extension: string, keeps: RegExp): string {
  const base = name.trim().slice(0, 190) || 'upload';
  if (keeps.test(base)) return base;
  return `${base.replace(/\.[A-Za-z0-9]{1,5}$/, '')}${extension}`;
}
