/**
 * The Node image processor: sharp (libvips) decodes JPEG, PNG and WebP; HEIC, which the prebuilt
 * sharp cannot decode (its libheif has no HEVC decoder), is decoded to pixels by heic-decode
 * (libheif compiled to WebAssembly) first. Every size is re-encoded from pixels, so no metadata
 * block of the upload survives. sharp is loaded on the first upload, not at start-up.
 */
import type { Sharp, SharpOptions } from 'sharp';
import { type CheckedImage, ImageDecodeError, type ImageProcessor, MAX_IMAGE_PIXELS, type RenderedImage, type RenderRequest } from './image-intake.ts';
import type { PhotoType } from './image-format.ts';

/** WebP quality for photos: visually clean at a third of JPEG-90's size. */
const WEBP_QUALITY = 82;
/** JPEG quality of the full-size copy people download: close to the phone's own. */
const JPEG_QUALITY = 90;
/** Photos decoded at once: each can take a few hundred MB and all the cores, so the rest wait their turn. */
const MAX_CONCURRENT = 2;

type SharpModule = typeof import('sharp');
let sharpModule: Promise<SharpModule> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => ((module as { default?: SharpModule }).default ?? module) as SharpModule));

export class SharpImageProcessor implements ImageProcessor {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  accepts(_type: PhotoType): boolean {
    return true;
  }

  refusal(): string {
    return 'This photo type is not supported.';
  }

  async render(image: CheckedImage, requests: readonly RenderRequest[]): Promise<RenderedImage[]> {
    await this.turn();
    try {
      const sharp = await loadSharp();
      const source = await this.source(sharp, image);
      const outputs: RenderedImage[] = [];
      for (const { longestSide: side, format } of requests) {
        const resized = source.clone().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
        const encoded = format === 'jpeg' ? resized.jpeg({ quality: JPEG_QUALITY }) : resized.webp({ quality: WEBP_QUALITY });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch((error: unknown) => {
          throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
        });
        outputs.push({ bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height });
      }
      return outputs;
    } finally {
      this.release();
    }
  }

  /**
   * The decoder's input, upright. `failOn: 'truncated'` refuses a cut-off file rather than padding
   * it with grey; `limitInputPixels` is sharp's own bomb guard behind image-intake.ts's header check.
   */
  private async source(sharp: SharpModule, image: CheckedImage): Promise<Sharp> {
    const options: SharpOptions = { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true };
    if (image.type !== 'heic') return sharp(image.bytes, options);
    const pixels = await decodeHeic(image.bytes);
    return sharp(pixels.data, { ...options, raw: { width: pixels.width, height: pixels.height, channels: 4 } });
  }

  private async turn(): Promise<void> {
    if (this.running < MAX_CONCURRENT) {
      this.running++;
      return;
    }
    // release() hands its place straight to the next one waiting.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/**
 * HEIC to RGBA pixels, with the HEIF rotation and mirroring applied by libheif. The size the
 * decoder reports is checked again before it allocates the pixels.
 */
async function decodeHeic(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { default: decode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
  }
  try {
    const primary = images[0];
    if (!primary || primary.width * primary.height > MAX_IMAGE_PIXELS || primary.width < 1 || primary.height < 1) {
      throw new ImageDecodeError('HEIC image missing or too large');
    }
    const decoded = await primary.decode().catch((error: unknown) => {
      throw new ImageDecodeError(error instanceof Error ? error.message : String(error));
    });
    // A view of the decoder's pixels (a Uint8ClampedArray), not a copy: they can be 200 MB.
    const data = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return { width: decoded.width, height: decoded.height, data };
  } finally {
    images.dispose();
  }
}
