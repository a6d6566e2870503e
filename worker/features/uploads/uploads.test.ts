import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUploadOwnedBy } from '../../db/uploads.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { colourName, exifIn, fixture, type FixtureName, metadataBlocks, pixelAt } from '../../services/images/fixtures/image-fixtures.ts';
import { webpHasMetadata } from '../../services/images/image-format.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { IMAGE_UPLOADS_PER_HOUR } from '../../services/images/member-images.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

let addressCounter = 0;
async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${++addressCounter}` },
  });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string };
}

/** POSTs raw bytes as the photo, the way the platform's upload does (fetch with the File as body). */
async function upload(bytes: Uint8Array | ReadableStream<Uint8Array>, init: { token?: string; contentType?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'image/jpeg', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await t.app.request('http://127.0.0.1/api/uploads/images', { method: 'POST', headers, body: bytes as BodyInit, duplex: 'half' } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, data: text ? JSON.parse(text) : undefined };
}

async function media(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await t.app.request(`http://127.0.0.1${path}`, { method, headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Every file the blob store wrote. */
function storedFiles(): string[] {
  if (!existsSync(t.blobDir)) return [];
  return readdirSync(t.blobDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function uploadRowCount(): Promise<number> {
  const result = await t.client.execute('SELECT count(*) AS n FROM uploads');
  return Number(result.rows[0]!.n);
}

describe('POST /api/uploads/images with real photos', () => {
  it('stores a sideways phone JPEG upright, in three sizes, with its GPS position and camera gone', async () => {
    const ann = await member('Ann');
    const source = fixture('phone-rotated-gps.jpg');
    // The source really carries what must not be published.
    expect((await exifIn(source))?.latitude).toBeCloseTo(51.5129, 3);

    const response = await upload(source, { token: ann.token });
    expect(response.status).toBe(201);
    const { id, urls, width, height, sizes } = response.data;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // Stored 640×480 with orientation 6: served upright, 480×640, never enlarged.
    expect({ width, height }).toEqual({ width: 480, height: 640 });
    expect(sizes).toEqual({ small: { width: 300, height: 400 }, medium: { width: 480, height: 640 }, large: { width: 480, height: 640 } });
    expect(urls.small).toBe(`/media/images/${id}/small.webp`);
    expect(urls.medium).toBe(`/media/images/${id}/medium.webp`);
    // The photo is smaller than the large size: the same file serves both.
    expect(urls.large).toBe(urls.medium);

    for (const url of new Set<string>(Object.values(urls))) {
      const served = await media(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
      expect(served.headers.get('content-length')).toBe(String(served.bytes.byteLength));
      // No EXIF, XMP or IPTC block at all (exifr finds no TIFF header; libvips sees none).
      expect(await exifIn(served.bytes)).toBeNull();
      expect(webpHasMetadata(served.bytes)).toBe(false);
      const blocks = await metadataBlocks(served.bytes);
      expect(blocks).toMatchObject({ format: 'webp', exif: undefined, xmp: undefined, iptc: undefined });
      expect(new TextDecoder('latin1').decode(served.bytes)).not.toMatch(/Cakeday Test Phone|GPS|Exif/);
      // The stored left half (red) is now on top: the EXIF turn was applied to the pixels.
      expect(colourName(await pixelAt(served.bytes, Math.floor(blocks.width! / 2), 5))).toBe('red');
      expect(colourName(await pixelAt(served.bytes, Math.floor(blocks.width! / 2), blocks.height! - 5))).toBe('blue');
      expect(blocks.orientation ?? 1).toBe(1);
    }

    // Recorded as Ann's, and only Ann's.
    const cel = await member('Cel');
    expect(await findUploadOwnedBy(t.db, id, ann.id)).toMatchObject({ id, ownerId: ann.id, kind: 'image', sourceType: 'jpeg', sourceBytes: source.byteLength, width: 480, height: 640 });
    expect(await findUploadOwnedBy(t.db, id, cel.id)).toBeNull();
    expect(await findUploadOwnedBy(t.db, 'nope', ann.id)).toBeNull();
  });

  it.each([
    ['gps.webp', 'webp', { width: 320, height: 240 }],
    ['transparent.png', 'png', { width: 300, height: 200 }],
    ['iphone-gps.heic', 'heic', { width: 640, height: 480 }],
  ] as const)('takes %s, re-encoded as WebP without metadata', async (name, sourceType, size) => {
    const ann = await member('Ann');
    const source = fixture(name as FixtureName);
    if (name !== 'transparent.png') expect((await exifIn(source))?.latitude).toBeCloseTo(51.5129, 3);
    // The Content-Type says JPEG for all of them: it is not what decides.
    const response = await upload(source, { token: ann.token, contentType: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect({ width: response.data.width, height: response.data.height }).toEqual(size);
    expect(response.data.sizes.small.width).toBeLessThanOrEqual(400);
    expect((await findUploadOwnedBy(t.db, response.data.id, ann.id))?.sourceType).toBe(sourceType);
    for (const url of Object.values<string>(response.data.urls)) {
      const served = await media(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await exifIn(served.bytes)).toBeNull();
      expect(await metadataBlocks(served.bytes)).toMatchObject({ format: 'webp', exif: undefined, xmp: undefined });
    }
    if (name === 'transparent.png') {
      const served = await media(response.data.urls.large);
      expect((await metadataBlocks(served.bytes)).format).toBe('webp');
    }
  });
});

describe('POST /api/uploads/images refusals', () => {
  it('refuses what is not a photo, whatever its name and Content-Type, with a message a person understands, and stores nothing', async () => {
    const ann = await member('Ann');
    const cases: [FixtureName | 'empty', string, RegExp][] = [
      ['drawing-named.jpg', 'image/jpeg', /SVG drawing, not a photo.*JPEG, PNG, WebP or HEIC/],
      ['drawing-named.jpg', 'image/svg+xml', /SVG drawing/],
      ['page-named.jpg', 'image/jpeg', /web page, not a photo/],
      ['document-named.png', 'image/png', /PDF document, not a photo/],
      ['animation.gif', 'image/gif', /GIF images are not supported/],
      ['truncated.jpg', 'image/jpeg', /damaged or incomplete/],
      ['bomb.png', 'image/png', /too large to process: 12000 × 12000 pixels \(144 megapixels\).*at most 50 megapixels/],
      ['empty', 'image/jpeg', /upload was empty/],
    ];
    for (const [name, contentType, message] of cases) {
      const bytes = name === 'empty' ? new Uint8Array(0) : fixture(name);
      const response = await upload(bytes, { token: ann.token, contentType });
      expect(response.status, name).toBe(400);
      expect(response.data.error, name).toMatch(message);
    }
    expect(storedFiles()).toEqual([]);
    expect(await uploadRowCount()).toBe(0);
  });

  it('answers 413 over 15 MB, declared or streamed, before reading it all, and stores nothing', async () => {
    const ann = await member('Ann');
    const declared = await upload(new Uint8Array(16), { token: ann.token, headers: { 'content-length': String(16 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    expect(declared.data.error).toBe('This photo is larger than 15 MB. Please choose a smaller one, or export it at a lower size first.');

    // A JPEG-looking stream without a length: given up at the cap, not read to its end.
    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024);
    chunk.set([0xff, 0xd8, 0xff, 0xe0]);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await upload(stream, { token: ann.token });
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(20 * 1024 * 1024);
    expect(storedFiles()).toEqual([]);
    expect(await uploadRowCount()).toBe(0);
  });

  it('is for signed-in members only', async () => {
    const anonymous = await upload(fixture('phone-rotated-gps.jpg'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.data.error).toBe('Please sign in to continue.');
    const badToken = await upload(fixture('phone-rotated-gps.jpg'), { token: 'not-a-session' });
    expect(badToken.status).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a multipart form with a 415 that says how to send the photo', async () => {
    const ann = await member('Ann');
    const response = await upload(fixture('phone-rotated-gps.jpg'), { token: ann.token, contentType: 'multipart/form-data; boundary=x' });
    expect(response.status).toBe(415);
    expect(response.data.error).toMatch(/photo itself as the request body/);
  });

  it(`allows ${IMAGE_UPLOADS_PER_HOUR} attempts an hour per member, then 429 with Retry-After`, async () => {
    const ann = await member('Ann');
    const cel = await member('Cel');
    // Refused attempts count too: decoding is what the limit protects.
    for (let i = 0; i < IMAGE_UPLOADS_PER_HOUR; i++) expect((await upload(new Uint8Array(0), { token: ann.token })).status).toBe(400);
    const limited = await upload(fixture('transparent.png'), { token: ann.token });
    expect(limited.status).toBe(429);
    expect(limited.data.error).toMatch(/uploaded 60 photos in the last hour.*try again in 60 minutes/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not affected; and an hour later Ann may go on.
    expect((await upload(fixture('transparent.png'), { token: cel.token })).status).toBe(201);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await upload(fixture('transparent.png'), { token: ann.token })).status).toBe(201);
  });

  it('answers 503 when the server has no blob store', async () => {
    const ann = await member('Ann');
    (t.deps as AppDeps).blobs = undefined;
    const response = await upload(fixture('transparent.png'), { token: ann.token });
    expect(response.status).toBe(503);
    expect(response.data.error).toBe('Photo uploads are not set up on this server yet.');
  });
});

describe('GET /media/<key>', () => {
  it('revalidates with the ETag, answers HEAD, and 404s unknown and hostile keys', async () => {
    const ann = await member('Ann');
    const { data } = await upload(fixture('transparent.png'), { token: ann.token });
    const first = await media(data.urls.small);
    const etag = first.headers.get('etag')!;
    const again = await media(data.urls.small, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await media(data.urls.small, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');

    for (const path of [
      `/media/images/${'0'.repeat(32)}/small.webp`,
      '/media/images',
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/images/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      `/media/.meta/images/${data.id}/small.webp.json`,
      `/media/IMAGES/${data.id}/small.webp`,
      `/media/images/${data.id}/small.webp%00`,
      `/media/${'a/'.repeat(20)}b`,
    ]) {
      const response = await media(path);
      expect(response.status, path).toBe(404);
      // (URL parsing turns `%2e%2e` into `..` and resolves it: that path never reaches /media.)
      if (new URL(path, 'http://127.0.0.1').pathname.startsWith('/media/')) expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('on a real Node server', () => {
  it('takes a photo streamed from the socket and refuses an oversized one with 413', async () => {
    const ann = await member('Ann');
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const post = (body: Uint8Array) =>
        fetch(`http://127.0.0.1:${port}/api/uploads/images`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'image/jpeg' }, body: body as BodyInit });
      const ok = await post(fixture('phone-rotated-gps.jpg'));
      expect(ok.status).toBe(201);
      const answer = (await ok.json()) as { urls: { small: string } };
      const served = await fetch(`http://127.0.0.1:${port}${answer.urls.small}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await exifIn(new Uint8Array(await served.arrayBuffer()))).toBeNull();
      const tooLarge = await post(new Uint8Array(15 * 1024 * 1024 + 1));
      expect(tooLarge.status).toBe(413);
    } finally {
      server.close();
    }
  });
});
