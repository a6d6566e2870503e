/**
 * Photo uploads inside workerd, through the real Workers entry: the photo goes to the IMAGES
 * binding (miniflare's local one) and into the BLOBS R2 bucket (miniflare's local one), and comes
 * back through GET /media/<key>. The fixtures arrive as data: URLs (Vite's `?inline`): workerd has
 * no access to the files.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { readImageHeader, sniffImageType, webpHasMetadata } from '../../services/images/image-format.ts';
import bombUrl from '../../services/images/fixtures/bomb.png?inline';
import drawingUrl from '../../services/images/fixtures/drawing-named.jpg?inline';
import webpUrl from '../../services/images/fixtures/gps.webp?inline';
import heicUrl from '../../services/images/fixtures/iphone-gps.heic?url&inline';
import rotatedUrl from '../../services/images/fixtures/phone-rotated-gps.jpg?inline';
import truncatedUrl from '../../services/images/fixtures/truncated.jpg?inline';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

const bytesOf = async (dataUrl: string) => new Uint8Array(await (await fetch(dataUrl)).arrayBuffer());

async function member(): Promise<string> {
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name: 'Una Uploader', email: uniqueEmail('upload'), password: 'lantern-harbour-violet-42' } });
  expect(registered.status).toBe(201);
  return registered.data.token;
}

async function upload(bytes: Uint8Array, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'image/jpeg', 'cf-connecting-ip': uniqueAddress() };
  if (token) headers.authorization = `Bearer ${token}`;
  const { exports } = await import('cloudflare:workers');
  const response = await exports.default.fetch('https://cakeday.test/api/uploads/images', { method: 'POST', headers, body: bytes });
  return { status: response.status, data: (await response.json()) as any };
}

async function media(path: string, headers: Record<string, string> = {}) {
  const { exports } = await import('cloudflare:workers');
  const response = await exports.default.fetch(`https://cakeday.test${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function storedCount(): Promise<number> {
  return (await env.BLOBS!.list({ prefix: 'images/' })).objects.length;
}

/**
 * The RGB pixels of a small PNG, decoded here (DecompressionStream inflates, then each row's PNG
 * filter is undone), so a test can look at colours without sharp.
 */
async function decodePng(png: Uint8Array): Promise<{ width: number; height: number; pixel(x: number, y: number): number[] }> {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const colourType = png[25]!;
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  expect(png[24], 'bit depth').toBe(8);
  expect(channels, 'colour type').toBeGreaterThan(0);
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = new Uint8Array(await new Response(new Blob(idat as Uint8Array<ArrayBuffer>[]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer());
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, Math.floor((left + up) / 2), paeth()][filter]!;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * channels, y * stride + x * channels + 3)] };
}

const colourName = ([r, g, b]: number[]) => (r! > 150 && g! < 100 && b! < 100 ? 'red' : b! > 150 && r! < 100 ? 'blue' : 'other');

describe('photo uploads inside workerd (Images binding, R2)', () => {
  it('stores a sideways phone JPEG upright in R2, without its GPS position, and serves it back', async () => {
    const token = await member();
    const source = await bytesOf(rotatedUrl);
    expect(new TextDecoder('latin1').decode(source)).toContain('Cakeday Test Phone');

    const uploaded = await upload(source, token);
    expect(uploaded.status).toBe(201);
    const { id, urls, width, height, sizes } = uploaded.data;
    expect({ width, height }).toEqual({ width: 480, height: 640 });
    expect(sizes).toEqual({ small: { width: 300, height: 400 }, medium: { width: 480, height: 640 }, large: { width: 480, height: 640 } });
    expect(urls.small).toBe(`/media/images/${id}/small.webp`);

    // In the bucket itself, with its type.
    const object = await env.BLOBS!.get(`images/${id}/small.webp`);
    expect(object?.httpMetadata?.contentType).toBe('image/webp');
    const stored = new Uint8Array(await object!.arrayBuffer());

    const served = await media(urls.small);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes).toEqual(stored);
    expect(sniffImageType(served.bytes)).toBe('webp');
    expect(readImageHeader(served.bytes, 'webp')).toEqual({ width: 300, height: 400, orientation: 1 });
    // No EXIF or XMP chunk, no TIFF header anywhere, no trace of the camera or the GPS tags.
    expect(webpHasMetadata(served.bytes)).toBe(false);
    const text = new TextDecoder('latin1').decode(served.bytes);
    expect(text).not.toMatch(/II\*\0|MM\0\*|Cakeday Test Phone|GPS|Exif/);

    // Upright: the stored left half (red) is on top now.
    const preview = await env
      .IMAGES!.input(new Blob([served.bytes]).stream())
      .transform({ height: 16 })
      .output({ format: 'image/png' });
    const png = await decodePng(new Uint8Array(await new Response(preview.image()).arrayBuffer()));
    expect(png.height).toBe(16);
    expect(colourName(png.pixel(Math.floor(png.width / 2), 1))).toBe('red');
    expect(colourName(png.pixel(Math.floor(png.width / 2), png.height - 2))).toBe('blue');

    const etag = served.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await media(urls.small, { 'if-none-match': etag })).status).toBe(304);
    expect((await media(`/media/images/${'0'.repeat(32)}/small.webp`)).status).toBe(404);
  });

  it('takes a WebP with GPS and stores it without', async () => {
    const token = await member();
    const uploaded = await upload(await bytesOf(webpUrl), token);
    expect(uploaded.status).toBe(201);
    const served = await media(uploaded.data.urls.large);
    expect(readImageHeader(served.bytes, 'webp')).toEqual({ width: 320, height: 240, orientation: 1 });
    expect(webpHasMetadata(served.bytes)).toBe(false);
    expect(new TextDecoder('latin1').decode(served.bytes)).not.toMatch(/II\*\0|GPS/);
  });

  it('refuses what it cannot take with a clear 400, and writes nothing to R2', async () => {
    const token = await member();
    const before = await storedCount();
    const cases: [string, RegExp][] = [
      [drawingUrl, /SVG drawing, not a photo/],
      [truncatedUrl, /damaged or incomplete/],
      [bombUrl, /too large to process: 12000 × 12000 pixels/],
      [heicUrl, /HEIC photo could not be converted.*JPEG/],
    ];
    for (const [url, message] of cases) {
      const response = await upload(await bytesOf(url), token);
      expect(response.status, url.slice(0, 40)).toBe(400);
      expect(response.data.error).toMatch(message);
    }
    expect(await upload(await bytesOf(rotatedUrl))).toMatchObject({ status: 401 });
    expect(await storedCount()).toBe(before);
  });
});
