/**
 * Who sees, moderates, deletes and downloads what in an album (what must always hold): drop-only
 * mode leaks nobody's uploads through any route, only hosts approve, hide and download, a guest
 * deletes only their own, media URLs stop when an item is hidden or deleted, and the zip streams
 * the kept files under their upload names.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { galleryViewSchema } from '#core/domain/albums/album.schema.ts';
import { exifIn, fixture } from '../../services/images/fixtures/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { albumItemsRepo } from './album-items.repo.ts';
import { albumParty, fetchMedia, upload } from './album-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const photo = () => fixture('phone-rotated-gps.jpg');

async function gallery(slug: string, headers: Record<string, string> = {}, token?: string) {
  return t.call('GET', `/api/gallery/${slug}`, { headers, ...(token ? { token } : {}) });
}

/** The names inside a zip, from its central directory. */
function zipNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

describe('drop-only albums', () => {
  it('show each guest only their own uploads, through every route, until the reveal', async () => {
    const party = await albumParty(t);
    await party.settings({ visibility: 'hosts_until_reveal', revealAt: '2026-11-21T14:00' });
    const portalToken = await party.portal();
    const gus = await party.portalUploader(portalToken, 'Gus');
    const nia = await party.guest('Nia');
    const gusPhoto = (await upload(t, photo(), gus, { filename: 'gus.jpg' })).data.item;
    t.clock.advance(1000);
    const niaPhoto = (await upload(t, photo(), nia.headers, { filename: 'nia.jpg' })).data.item;

    const asGus = galleryViewSchema.parse((await gallery(party.event.slug, gus)).data);
    expect(asGus).toMatchObject({ revealed: false, revealAt: '2026-11-21T14:00', viewer: { role: 'uploader', name: 'Gus' } });
    expect(asGus.items.map((item) => item.id)).toEqual([gusPhoto.id]);
    expect((await gallery(party.event.slug, nia.headers)).data.items.map((item: { id: string }) => item.id)).toEqual([niaPhoto.id]);
    expect((await t.call('GET', `/api/upload-portal/${portalToken}/uploads`, { headers: gus })).data.items.map((item: { id: string }) => item.id)).toEqual([gusPhoto.id]);
    expect((await t.call('GET', '/api/guest-upload', { headers: nia.headers })).data).toMatchObject({ guestName: 'Nia', items: [{ id: niaPhoto.id, own: true }] });
    // Another's item by id: not there for them (report, delete), and Nia's own URLs do not open for Gus's kind of URL.
    expect((await t.call('POST', `/api/album-items/${niaPhoto.id}/report`, { headers: gus, json: { reason: 'x' } })).status).toBe(404);
    expect((await t.call('DELETE', `/api/album-items/${niaPhoto.id}`, { headers: gus })).status).toBe(404);
    const forgedViewerUrl = niaPhoto.urls.thumb.replace('a=o', 'a=v');
    expect((await fetchMedia(t, forgedViewerUrl)).status).toBe(404);
    // Hosts see everything.
    expect((await gallery(party.event.slug, {}, party.ann.token)).data.items).toHaveLength(2);

    t.clock.advance(2 * 60 * 60 * 1000);
    const revealed = (await gallery(party.event.slug, gus)).data;
    expect(revealed.revealed).toBe(true);
    expect(revealed.items.map((item: { id: string; own: boolean }) => [item.id, item.own])).toEqual([
      [niaPhoto.id, false],
      [gusPhoto.id, true],
    ]);
    const niaThumbForGus = revealed.items[0].urls.thumb;
    expect((await fetchMedia(t, niaThumbForGus)).status).toBe(200);
    // A viewer's URL stops when the host closes the album to guests again.
    await party.settings({ revealAt: null });
    expect((await fetchMedia(t, niaThumbForGus)).status).toBe(404);
  });

  it('turn away strangers and visitors', async () => {
    const party = await albumParty(t);
    expect((await gallery(party.event.slug)).status).toBe(403);
    const eve = await party.register('Eve');
    expect((await gallery(party.event.slug, {}, eve.token)).status).toBe(403);
    expect((await gallery('no-such-party')).status).toBe(404);
    // Another party's guest link is nobody here.
    const other = await t.call('POST', '/api/events', {
      token: eve.token,
      json: { title: 'Eve’s party', timeZone: 'Europe/London', startsAt: '2027-07-01T15:00', endsAt: '2027-07-01T18:00' },
    });
    const added = await t.call('POST', `/api/events/${other.data.event.id}/guests`, { token: eve.token, json: { name: 'Zed', email: 'zed@example.com' } });
    expect((await gallery(party.event.slug, { 'x-guest-token': new URL(added.data.link).searchParams.get('g')! })).status).toBe(403);
  });
});

