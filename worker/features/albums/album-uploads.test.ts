/**
 * Album uploads end to end on Node: the portal, a guest's link and a host's session upload over
 * tus; what is kept is proven with real readers (exifr/sharp for photos, MP4Box.js and a byte
 * search for videos); bad files leave nothing behind; the quota holds under parallel uploads.
 */
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { albumItemViewSchema } from '#core/domain/albums/album.schema.ts';
import { locationsSeenByMp4box, occurrences, readWithMp4box, videoFixture } from '#core/domain/media/fixtures/video-fixtures.ts';
import { exifIn, fixture, metadataBlocks } from '../../services/images/fixtures/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { albumParty, createUpload, fetchMedia, TUS, upload } from './album-testing.ts';
import { UPLOADS_PER_HOUR } from './album-uploads.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

/** Every file the blob store holds (recursively), outside its metadata folder. */
function storedFiles(): string[] {
  try {
    return (readdirSync(t.blobDir, { recursive: true }) as string[]).filter((path) => !path.includes('.meta') && /\.[a-z0-9]+$|[0-9a-f]{32}$/.test(path));
  } catch {
    return [];
  }
}

describe('a photo from the portal', () => {
  it('is kept as a full-size JPEG, thumbnail and display size, with no GPS in any copy, under the uploader’s name', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const sent = await upload(t, fixture('phone-rotated-gps.jpg'), gus, { filename: 'IMG_0042.JPG', filetype: 'image/jpeg' });
    expect(sent.status).toBe(200);
    const item = albumItemViewSchema.parse(sent.data.item);
    expect(item).toMatchObject({ kind: 'photo', status: 'approved', uploaderName: 'Gus', own: true, originalName: 'IMG_0042.JPG' });
    expect(await exifIn(fixture('phone-rotated-gps.jpg'))).toHaveProperty('latitude');

    const download = await fetchMedia(t, item.urls.download);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(download.headers.get('content-disposition')).toContain('IMG_0042.JPG');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    expect(await exifIn(download.bytes)).toBeNull();
    const meta = await metadataBlocks(download.bytes);
    expect(meta).toMatchObject({ format: 'jpeg', exif: undefined, xmp: undefined });
    // The fixture is stored sideways with orientation 6: the kept copy is upright (taller than wide).
    expect(meta.height!).toBeGreaterThan(meta.width!);
    for (const url of [item.urls.thumb!, item.urls.display!]) {
      const copy = await fetchMedia(t, url);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await exifIn(copy.bytes)).toBeNull();
    }
    // Nothing of the upload itself (with its GPS) stays.
    expect(storedFiles().filter((path) => path.startsWith('album-uploads'))).toEqual([]);
    expect((await t.call('GET', `/api/events/${party.event.id}/album`, { token: party.ann.token })).data.album).toMatchObject({
      storedBytes: fixture('phone-rotated-gps.jpg').byteLength,
      counts: { approved: 1, photos: 1 },
    });
  });

  it('turns a HEIC into a JPEG named after it', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const sent = await upload(t, fixture('iphone-gps.heic'), gus, { filename: 'IMG_0101.HEIC' });
    expect(sent.status).toBe(200);
    expect(sent.data.item.originalName).toBe('IMG_0101.jpg');
    const download = await fetchMedia(t, sent.data.item.urls.download);
    expect((await metadataBlocks(download.bytes)).format).toBe('jpeg');
    expect(await exifIn(download.bytes)).toBeNull();
  });
});

