/**
 * The photo pipeline, the same on both runtimes: check what the bytes are (image-format.ts), refuse
 * pictures too large to decode safely, have the runtime's ImageProcessor turn the photo upright and
 * re-encode it as WebP at each size the pages use (which drops every metadata block: GPS position,
 * camera, time), check the result again, and store it under new random keys in the BlobStore.
 * Runtime choices (sharp on Node, the Images binding on Workers) and why: docs/decisions/024-blob-store-and-images.md.
 */
import { ApiError } from '../../middleware/errors.ts';
import type { BlobStore } from '../blob-store/blob-store.ts';
import { hexOf } from '../tokens.ts';
import { type ImageHeader, jpegHasMetadata, type PhotoType, readImageHeader, type SniffedType, sniffImageType, stripJpegMetadata, stripWebpMetadata, webpHasMetadata } from './image-format.ts';

/** The largest upload taken, in bytes: a 48-megapixel phone photo is well under it. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have: decoding costs about 4 bytes a pixel, so 50 MP is ~200 MB. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * The sizes stored for every photo, as the longest side in pixels (never enlarged): `small` for
 * cards and lists, `medium` for a page's gallery, `large` for a full-screen view on a large display.
 */
export const IMAGE_SIZES = { small: 400, medium: 1200, large: 2000 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
const SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];

export const ACCEPTED_TYPES_TEXT = 'Please upload a photo in JPEG, PNG, WebP or HEIC format.';

/** A photo that passed the byte checks, handed to the runtime's processor. */
export interface CheckedImage {
  bytes: Uint8Array;
  type: PhotoType;
  header: ImageHeader;
}

/** What a processor writes: WebP for the pages' sizes, JPEG for a full-size copy people download. */
export type OutputFormat = 'webp' | 'jpeg';

/** One picture to make: its longest side at most this (never enlarged), in this format. */
export interface RenderRequest {
  longestSide: number;
  format: OutputFormat;
}