describe('the approval queue and moderation', () => {
  it('keeps guests’ uploads pending until a host approves; hidden items stop serving at once', async () => {
    const party = await albumParty(t);
    await party.settings({ requireApproval: true });
    const nia = await party.guest('Nia');
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const item = (await upload(t, photo(), nia.headers)).data.item;
    expect(item.status).toBe('pending');
    expect((await gallery(party.event.slug, gus)).data.items).toEqual([]);
    expect((await gallery(party.event.slug, nia.headers)).data.items).toMatchObject([{ id: item.id, status: 'pending', own: true }]);

    const queue = await t.call('GET', `/api/events/${party.event.id}/album/items?status=pending`, { token: party.ann.token });
    expect(queue.data).toMatchObject({ items: [{ id: item.id, uploaderName: 'Nia' }], nextCursor: null });
    // Only hosts moderate: a guest's attempt is the events feature's 404.
    expect((await t.call('PATCH', `/api/events/${party.event.id}/album/items/${item.id}`, { headers: nia.headers, json: { status: 'approved' } })).status).toBe(401);
    const eve = await party.register('Eve');
    expect((await t.call('PATCH', `/api/events/${party.event.id}/album/items/${item.id}`, { token: eve.token, json: { status: 'approved' } })).status).toBe(404);
    expect((await t.call('PATCH', `/api/events/${party.event.id}/album/items/${item.id}`, { token: party.ann.token, json: { status: 'maybe' } })).status).toBe(400);

    const approved = await t.call('PATCH', `/api/events/${party.event.id}/album/items/${item.id}`, { token: party.ann.token, json: { status: 'approved' } });
    expect(approved.data.item.status).toBe('approved');
    const seen = (await gallery(party.event.slug, gus)).data.items;
    expect(seen).toMatchObject([{ id: item.id, own: false }]);
    expect((await fetchMedia(t, seen[0].urls.display)).status).toBe(200);

    await t.call('PATCH', `/api/events/${party.event.id}/album/items/${item.id}`, { token: party.ann.token, json: { status: 'hidden' } });
    expect((await fetchMedia(t, seen[0].urls.display)).status).toBe(404);
    expect((await gallery(party.event.slug, gus)).data.items).toEqual([]);
  });

  it('pages the hosts’ list newest first', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      ids.unshift((await upload(t, fixture('transparent.png'), nia.headers, { filename: `p${index}.png` })).data.item.id);
      t.clock.advance(1000);
    }
    const all = await t.call('GET', `/api/events/${party.event.id}/album/items`, { token: party.ann.token });
    expect(all.data.items.map((item: { id: string }) => item.id)).toEqual(ids);
    expect((await t.call('GET', `/api/events/${party.event.id}/album/items?cursor=nonsense`, { token: party.ann.token })).status).toBe(400);
    expect((await t.call('GET', `/api/events/${party.event.id}/album/items?status=lost`, { token: party.ann.token })).status).toBe(400);
  });
});