describe('a video', () => {
  it('keeps its bytes with the location blanked, reads its duration and size, and serves ranges', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const original = videoFixture('iphone-gps-keys.mov');
    expect(locationsSeenByMp4box(readWithMp4box(original)).length).toBeGreaterThan(0);
    const sent = await upload(t, original, nia.headers, { filename: 'IMG_0200.MOV', filetype: 'video/quicktime' });
    expect(sent.status).toBe(200);
    const item = albumItemViewSchema.parse(sent.data.item);
    expect(item).toMatchObject({ kind: 'video', uploaderName: 'Nia', originalName: 'IMG_0200.MOV', bytes: original.byteLength });
    expect(item.durationMs).toBeGreaterThan(0);
    expect(item.width).toBeGreaterThan(0);
    expect(item.urls.thumb).toBeNull();

    const kept = await fetchMedia(t, item.urls.video!);
    expect(kept.headers.get('content-type')).toBe('video/quicktime');
    expect(kept.bytes.byteLength).toBe(original.byteLength);
    expect(locationsSeenByMp4box(readWithMp4box(kept.bytes))).toEqual([]);
    expect(occurrences(original, '+37.7749')).toBeGreaterThan(0);
    expect(occurrences(kept.bytes, '+37.7749')).toBe(0);
    expect(readWithMp4box(kept.bytes).info?.duration).toBe(readWithMp4box(original).info?.duration);

    const range = await fetchMedia(t, item.urls.video!, { range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${original.byteLength}`);
    expect(range.bytes).toEqual(kept.bytes.slice(100, 200));
    expect((await fetchMedia(t, item.urls.video!, { range: `bytes=${original.byteLength}-` })).status).toBe(416);
  });
});

describe('bad files', () => {
  it('refuses a web page named .jpg, a truncated photo and an empty file, leaving nothing stored or reserved', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const page = await upload(t, fixture('page-named.jpg'), gus, { filename: 'cute.jpg', filetype: 'image/jpeg' });
    expect(page.status).toBe(400);
    expect(page.data.error).toMatch(/not a photo or a video|web page/);
    const truncated = await upload(t, fixture('truncated.jpg'), gus);
    expect(truncated.status).toBe(400);
    expect(truncated.data.error).toMatch(/damaged or incomplete/);
    expect((await createUpload(t, 0, gus)).response.status).toBe(400);
    expect(storedFiles()).toEqual([]);
    const album = (await t.call('GET', `/api/events/${party.event.id}/album`, { token: party.ann.token })).data.album;
    expect(album).toMatchObject({ storedBytes: 0, counts: { approved: 0, pending: 0, hidden: 0 } });
    // The refused uploads' reservations went with them: a full quota's worth still fits.
    expect((await createUpload(t, 1024 ** 3, gus, { filename: 'a.mp4', filetype: 'video/mp4' })).response.status).toBe(201);
    expect((await createUpload(t, 1024 ** 3, gus, { filename: 'b.mp4', filetype: 'video/mp4' })).response.status).toBe(201);
  });

  it('refuses a photo over 25 MB and a video over 1 GB before a byte is sent', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const photo = await createUpload(t, 26 * 1024 ** 2, gus, { filename: 'big.jpg', filetype: 'image/jpeg' });
    expect(photo.response.status).toBe(413);
    expect((await photo.response.json()).error).toBe('Photos can be at most 25 MB; this one is 26 MB.');
    const video = await createUpload(t, 1024 ** 3 + 1, gus, { filename: 'long.mov', filetype: 'video/quicktime' });
    expect(video.response.status).toBe(413);
  });

  it('refuses a video sent as a photo when its bytes are over the photo cap', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    // Declared a video (so the video cap applies at creation), but the bytes are a photo: judged as one.
    const sent = await upload(t, fixture('phone-rotated-gps.jpg'), gus, { filename: 'clip.mov', filetype: 'video/quicktime' });
    expect(sent.status).toBe(200);
    expect(sent.data.item.kind).toBe('photo');
  });
});

describe('the quota', () => {
  it('holds under parallel uploads: of three 1 GB videos on a 2 GB album exactly two start', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const answers = await Promise.all([1, 2, 3].map((n) => createUpload(t, 1024 ** 3, gus, { filename: `v${n}.mp4`, filetype: 'video/mp4' })));
    const statuses = answers.map((answer) => answer.response.status).sort();
    expect(statuses).toEqual([201, 201, 413]);
    const refused = answers.find((answer) => answer.response.status === 413)!;
    expect((await refused.response.json()).error).toMatch(/This album is full: the Free plan keeps 2 GB/);
  });

  it('frees an abandoned upload’s room when its day is over', async () => {
    const party = await albumParty(t);
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    expect((await createUpload(t, 2 * 1024 ** 3 - 10, gus, { filename: 'v.mp4', filetype: 'video/mp4' })).response.status).toBe(413);
    expect((await createUpload(t, 1024 ** 3, gus, { filename: 'a.mp4', filetype: 'video/mp4' })).response.status).toBe(201);
    expect((await createUpload(t, 1024 ** 3, gus, { filename: 'b.mp4', filetype: 'video/mp4' })).response.status).toBe(201);
    expect((await createUpload(t, 1000, gus)).response.status).toBe(413);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await createUpload(t, 1000, gus)).response.status).toBe(201);
  });
});

describe('who may upload', () => {
  it('needs a name on the portal, a working link, and open uploads', async () => {
    const party = await albumParty(t);
    const portalToken = await party.portal();
    expect((await createUpload(t, 100, { 'x-upload-portal': portalToken })).response.status).toBe(403);
    expect((await createUpload(t, 100, {})).response.status).toBe(401);
    expect((await createUpload(t, 100, { 'x-upload-portal': 'forged-token-forged-token-forged' })).response.status).toBe(404);
    const gus = await party.portalUploader(portalToken, 'Gus');
    await party.settings({ uploadsOpen: false });
    const closed = await createUpload(t, 100, gus);
    expect(closed.response.status).toBe(403);
    expect((await closed.response.json()).error).toBe('The hosts have closed uploads to this album.');
    // Hosts still upload to a closed album, from their session.
    const host = await upload(t, fixture('phone-rotated-gps.jpg'), { authorization: `Bearer ${party.ann.token}` }, { event: party.event.id });
    expect(host.status).toBe(200);
    expect(host.data.item).toMatchObject({ uploaderName: 'Ann', status: 'approved' });
  });

  it('stops an upload in progress the moment the portal link is replaced', async () => {
    const party = await albumParty(t);
    const portalToken = await party.portal();
    const gus = await party.portalUploader(portalToken, 'Gus');
    const { path } = await createUpload(t, 100, gus);
    expect((await t.app.request(`http://127.0.0.1${path}`, { method: 'HEAD', headers: { ...TUS, ...gus } })).status).toBe(200);
    await party.portal();
    expect((await t.app.request(`http://127.0.0.1${path}`, { method: 'HEAD', headers: { ...TUS, ...gus } })).status).toBe(404);
    // And nobody else continues someone's upload, even with its URL.
    const nia = await party.guest('Nia');
    const { path: niaPath } = await createUpload(t, 100, nia.headers);
    expect((await t.app.request(`http://127.0.0.1${niaPath}`, { method: 'HEAD', headers: { ...TUS, ...gus } })).status).toBe(404);
    expect((await t.app.request(`http://127.0.0.1${niaPath}`, { method: 'HEAD', headers: { ...TUS, ...nia.headers } })).status).toBe(200);
  });

  it('does not let a member upload to a party that is not theirs', async () => {
    const party = await albumParty(t);
    const eve = await party.register('Eve');
    const refused = await createUpload(t, 100, { authorization: `Bearer ${eve.token}` }, { event: party.event.id });
    expect(refused.response.status).toBe(404);
  });
});

describe('the upload throttle', () => {
  it('stops one person starting more than 500 uploads an hour, with the wait in words', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    // The window's count as if 500 uploads had just started (the counter is one row per key).
    await t.db.insert(rateLimits).values({ key: `album-upload:${party.event.id}:g:${nia.id}`, windowStart: t.clock.now(), count: UPLOADS_PER_HOUR });
    const refused = await createUpload(t, 100, nia.headers);
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).error).toMatch(/Please try again in/);
  });
});

describe('a member who is a guest', () => {
  it('uploads from the gallery with their session, as their guest row', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const member = await party.register('Nia');
    // Opening their link while signed in links the guest row to the account (the events feature).
    expect((await t.call('GET', `/api/public/events/${party.event.slug}`, { token: member.token, headers: nia.headers })).status).toBe(200);
    const gallery = await t.call('GET', `/api/gallery/${party.event.slug}`, { token: member.token });
    expect(gallery.data.viewer).toEqual({ role: 'guest', name: 'Nia', signedIn: true });
    const sent = await upload(t, fixture('transparent.png'), { authorization: `Bearer ${member.token}` }, { event: gallery.data.event.id });
    expect(sent.status).toBe(200);
    expect(sent.data.item).toMatchObject({ uploaderName: 'Nia', own: true });
    // The same item is theirs through their link too.
    expect((await t.call('GET', '/api/guest-upload', { headers: nia.headers })).data.items).toMatchObject([{ id: sent.data.item.id, own: true }]);
  });
});
