import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COVER_NOT_YOURS_MESSAGE } from '#core/domain/events/event.schema.ts';
import { eventSchema, publicEventSchema } from '#core/domain/events/event-view.schema.ts';
import { fixture } from '../../services/images/fixtures/image-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The event's cover is a photo the host uploaded (POST /api/uploads/images), stored as its /media/ URL. */
const shell = '<!doctype html><html><head><title>Cakeday</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ appShell: async () => shell, env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const party = { title: 'Maya turns 7', timeZone: 'America/Chicago', startsAt: '2026-12-05T14:00', endsAt: '2026-12-05T17:00' };

let addressCounter = 0;
async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', {
    json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' },
    headers: { 'x-test-client-address': `198.51.100.${++addressCounter}` },
  });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string, email: `${name.toLowerCase()}@example.com` };
}

/** Uploads a real JPEG the way the form does: the file itself as the body. */
async function uploadPhoto(token: string): Promise<{ id: string; urls: { small: string; medium: string; large: string } }> {
  const response = await t.app.request('http://127.0.0.1/api/uploads/images', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: fixture('phone-rotated-gps.jpg') as BodyInit,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; urls: { small: string; medium: string; large: string } };
}

async function eventRow(id: string) {
  const result = await t.client.execute({ sql: 'SELECT cover_image_url, updated_at FROM events WHERE id = ?', args: [id] });
  return { cover: result.rows[0]!.cover_image_url as string | null, updatedAt: Number(result.rows[0]!.updated_at) };
}

describe('an uploaded cover photo', () => {
  it('is set on create by its upload id and shown from /media/ on the host view, the public page, its first paint and its share preview', async () => {
    const ann = await member('Ann');
    const photo = await uploadPhoto(ann.token);
    const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, coverImageUploadId: photo.id } });
    expect(created.status).toBe(201);
    const event = eventSchema.parse(created.data.event);
    expect(event.coverImageUrl).toBe(photo.urls.medium);
    expect(event.coverImageUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/medium\.webp$/);

    const publicPage = await t.call('GET', `/api/public/events/${event.slug}`);
    expect(publicPage.status).toBe(200);
    expect(publicEventSchema.parse(publicPage.data).coverImageUrl).toBe(photo.urls.medium);

    const html = await (await t.app.request(`http://127.0.0.1/e/${event.slug}`)).text();
    expect(html).toContain(`<img src="${photo.urls.medium}"`);
    // A chat's link preview fetches the picture from elsewhere: the full address.
    expect(html).toContain(`<meta property="og:image" content="https://cakeday.test${photo.urls.medium}" />`);

    const picture = await t.app.request(`http://127.0.0.1${event.coverImageUrl}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('is set, replaced and removed on edit, and other edits keep it', async () => {
    const ann = await member('Ann');
    const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, coverImageUrl: 'https://img.example/cake.jpg' } });
    const id = created.data.event.id as string;

    const photo = await uploadPhoto(ann.token);
    const set = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUploadId: photo.id } });
    expect(set.status).toBe(200);
    expect(set.data.event.coverImageUrl).toBe(photo.urls.medium);

    // The form sends the whole event again; the stored /media/ path is not re-checked as a web address.
    const retitled = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { title: 'Maya turns seven', description: 'Cake!' } });
    expect(retitled.status).toBe(200);
    expect(retitled.data.event.coverImageUrl).toBe(photo.urls.medium);

    const activity = await t.call('GET', `/api/events/${id}/activity`, { token: ann.token });
    expect(activity.data.activity.some((entry: { details?: { fields?: string[] } }) => entry.details?.fields?.includes('coverImageUrl'))).toBe(true);

    const removed = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUploadId: null } });
    expect(removed.status).toBe(200);
    expect(removed.data.event.coverImageUrl).toBeNull();

    const linked = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUrl: 'https://img.example/balloons.jpg' } });
    expect(linked.data.event.coverImageUrl).toBe('https://img.example/balloons.jpg');
    const cleared = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUrl: null } });
    expect(cleared.data.event.coverImageUrl).toBeNull();
  });

  it("refuses another member's upload and an unknown id with a 400 and changes nothing", async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const bobsPhoto = await uploadPhoto(bob.token);

    const refusedCreate = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, coverImageUploadId: bobsPhoto.id } });
    expect(refusedCreate.status).toBe(400);
    expect(refusedCreate.data).toMatchObject({ error: COVER_NOT_YOURS_MESSAGE, fields: { coverImageUploadId: COVER_NOT_YOURS_MESSAGE } });
    expect((await t.call('GET', '/api/events', { token: ann.token })).data.hosting).toHaveLength(0);

    const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, coverImageUrl: 'https://img.example/cake.jpg' } });
    const id = created.data.event.id as string;
    const before = await eventRow(id);
    for (const coverImageUploadId of [bobsPhoto.id, 'f'.repeat(32)]) {
      const refused = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { title: 'Changed', coverImageUploadId } });
      expect(refused.status).toBe(400);
      expect(refused.data.error).toBe(COVER_NOT_YOURS_MESSAGE);
    }
    expect(await eventRow(id)).toEqual(before);
    expect((await t.call('GET', `/api/events/${id}`, { token: ann.token })).data.event.title).toBe(party.title);

    // Not an upload id at all, or both kinds of cover at once: the schema's 400.
    expect((await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUploadId: '../../etc/passwd' } })).status).toBe(400);
    const both = await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUploadId: bobsPhoto.id, coverImageUrl: 'https://img.example/a.jpg' } });
    expect(both.status).toBe(400);
    // A plain http address would not show on an https page.
    expect((await t.call('PATCH', `/api/events/${id}`, { token: ann.token, json: { coverImageUrl: 'http://img.example/a.jpg' } })).status).toBe(400);
    expect(await eventRow(id)).toEqual(before);
  });

  it("a co-host may set a photo they uploaded, not the host's", async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const created = await t.call('POST', '/api/events', { token: ann.token, json: party });
    const id = created.data.event.id as string;
    expect((await t.call('POST', `/api/events/${id}/cohosts`, { token: ann.token, json: { email: bob.email } })).status).toBe(201);
    const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(bob.email)}`);
    const token = decodeURIComponent(/cohost-invite\?token=([\w%-]+)/.exec(outbox.data.messages[0]?.body ?? '')![1]!);
    expect((await t.call('POST', '/api/cohost-invitations/accept', { token: bob.token, json: { token } })).status).toBe(200);

    const annsPhoto = await uploadPhoto(ann.token);
    const refused = await t.call('PATCH', `/api/events/${id}`, { token: bob.token, json: { coverImageUploadId: annsPhoto.id } });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe(COVER_NOT_YOURS_MESSAGE);

    const bobsPhoto = await uploadPhoto(bob.token);
    const set = await t.call('PATCH', `/api/events/${id}`, { token: bob.token, json: { coverImageUploadId: bobsPhoto.id } });
    expect(set.status).toBe(200);
    expect(set.data.event.coverImageUrl).toBe(bobsPhoto.urls.medium);
  });
});
