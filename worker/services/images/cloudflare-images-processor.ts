/**
 * The Workers image processor: sharp cannot run in a Worker, so the photo is decoded, turned and
 * re-encoded as WebP by Cloudflare's Images binding (IMAGES in wrangler.toml; miniflare serves a
 * local one to the workerd tests). The server does not trust any of it blindly: image-intake.ts
 * checks the bytes and the header before, and the output's type, size and metadata after.
 * Why the binding rather than resizing in the browser: docs/decisions/024-blob-store-and-images.md.
 */
import type { ImagesBinding, ImageTransform } from '@cloudflare/workers-types/latest';
import { type PhotoType, readImageHeader, sniffImageType, withUprightJpegOrientation } from './image-format.ts';
import { type CheckedImage, fittedSize, ImageDecodeError, type ImageProcessor, type RenderedImage, type RenderRequest, uprightSize } from './image-intake.ts';

const WEBP_QUALITY = 82;
const JPEG_QUALITY = 90;

/**
 * EXIF orientation → the turn that makes the picture upright (clockwise degrees, then a mirror),
 * done as explicit transforms on a copy whose tag says 1, so the picture is turned exactly once.
 */
const ORIENTATION_TRANSFORMS: Record<number, Pick<ImageTransform, 'rotate' | 'flip'>> = {
  1: {},
  2: { flip: 'h' },
  3: { rotate: 180 },
  4: { flip: 'v' },
  5: { rotate: 90, flip: 'h' },
  6: { rotate: 90 },
  7: { rotate: 270, flip: 'h' },
  8: { rotate: 270 },
};

/** What a person is told when the binding could not convert their HEIC (damaged, or a local binding without HEVC). */
export const HEIC_NOT_CONVERTED =
  'This HEIC photo could not be converted. If it opens on your phone, please upload it as a JPEG instead: on an iPhone, choose Settings › Camera › Formats › Most Compatible, or share the photo as JPEG.';

/**
 * A HEIC's stored size (its `ispe`) is before HEIF's own rotation (irot), which the decoder
 * applies, so which side ends up longer is not known here: the picture is fitted inside a square
 * of the side instead, never enlarged ('scale-down' keeps the proportions and adds no bars).
 */
function heicResize(side: number): Pick<ImageTransform, 'width' | 'height' | 'fit'> {
  return { width: side, height: side, fit: 'scale-down' };
}

export class CloudflareImagesProcessor implements ImageProcessor {
  constructor(private readonly images: ImagesBinding) {}

  /**
   * Every photo type is sent to the binding: Cloudflare Images decodes HEIC since July 2025. The
   * local binding that `wrangler dev` and the workerd tests use cannot (its sharp has no HEVC
   * decoder); there a HEIC gets HEIC_NOT_CONVERTED, which says what the person can do instead.
   */
  accepts(_type: PhotoType): boolean {
    return true;
  }

  refusal(): string {
    return 'This photo type is not supported.';
  }

  async render(image: CheckedImage, requests: readonly RenderRequest[]): Promise<RenderedImage[]> {
    const input = image.type === 'jpeg' ? withUprightJpegOrientation(image.bytes) : image.bytes;
    const heic = image.type === 'heic';
    const turn = ORIENTATION_TRANSFORMS[image.header.orientation] ?? {};
    const upright = uprightSize(image.header);
    const outputs: RenderedImage[] = [];
    for (const { longestSide: side, format } of requests) {
      const target = fittedSize(upright.width, upright.height, side);
      // Only the longer side: the other follows the picture's proportions (asking for both would
      // letterbox in some modes), and an unchanged size means no resize, so nothing is enlarged.
      const resize = heic ? heicResize(side) : target.width === upright.width ? {} : upright.width >= upright.height ? { width: target.width } : { height: target.height };
      const transform: ImageTransform = { ...turn, ...resize };
      let bytes: Uint8Array;
      try {
        const result = await this.images
          .input(new Blob([input as Uint8Array<ArrayBuffer>]).stream() as never)
          .transform(transform)
          .output(format === 'jpeg' ? { format: 'image/jpeg', quality: JPEG_QUALITY } : { format: 'image/webp', quality: WEBP_QUALITY });
        bytes = new Uint8Array(await new Response(result.image() as unknown as ReadableStream<Uint8Array>).arrayBuffer());
      } catch (error) {
        // The binding names no difference between a photo it cannot decode and its own failure
        // that a person could act on; both are answered as "could not be read", and logged.
        console.warn('The Images binding refused a photo:', error);
        throw new ImageDecodeError(error instanceof Error ? error.message : String(error), heic ? HEIC_NOT_CONVERTED : undefined);
      }
      // A photo whose data breaks off can end the binding's answer early rather than fail it.
      const header = sniffImageType(bytes) === format ? readImageHeader(bytes, format) : null;
      if (!header) throw new ImageDecodeError(`The Images binding answered no complete ${format} image`, heic ? HEIC_NOT_CONVERTED : undefined);
      outputs.push({ bytes, width: header.width, height: header.height });
    }
    return outputs;
  }
}
