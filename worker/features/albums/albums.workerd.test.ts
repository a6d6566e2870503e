/**
 * The album through the real Workers entry on libSQL over HTTP (sqld), its files in miniflare's
 * local R2 and photos through its local Images binding. Fixtures arrive as data: URLs (`?inline`).
 */
import { describe, expect, it } from 'vitest';
import movUrl from '#core/domain/media/fixtures/iphone-gps-keys.mov?inline';
import { jpegHasMetadata, sniffImageType } from '../../services/images/image-format.ts';
import rotatedUrl from '../../services/images/fixtures/phone-rotated-gps.jpg?inline';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

/** Occurrences of an ASCII string anywhere in a file. */
function occurrences(haystack: Uint8Array, needle: string): number {
  const text = new TextDecoder('latin1').decode(haystack);
  return text.split(needle).length - 1;
}

describe('albums inside workerd', () => {
  it('a host sets the album to drop-only, makes the upload link, a guest registers a name through it, and a replaced link stops', async () => {
    const address = uniqueAddress();
    const host = await call('POST', '/api/email-auth/register', { address, json: { name: 'Hana Host', email: uniqueEmail('album-host'), password: 'lantern-harbour-violet-42' } });
    expect(host.status).toBe(201);
    const token: string = host.data.token;
    const created = await call('POST', '/api/events', { token, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' } });
    expect(created.status).toBe(201);
    const eventId: string = created.data.event.id;

    const settings = await call('PATCH', `/api/events/${eventId}/album`, { token, json: { visibility: 'hosts_until_reveal', revealAt: '2027-06-05T19:00', requireApproval: true } });
    expect(settings.status).toBe(200);
    expect(settings.data.album).toMatchObject({ visibility: 'hosts_until_reveal', revealAt: '2027-06-05T19:00', revealed: false, requireApproval: true });

    const link: string = (await call('POST', `/api/events/${eventId}/album/portal-link`, { token })).data.album.portalLink;
    const portalToken = link.split('/upload/')[1]!;
    const portal = await call('GET', `/api/upload-portal/${portalToken}`);
    expect(portal.status).toBe(200);
    expect(portal.data.portal).toMatchObject({ event: { title: 'Maya turns 7' }, revealed: false, requireApproval: true });
    const uploader = await call('POST', `/api/upload-portal/${portalToken}/uploaders`, { address, json: { name: 'Gus' } });
    expect(uploader.status).toBe(201);
    expect(uploader.data.uploaderKey).toMatch(/^[\w-]{43}$/);

    expect((await call('POST', `/api/events/${eventId}/album/portal-link`, { token })).status).toBe(200);
    expect((await call('GET', `/api/upload-portal/${portalToken}`)).status).toBe(404);
  });
});

describe('album uploads inside workerd', () => {
  const TUS = { 'tus-resumable': '1.0.0' };
  const b64 = (text: string) => btoa(text);
  const bytesOf = async (dataUrl: string) => new Uint8Array(await (await fetch(dataUrl)).arrayBuffer());

  async function raw(method: string, path: string, headers: Record<string, string>, body?: Uint8Array) {
    const { exports } = await import('cloudflare:workers');
    const response = await exports.default.fetch(`https://cakeday.test${path}`, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  async function tusUpload(bytes: Uint8Array, headers: Record<string, string>, filename: string, filetype: string) {
    const created = await raw('POST', '/api/album-uploads', {
      ...TUS,
      ...headers,
      'upload-length': String(bytes.byteLength),
      'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}`,
    });
    expect(created.status).toBe(201);
    const finished = await raw('PATCH', created.headers.get('location')!, { ...TUS, ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, bytes);
    return { status: finished.status, data: JSON.parse(new TextDecoder().decode(finished.bytes)) };
  }

  it('a guest on the portal uploads a photo and a video into R2; the gallery serves them, the video with ranges and no location', async () => {
    const address = uniqueAddress();
    const host = await call('POST', '/api/email-auth/register', { address, json: { name: 'Hana Host', email: uniqueEmail('album-r2'), password: 'lantern-harbour-violet-42' } });
    const token: string = host.data.token;
    const created = await call('POST', '/api/events', { token, json: { title: 'R2 party', timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' } });
    const { id: eventId, slug } = created.data.event;
    const link: string = (await call('POST', `/api/events/${eventId}/album/portal-link`, { token })).data.album.portalLink;
    const portalToken = link.split('/upload/')[1]!;
    const uploaderKey: string = (await call('POST', `/api/upload-portal/${portalToken}/uploaders`, { address, json: { name: 'Gus' } })).data.uploaderKey;
    const gus = { 'x-upload-portal': portalToken, 'x-uploader-key': uploaderKey, 'cf-connecting-ip': address };

    const photo = await tusUpload(await bytesOf(rotatedUrl), gus, 'IMG_1.jpg', 'image/jpeg');
    expect(photo.status).toBe(200);
    expect(photo.data.item).toMatchObject({ kind: 'photo', uploaderName: 'Gus', originalName: 'IMG_1.jpg' });
    const original = await bytesOf(movUrl);
    const video = await tusUpload(original, gus, 'IMG_2.MOV', 'video/quicktime');
    expect(video.status).toBe(200);
    expect(video.data.item).toMatchObject({ kind: 'video', bytes: original.byteLength });

    const gallery = await call('GET', `/api/gallery/${slug}`, { headers: gus });
    expect(gallery.status).toBe(200);
    expect(gallery.data.items.map((item: { kind: string }) => item.kind)).toEqual(['video', 'photo']);
    const download = await raw('GET', photo.data.item.urls.download, {});
    expect(download.status).toBe(200);
    expect(sniffImageType(download.bytes)).toBe('jpeg');
    expect(jpegHasMetadata(download.bytes)).toBe(false);
    const kept = await raw('GET', video.data.item.urls.video, {});
    expect(kept.bytes.byteLength).toBe(original.byteLength);
    expect(occurrences(original, '+37.7749')).toBeGreaterThan(0);
    expect(occurrences(kept.bytes, '+37.7749')).toBe(0);
    const range = await raw('GET', video.data.item.urls.video, { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.bytes).toEqual(kept.bytes.slice(0, 100));
  });
});