export interface RenderedImage {
  /** WebP bytes (JPEG when asked). */
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Decodes, turns upright and re-encodes; one per runtime (sharp-processor.node.ts, cloudflare-images-processor.ts). */
export interface ImageProcessor {
  /** The types it can decode; for the others `refusal` says what the person can do instead. */
  accepts(type: PhotoType): boolean;
  refusal(type: PhotoType): string;
  /**
   * The photo once per request (decoded once), upright (its EXIF orientation applied), without
   * metadata. Throws ImageDecodeError for bytes it cannot decode.
   */
  render(image: CheckedImage, requests: readonly RenderRequest[]): Promise<RenderedImage[]>;
}

/**
 * The bytes looked like a photo but could not be decoded (damaged, truncated, or crafted).
 * `personMessage` is what the uploader is told; a processor may say more than "damaged" when it
 * knows a likelier cause (a HEIC the runtime's decoder could not take).
 */
export class ImageDecodeError extends Error {
  constructor(
    message: string,
    readonly personMessage: string = DAMAGED_IMAGE_MESSAGE,
  ) {
    super(message);
  }
}

const TYPE_REFUSALS: Record<Exclude<SniffedType, PhotoType>, string> = {
  svg: `This file is an SVG drawing, not a photo. ${ACCEPTED_TYPES_TEXT}`,
  html: `This file is a web page, not a photo. ${ACCEPTED_TYPES_TEXT}`,
  text: `This file is text, not a photo. ${ACCEPTED_TYPES_TEXT}`,
  pdf: `This file is a PDF document, not a photo. ${ACCEPTED_TYPES_TEXT}`,
  gif: `GIF images are not supported. ${ACCEPTED_TYPES_TEXT}`,
  avif: `AVIF images are not supported yet. ${ACCEPTED_TYPES_TEXT}`,
  bmp: `BMP images are not supported. ${ACCEPTED_TYPES_TEXT}`,
  tiff: `TIFF images are not supported. ${ACCEPTED_TYPES_TEXT}`,
  zip: `This file is an archive, not a photo. ${ACCEPTED_TYPES_TEXT}`,
  unknown: `This file is not a photo we can read. ${ACCEPTED_TYPES_TEXT}`,
};

export const DAMAGED_IMAGE_MESSAGE = 'This photo could not be read: the file looks damaged or incomplete. Please try another copy of it.';

/**
 * Checks the bytes (type by signature, size from the header) and answers the photo ready for a
 * processor, or throws a 400 ApiError whose message tells the person what to do.
 */
export function checkImageBytes(bytes: Uint8Array, processor: ImageProcessor): CheckedImage {
  if (bytes.byteLength === 0) throw new ApiError(400, `The upload was empty. ${ACCEPTED_TYPES_TEXT}`);
  const type = sniffImageType(bytes);
  if (type !== 'jpeg' && type !== 'png' && type !== 'webp' && type !== 'heic') throw new ApiError(400, TYPE_REFUSALS[type]);
  if (!processor.accepts(type)) throw new ApiError(400, processor.refusal(type));
  const header = readImageHeader(bytes, type);
  if (!header) throw new ApiError(400, DAMAGED_IMAGE_MESSAGE);
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new ApiError(
      400,
      `This picture is too large to process: ${header.width} × ${header.height} pixels (${megapixels(header)} megapixels). Please upload one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
  return { bytes, type, header };
}

function megapixels(header: ImageHeader): string {
  return (Math.round((header.width * header.height) / 100_000) / 10).toString();
}

export interface StoredImage {
  id: string;
  sourceType: PhotoType;
  sourceBytes: number;
  /** The largest stored size's dimensions (upright). */
  width: number;
  height: number;
  variants: Record<ImageSize, { key: string; width: number; height: number; bytes: number }>;
}

/** A new upload id: 128 random bits as lowercase hex (a blob key's alphabet). */
export function newImageId(): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(16)));
}

/** The public path of a stored blob: GET /media/<key> (features/uploads/uploads.routes.ts). */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}

/**
 * The whole pipeline: check, render every size, check the output, store it. Nothing is stored
 * unless every size was made; a failure while storing removes what was already written.
 */
export async function intakeImage(bytes: Uint8Array, deps: { blobs: BlobStore; processor: ImageProcessor }): Promise<StoredImage> {
  const checked = checkImageBytes(bytes, deps.processor);
  let rendered: RenderedImage[];
  try {
    rendered = await deps.processor.render(
      checked,
      SIZE_NAMES.map((name) => ({ longestSide: IMAGE_SIZES[name], format: 'webp' as const })),
    );
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new ApiError(400, error.personMessage);
    throw error;
  }
  const outputs = rendered.map((image, index) => verifiedOutput(image, IMAGE_SIZES[SIZE_NAMES[index]!], 'webp'));

  const id = newImageId();
  const variants = {} as StoredImage['variants'];
  const written: string[] = [];
  try {
    // A size no smaller than the one before it (a small photo) is the same picture: stored once.
    let previous: { key: string; image: RenderedImage } | undefined;
    for (const [index, name] of SIZE_NAMES.entries()) {
      const image = outputs[index]!;
      let key: string;
      if (previous && previous.image.width === image.width && previous.image.height === image.height) {
        key = previous.key;
      } else {
        key = `images/${id}/${name}.webp`;
        await deps.blobs.put(key, image.bytes, { contentType: 'image/webp' });
        written.push(key);
      }
      variants[name] = { key, width: image.width, height: image.height, bytes: image.bytes.byteLength };
      previous = { key, image };
    }
  } catch (error) {
    await Promise.all(written.map((key) => deps.blobs.delete(key).catch(() => undefined)));
    throw error;
  }
  const largest = variants[SIZE_NAMES[SIZE_NAMES.length - 1]!];
  return { id, sourceType: checked.type, sourceBytes: bytes.byteLength, width: largest.width, height: largest.height, variants };
}

/**
 * The server's own check of what a processor made, before anything is stored: the format asked by
 * its bytes, no EXIF or XMP left (removed here if a processor kept any), and no larger than asked.
 */
export function verifiedOutput(image: RenderedImage, longestSide: number, format: OutputFormat): RenderedImage {
  if (sniffImageType(image.bytes) !== format) throw new Error(`The image processor did not produce ${format}`);
  const bytes = format === 'webp' ? stripWebpMetadata(image.bytes) : stripJpegMetadata(image.bytes);
  if (format === 'webp' ? webpHasMetadata(bytes) : jpegHasMetadata(bytes)) throw new Error('Metadata left in a processed image');
  const header = readImageHeader(bytes, format);
  if (!header || header.width !== image.width || header.height !== image.height || Math.max(header.width, header.height) > longestSide) {
    throw new Error(`The image processor answered ${header?.width}×${header?.height} for a longest side of ${longestSide}`);
  }
  return { bytes, width: header.width, height: header.height };
}

/** The size of a picture scaled so its longest side is at most `longestSide` (never enlarged). */
export function fittedSize(width: number, height: number, longestSide: number): { width: number; height: number } {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Width and height once an EXIF orientation is applied (5–8 swap them). */
export function uprightSize(header: ImageHeader): { width: number; height: number } {
  return header.orientation >= 5 ? { width: header.height, height: header.width } : { width: header.width, height: header.height };
}