describe('deleting and reporting', () => {
  it('lets a guest delete only their own upload, gives its bytes back, and removes every copy', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const item = (await upload(t, photo(), nia.headers)).data.item;
    expect((await t.call('DELETE', `/api/album-items/${item.id}`, { headers: gus })).status).toBe(403);
    expect((await t.call('DELETE', `/api/album-items/${item.id}`, { headers: nia.headers })).status).toBe(204);
    expect((await fetchMedia(t, item.urls.download)).status).toBe(404);
    expect((await t.call('GET', `/api/events/${party.event.id}/album`, { token: party.ann.token })).data.album).toMatchObject({ storedBytes: 0, counts: { approved: 0 } });
    expect((await t.call('DELETE', `/api/album-items/${item.id}`, { headers: nia.headers })).status).toBe(404);
  });

  it('counts one report per person and shows the hosts who reported and why', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const item = (await upload(t, photo(), nia.headers)).data.item;
    expect((await t.call('POST', `/api/album-items/${item.id}/report`, { headers: gus, json: { reason: 'My kid is in it, please remove' } })).status).toBe(201);
    expect((await t.call('POST', `/api/album-items/${item.id}/report`, { headers: gus, json: { reason: 'again' } })).status).toBe(201);
    expect((await t.call('POST', `/api/album-items/${item.id}/report`, { headers: gus, json: { reason: '' } })).status).toBe(400);
    expect((await t.call('POST', `/api/album-items/${item.id}/report`, { headers: nia.headers, json: { reason: 'mine' } })).status).toBe(400);
    const listed = await t.call('GET', `/api/events/${party.event.id}/album/items`, { token: party.ann.token });
    expect(listed.data.items[0].reportCount).toBe(1);
    expect((await gallery(party.event.slug, gus)).data.items[0].reportCount).toBe(0);
    const reports = await t.call('GET', `/api/events/${party.event.id}/album/items/${item.id}/reports`, { token: party.ann.token });
    expect(reports.data.reports).toMatchObject([{ reporterName: 'Gus', reason: 'My kid is in it, please remove' }]);
  });
});

describe('media URLs', () => {
  it('refuse a changed signature, another item’s signature, and an expired URL', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const first = (await upload(t, photo(), nia.headers)).data.item;
    const second = (await upload(t, photo(), nia.headers)).data.item;
    expect((await fetchMedia(t, first.urls.thumb)).status).toBe(200);
    expect((await fetchMedia(t, first.urls.thumb.replace(/s=./, 's=A'))).status).toBe(404);
    expect((await fetchMedia(t, first.urls.thumb.replace(first.id, second.id))).status).toBe(404);
    expect((await fetchMedia(t, first.urls.thumb.replace('/thumb?', '/video?'))).status).toBe(404);
    t.clock.advance(3 * 60 * 60 * 1000);
    expect((await fetchMedia(t, first.urls.thumb)).status).toBe(404);
  });
});

describe('a video’s poster frame', () => {
  it('is taken once from its uploader, checked like a photo', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    const gus = await party.portalUploader(await party.portal(), 'Gus');
    const { videoFixture } = await import('#core/domain/media/fixtures/video-fixtures.ts');
    const video = (await upload(t, videoFixture('plain.mp4'), nia.headers, { filename: 'clip.mp4', filetype: 'video/mp4' })).data.item;
    const post = (headers: Record<string, string>, body: Uint8Array) =>
      t.app.request(`http://127.0.0.1/api/album-items/${video.id}/poster`, { method: 'POST', headers, body: body as Uint8Array<ArrayBuffer> });
    expect((await post(gus, photo())).status).toBe(403);
    expect((await post(nia.headers, fixture('page-named.jpg'))).status).toBe(400);
    const set = await post(nia.headers, photo());
    expect(set.status).toBe(200);
    const item = (await set.json()).item;
    expect(item.urls.thumb).not.toBeNull();
    const poster = await fetchMedia(t, item.urls.display);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    expect(await exifIn(poster.bytes)).toBeNull();
    expect((await post(nia.headers, photo())).status).toBe(409);
  });
});

