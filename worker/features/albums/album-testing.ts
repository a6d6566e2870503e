/**
 * Shared set-up of the album tests: a host with a party, guests with links, the portal with a named
 * device, and uploads over the tus protocol by hand (one PATCH: the fixtures are under a part).
 */
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';

export const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export async function albumParty(t: TestApp) {
  const register = async (name: string) => {
    const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
    expect(response.status).toBe(201);
    return { token: response.data.token as string, id: response.data.user.id as string };
  };
  const ann = await register('Ann');
  const created = await t.call('POST', '/api/events', {
    token: ann.token,
    json: { title: 'Maya turns 7', celebrantName: 'Maya', timeZone: 'Europe/London', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' },
  });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };

  async function guest(name: string) {
    const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name, email: `${name.toLowerCase()}@example.com` } });
    expect(added.status).toBe(201);
    return { id: added.data.guest.id as string, headers: { 'x-guest-token': new URL(added.data.link).searchParams.get('g')! } };
  }

  async function portal() {
    const linked = await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann.token });
    expect(linked.status).toBe(200);
    return decodeURIComponent(new URL(linked.data.album.portalLink).pathname.split('/').pop()!);
  }

  /** Someone on the portal who gave their name: the headers their phone sends. */
  async function portalUploader(portalToken: string, name: string) {
    const registered = await t.call('POST', `/api/upload-portal/${portalToken}/uploaders`, { json: { name } });
    expect(registered.status).toBe(201);
    return { 'x-upload-portal': portalToken, 'x-uploader-key': registered.data.uploaderKey as string };
  }

  const settings = async (json: Record<string, unknown>) => {
    const response = await t.call('PATCH', `/api/events/${event.id}/album`, { token: ann.token, json });
    expect(response.status).toBe(200);
    return response.data.album;
  };

  return { ann, event, guest, portal, portalUploader, settings, register };
}

/** POST /api/album-uploads (creation): answers the response and the upload's path. */
export async function createUpload(t: TestApp, length: number, headers: Record<string, string>, metadata: Record<string, string> = {}) {
  const meta = Object.entries({ filename: 'photo.jpg', ...metadata })
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
  const response = await t.app.request('http://127.0.0.1/api/album-uploads', { method: 'POST', headers: { ...TUS, ...headers, 'upload-length': String(length), 'upload-metadata': meta } });
  return { response, path: response.headers.get('location') };
}

/** A whole upload in one PATCH: answers the final status and JSON body ({item} or {error}). */
export async function upload(t: TestApp, bytes: Uint8Array, headers: Record<string, string>, metadata: Record<string, string> = {}) {
  const created = await createUpload(t, bytes.byteLength, headers, metadata);
  if (created.response.status !== 201) return { status: created.response.status, data: await created.response.json() };
  const response = await t.app.request(`http://127.0.0.1${created.path}`, {
    method: 'PATCH',
    headers: { ...TUS, ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.byteLength) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await response.text();
  await t.settle();
  return { status: response.status, data: text ? JSON.parse(text) : undefined, path: created.path };
}

/** GET a media URL (relative), with optional headers; the body as bytes. */
export async function fetchMedia(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`http://127.0.0.1${url}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
