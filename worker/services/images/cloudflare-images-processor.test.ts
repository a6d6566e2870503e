/**
 * The Workers processor's own logic (which transforms it asks for, how it treats HEIC, what it
 * checks in the answer) against a binding that decodes HEIC the way Cloudflare's does since July
 * 2025. Miniflare's local binding cannot decode HEIC (no HEVC in its sharp), so the workerd test
 * can only prove the refusal there; this stand-in speaks the binding's interface with sharp and
 * libheif (heic-decode) behind it, the same decoders the Node processor uses.
 */
import type { ImagesBinding, ImageOutputOptions, ImageTransform } from '@cloudflare/workers-types/latest';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifIn, fixture } from './fixtures/image-fixtures.ts';
import { CloudflareImagesProcessor, HEIC_NOT_CONVERTED } from './cloudflare-images-processor.ts';
import { readImageHeader, sniffImageType } from './image-format.ts';
import { checkImageBytes, ImageDecodeError, verifiedOutput } from './image-intake.ts';

interface BindingCall {
  inputType: string;
  transforms: ImageTransform[];
  format: string;
}

/** An Images binding with HEIC decoding (`decodesHeic: false` behaves like miniflare's local one). */
function standInBinding(options: { decodesHeic: boolean }): { binding: ImagesBinding; calls: BindingCall[] } {
  const calls: BindingCall[] = [];
  const binding = {
    info: () => Promise.reject(new Error('not used')),
    input(stream: ReadableStream<Uint8Array>) {
      const transforms: ImageTransform[] = [];
      const chain = {
        transform(transform: ImageTransform) {
          transforms.push(transform);
          return chain;
        },
        async output(output: ImageOutputOptions) {
          const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
          const inputType = sniffImageType(bytes);
          calls.push({ inputType, transforms, format: output.format });
          let image: sharp.Sharp;
          if (inputType === 'heic') {
            if (!options.decodesHeic) throw new Error('IMAGES_TRANSFORM_ERROR 9412: unsupported image format');
            const decoded = await decodeHeic({ buffer: bytes });
            image = sharp(Buffer.from(decoded.data.buffer), { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
          } else {
            image = sharp(bytes, { failOn: 'truncated' });
          }
          for (const transform of transforms) {
            if (transform.rotate) image = image.rotate(transform.rotate);
            if (transform.width || transform.height) {
              image = image.resize({ width: transform.width, height: transform.height, fit: transform.fit === 'scale-down' ? 'inside' : 'cover', withoutEnlargement: transform.fit === 'scale-down' });
            }
          }
          const encoded = new Uint8Array(output.format === 'image/jpeg' ? await image.jpeg({ quality: output.quality }).toBuffer() : await image.webp({ quality: output.quality }).toBuffer());
          return { image: () => new Response(encoded).body!, response: () => new Response(encoded), contentType: () => output.format };
        },
      };
      return chain;
    },
  };
  return { binding: binding as unknown as ImagesBinding, calls };
}

describe('the Workers processor with a binding that decodes HEIC', () => {
  it('converts an iPhone HEIC to upright JPEG and WebP sizes without its GPS', async () => {
    const { binding, calls } = standInBinding({ decodesHeic: true });
    const processor = new CloudflareImagesProcessor(binding);
    const heic = fixture('iphone-gps.heic');
    expect(await exifIn(heic)).toMatchObject({ latitude: expect.any(Number) });

    const checked = checkImageBytes(heic, processor);
    const [thumb, full] = await processor.render(checked, [
      { longestSide: 400, format: 'webp' },
      { longestSide: 100_000, format: 'jpeg' },
    ]);
    const smallWebp = verifiedOutput(thumb!, 400, 'webp');
    const fullJpeg = verifiedOutput(full!, 100_000, 'jpeg');
    expect(Math.max(smallWebp.width, smallWebp.height)).toBe(400);
    expect(readImageHeader(fullJpeg.bytes, 'jpeg')).toMatchObject({ width: checked.header.width, height: checked.header.height });
    expect(await exifIn(fullJpeg.bytes)).toBeNull();
    expect(await exifIn(smallWebp.bytes)).toBeNull();

    // HEIF's rotation is the decoder's to apply, so the size is a box to fit in, never one side.
    expect(calls.map((call) => call.inputType)).toEqual(['heic', 'heic']);
    expect(calls[0]!.transforms).toEqual([{ width: 400, height: 400, fit: 'scale-down' }]);
  });

  it('keeps turning JPEGs by their EXIF orientation with one side given', async () => {
    const { binding, calls } = standInBinding({ decodesHeic: true });
    const processor = new CloudflareImagesProcessor(binding);
    const checked = checkImageBytes(fixture('phone-rotated-gps.jpg'), processor);
    const [small] = await processor.render(checked, [{ longestSide: 40, format: 'webp' }]);
    verifiedOutput(small!, 40, 'webp');
    expect(calls[0]!.transforms).toHaveLength(1);
    expect(calls[0]!.transforms[0]!.fit).toBeUndefined();
  });

  it('says what to do instead when the binding cannot convert a HEIC (the local one)', async () => {
    const { binding } = standInBinding({ decodesHeic: false });
    const processor = new CloudflareImagesProcessor(binding);
    const checked = checkImageBytes(fixture('iphone-gps.heic'), processor);
    const failure = await processor.render(checked, [{ longestSide: 400, format: 'webp' }]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageDecodeError);
    expect((failure as ImageDecodeError).personMessage).toBe(HEIC_NOT_CONVERTED);
  });

  it('still calls a damaged JPEG damaged', async () => {
    const { binding } = standInBinding({ decodesHeic: true });
    const processor = new CloudflareImagesProcessor(binding);
    const checked = checkImageBytes(fixture('truncated.jpg'), processor);
    const failure = await processor.render(checked, [{ longestSide: 400, format: 'webp' }]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageDecodeError);
    expect((failure as ImageDecodeError).personMessage).toMatch(/damaged or incomplete/);
  });
});