describe('download everything', () => {
  it('streams a zip of the kept files under their upload names, for hosts only', async () => {
    const party = await albumParty(t);
    const nia = await party.guest('Nia');
    await upload(t, photo(), nia.headers, { filename: 'IMG_0001.JPG' });
    await upload(t, photo(), nia.headers, { filename: 'IMG_0001.JPG' });
    await upload(t, fixture('iphone-gps.heic'), nia.headers, { filename: 'IMG_0002.HEIC' });
    expect((await t.app.request(`http://127.0.0.1/api/events/${party.event.id}/album/download`, { headers: nia.headers })).status).toBe(401);
    const response = await t.app.request(`http://127.0.0.1/api/events/${party.event.id}/album/download`, { headers: { authorization: `Bearer ${party.ann.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(zipNames(bytes).sort()).toEqual(['IMG_0001 (2).JPG', 'IMG_0001.JPG', 'IMG_0002.jpg']);
    expect(await exifIn(bytes)).toBeNull();
  });
});

describe('the gallery, a page at a time', () => {
  it('pages newest first without gaps or repeats, filters videos, and refuses a forged cursor', async () => {
    const party = await albumParty(t);
    const base = t.clock.now();
    // 250 approved items written directly (uploading 250 photos would test the uploads, not paging);
    // pairs share a time so the id breaks the tie, and every tenth is a video.
    const ids: string[] = [];
    for (let index = 0; index < 250; index++) {
      const id = index.toString(16).padStart(32, '0');
      ids.push(id);
      await albumItemsRepo.insertItem(t.db, {
        id,
        eventId: party.event.id,
        kind: index % 10 === 0 ? 'video' : 'photo',
        status: 'approved',
        userId: party.ann.id,
        uploaderName: 'Ann',
        originalKey: `albums/${id}/photo.jpg`,
        originalName: `IMG_${index}.jpg`,
        contentType: 'image/jpeg',
        bytes: 1000,
        createdAt: base + Math.floor(index / 2),
      });
    }
    const newestFirst = [...ids].reverse();

    const first = galleryViewSchema.parse((await gallery(party.event.slug, {}, party.ann.token)).data);
    expect(first.items).toHaveLength(200);
    expect(first.nextCursor).toMatch(/^\d+:[0-9a-f]{32}$/);
    const second = (await t.call('GET', `/api/gallery/${party.event.slug}?cursor=${first.nextCursor}`, { token: party.ann.token })).data;
    expect(second.items).toHaveLength(50);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(newestFirst);

    const videos = (await t.call('GET', `/api/gallery/${party.event.slug}?kind=video`, { token: party.ann.token })).data;
    expect(videos.items.map((item: { id: string }) => item.id)).toEqual(newestFirst.filter((_, index) => (249 - index) % 10 === 0));
    expect(videos.nextCursor).toBeNull();

    for (const query of ['cursor=1:xyz', 'cursor=%27%20OR%201=1', 'cursor=99999999999999999:' + '0'.repeat(32), 'kind=photo%22']) {
      const refused = await t.call('GET', `/api/gallery/${party.event.slug}?${query}`, { token: party.ann.token });
      expect(refused.status, query).toBe(400);
      expect(refused.data.error).toMatch(/page link is not valid|Filter by kind/);
    }
  });

  it('pages only what a drop-only guest may see', async () => {
    const party = await albumParty(t);
    await party.settings({ visibility: 'hosts_until_reveal', revealAt: '2027-06-05T20:00' });
    const nia = await party.guest('Nia');
    const mine = (await upload(t, photo(), nia.headers, { filename: 'nia.jpg' })).data.item;
    const cursor = `${t.clock.now() + 10_000}:${'f'.repeat(32)}`;
    const paged = (await gallery(party.event.slug, nia.headers)).data;
    expect(paged).toMatchObject({ nextCursor: null, items: [{ id: mine.id }] });
    const later = await t.call('GET', `/api/gallery/${party.event.slug}?cursor=${cursor}`, { headers: nia.headers });
    expect(later.data.items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
  });
});
