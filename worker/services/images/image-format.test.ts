import { describe, expect, it } from 'vitest';
import { exifIn, fixture, metadataBlocks } from './fixtures/image-fixtures.ts';
import { readImageHeader, sniffImageType, stripWebpMetadata, webpHasMetadata, withUprightJpegOrientation } from './image-format.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('the type of a file, from its bytes alone', () => {
  it('knows the real photos and the files that only pretend by their name', () => {
    expect(sniffImageType(fixture('phone-rotated-gps.jpg'))).toBe('jpeg');
    expect(sniffImageType(fixture('truncated.jpg'))).toBe('jpeg');
    expect(sniffImageType(fixture('transparent.png'))).toBe('png');
    expect(sniffImageType(fixture('bomb.png'))).toBe('png');
    expect(sniffImageType(fixture('gps.webp'))).toBe('webp');
    expect(sniffImageType(fixture('iphone-gps.heic'))).toBe('heic');
    expect(sniffImageType(fixture('drawing-named.jpg'))).toBe('svg');
    expect(sniffImageType(fixture('page-named.jpg'))).toBe('html');
    expect(sniffImageType(fixture('document-named.png'))).toBe('pdf');
    expect(sniffImageType(fixture('animation.gif'))).toBe('gif');
  });

  it('sees through a byte-order mark, leading blanks and an XML prolog, and names other signatures', () => {
    expect(sniffImageType(text('\uFEFF  \n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImageType(text('<?xml version="1.0"?><!-- hi --><svg/>'))).toBe('svg');
    expect(sniffImageType(text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><svg/>'))).toBe('svg');
    expect(sniffImageType(text('<HTML><body>hi</body></HTML>'))).toBe('html');
    expect(sniffImageType(text('<script>alert(1)</script>'))).toBe('html');
    expect(sniffImageType(text('just some words'))).toBe('text');
    expect(sniffImageType(new Uint8Array([0x42, 0x4d, 0, 0, 0, 0]))).toBe('bmp');
    expect(sniffImageType(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]))).toBe('tiff');
    expect(sniffImageType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('zip');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 0x1c, ...text('ftypavif'), 0, 0, 0, 0, ...text('avifmif1miaf')]))).toBe('avif');
    expect(sniffImageType(new Uint8Array([0, 0, 0, 0x18, ...text('ftypisom'), 0, 0, 0, 0, ...text('isommp41')]))).toBe('unknown');
    expect(sniffImageType(new Uint8Array([0x00, 0x01, 0x02, 0x03, 0xff]))).toBe('unknown');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBe('unknown');
  });
});

describe('the size of a picture, from its header', () => {
  it('reads every photo type, and the EXIF orientation of a JPEG', () => {
    expect(readImageHeader(fixture('phone-rotated-gps.jpg'), 'jpeg')).toEqual({ width: 640, height: 480, orientation: 6 });
    expect(readImageHeader(fixture('transparent.png'), 'png')).toEqual({ width: 300, height: 200, orientation: 1 });
    expect(readImageHeader(fixture('gps.webp'), 'webp')).toEqual({ width: 320, height: 240, orientation: 1 });
    expect(readImageHeader(fixture('iphone-gps.heic'), 'heic')).toEqual({ width: 640, height: 480, orientation: 1 });
    // The bomb says what it is before anything is unpacked.
    expect(readImageHeader(fixture('bomb.png'), 'png')).toEqual({ width: 12_000, height: 12_000, orientation: 1 });
  });

  it('answers null for a header that is cut off or says nothing', () => {
    const jpeg = fixture('phone-rotated-gps.jpg');
    expect(readImageHeader(jpeg.subarray(0, 20), 'jpeg')).toBeNull();
    expect(readImageHeader(fixture('transparent.png').subarray(0, 20), 'png')).toBeNull();
    expect(readImageHeader(fixture('gps.webp').subarray(0, 16), 'webp')).toBeNull();
    expect(readImageHeader(fixture('iphone-gps.heic').subarray(0, 40), 'heic')).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'jpeg')).toBeNull();
  });
});

describe('metadata handling', () => {
  it('sets a JPEG’s EXIF orientation to 1 without touching anything else', async () => {
    const original = fixture('phone-rotated-gps.jpg');
    const upright = withUprightJpegOrientation(original);
    expect(upright.byteLength).toBe(original.byteLength);
    expect(readImageHeader(upright, 'jpeg')).toEqual({ width: 640, height: 480, orientation: 1 });
    expect((await exifIn(upright))?.Orientation).toBe('Horizontal (normal)');
    expect(original[0]).toBe(0xff); // the input is copied, not changed
    expect(readImageHeader(original, 'jpeg')?.orientation).toBe(6);
    // A JPEG without an orientation comes back as it was.
    const plain = fixture('truncated.jpg');
    expect(withUprightJpegOrientation(plain)).toBe(plain);
  });

  it('removes EXIF (GPS included) from a WebP container and keeps a valid picture', async () => {
    const webp = fixture('gps.webp');
    expect(webpHasMetadata(webp)).toBe(true);
    expect((await exifIn(webp))?.latitude).toBeCloseTo(51.5129, 3);
    const stripped = stripWebpMetadata(webp);
    expect(webpHasMetadata(stripped)).toBe(false);
    expect(await exifIn(stripped)).toBeNull();
    expect(await metadataBlocks(stripped)).toMatchObject({ format: 'webp', width: 320, height: 240, exif: undefined, xmp: undefined });
    expect(readImageHeader(stripped, 'webp')).toEqual({ width: 320, height: 240, orientation: 1 });
    // Nothing to remove: the very same bytes.
    expect(stripWebpMetadata(stripped)).toBe(stripped);
  });
});
