import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { albumViewSchema, uploadPortalViewSchema } from '#core/domain/albums/album.schema.ts';
import { grantPro } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { UPLOADERS_PER_HOUR } from './albums.service.ts';

let t: TestApp;
const secret = 'test-guest-link-secret-0123456789abcdef';
beforeEach(async () => {
  t = await createTestApp({ env: { GUEST_LINK_SECRET: secret, APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string };
}

async function setup() {
  const ann = await member('Ann');
  const created = await t.call('POST', '/api/events', {
    token: ann.token,
    json: { title: 'Maya turns 7', celebrantName: 'Maya', timeZone: 'Europe/London', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' },
  });
  expect(created.status).toBe(201);
  return { ann, event: created.data.event as { id: string; slug: string } };
}

const portalTokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);

describe('the album’s settings (hosts only)', () => {
  it('starts open to guests, without approval, uploads open, no portal link, and the Free plan’s 2 GB', async () => {
    const { ann, event } = await setup();
    const response = await t.call('GET', `/api/events/${event.id}/album`, { token: ann.token });
    expect(response.status).toBe(200);
    expect(albumViewSchema.parse(response.data.album)).toEqual({
      eventId: event.id,
      visibility: 'guests',
      revealAt: null,
      revealed: true,
      requireApproval: false,
      uploadsOpen: true,
      portalLink: null,
      counts: { approved: 0, pending: 0, hidden: 0, photos: 0, videos: 0 },
      storedBytes: 0,
      quotaBytes: 2 * 1024 ** 3,
    });
    await grantPro(t, ann.id);
    expect((await t.call('GET', `/api/events/${event.id}/album`, { token: ann.token })).data.album.quotaBytes).toBe(100 * 1024 ** 3);
  });

  it('switches to drop-only until a reveal time in the event’s zone, with approval, and closes uploads', async () => {
    const { ann, event } = await setup();
    const changed = await t.call('PATCH', `/api/events/${event.id}/album`, {
      token: ann.token,
      json: { visibility: 'hosts_until_reveal', revealAt: '2027-06-05T19:30', requireApproval: true, uploadsOpen: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.data.album).toMatchObject({ visibility: 'hosts_until_reveal', revealAt: '2027-06-05T19:30', revealed: false, requireApproval: true, uploadsOpen: false });
    const stored = await t.client.execute({ sql: 'SELECT reveal_at FROM albums WHERE event_id = ?', args: [event.id] });
    // 19:30 in London in June is 18:30 UTC.
    expect(new Date(Number(stored.rows[0]!.reveal_at)).toISOString()).toBe('2027-06-05T18:30:00.000Z');
    // Only what was sent changes.
    const reopened = await t.call('PATCH', `/api/events/${event.id}/album`, { token: ann.token, json: { uploadsOpen: true } });
    expect(reopened.data.album).toMatchObject({ visibility: 'hosts_until_reveal', requireApproval: true, uploadsOpen: true });
  });

  it.each([
    [{ visibility: 'everyone' }, 'Choose who sees the album: "guests" or "hosts_until_reveal"'],
    [{ revealAt: '2027-02-30T10:00' }, 'The reveal time must be a real date and time (YYYY-MM-DDTHH:mm)'],
    [{ requireApproval: 'yes' }, 'requireApproval must be true or false'],
  ])('refuses %j with a clear 400 and changes nothing', async (body, message) => {
    const { ann, event } = await setup();
    const response = await t.call('PATCH', `/api/events/${event.id}/album`, { token: ann.token, json: body });
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(message);
    expect((await t.call('GET', `/api/events/${event.id}/album`, { token: ann.token })).data.album).toMatchObject({ visibility: 'guests', requireApproval: false });
  });

  it('keeps the album from other members (404), guests and strangers (401)', async () => {
    const { event } = await setup();
    const bob = await member('Bob');
    for (const [method, path] of [
      ['GET', `/api/events/${event.id}/album`],
      ['PATCH', `/api/events/${event.id}/album`],
      ['POST', `/api/events/${event.id}/album/portal-link`],
      ['DELETE', `/api/events/${event.id}/album/portal-link`],
    ] as const) {
      const json = method === 'PATCH' ? { uploadsOpen: false } : undefined;
      expect((await t.call(method, path, { token: bob.token, json })).status, `${method} ${path}`).toBe(404);
      expect((await t.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    expect(await t.client.execute('SELECT * FROM albums').then((result) => result.rows)).toHaveLength(0);
  });
});

describe('the shared upload portal link', () => {
  it('opens the portal; replacing it stops the old link at once; turning it off stops it too, and it never comes back', async () => {
    const { ann, event } = await setup();
    const first = await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann.token });
    expect(first.status).toBe(200);
    const firstLink: string = first.data.album.portalLink;
    expect(firstLink).toMatch(/^https:\/\/cakeday\.test\/upload\/[\w-]{43}$/);
    // The same link when the host looks again (derived, stored only hashed).
    expect((await t.call('GET', `/api/events/${event.id}/album`, { token: ann.token })).data.album.portalLink).toBe(firstLink);
    const stored = await t.client.execute('SELECT portal_token_hash FROM albums');
    expect(String(stored.rows[0]!.portal_token_hash)).not.toContain(portalTokenOf(firstLink));

    const portal = await t.call('GET', `/api/upload-portal/${portalTokenOf(firstLink)}`);
    expect(portal.status).toBe(200);
    expect(uploadPortalViewSchema.parse(portal.data.portal)).toMatchObject({
      // An instant with its offset (3 PM in London in summer is 14:00 UTC), never a local time a browser elsewhere would misread.
      event: { title: 'Maya turns 7', celebrantName: 'Maya', startsAt: '2027-06-05T14:00:00.000Z', timeZone: 'Europe/London' },
      uploadsOpen: true,
      revealed: true,
      maxPhotoBytes: 25 * 1024 ** 2,
      maxVideoBytes: 1024 ** 3,
    });

    const second: string = (await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann.token })).data.album.portalLink;
    expect(second).not.toBe(firstLink);
    const gone = await t.call('GET', `/api/upload-portal/${portalTokenOf(firstLink)}`);
    expect(gone.status).toBe(404);
    expect(gone.data.error).toBe('This upload link does not work any more: ask the hosts for the new one.');
    expect((await t.call('GET', `/api/upload-portal/${portalTokenOf(second)}`)).status).toBe(200);

    const off = await t.call('DELETE', `/api/events/${event.id}/album/portal-link`, { token: ann.token });
    expect(off.data.album.portalLink).toBeNull();
    expect((await t.call('GET', `/api/upload-portal/${portalTokenOf(second)}`)).status).toBe(404);
    const third: string = (await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann.token })).data.album.portalLink;
    expect([firstLink, second]).not.toContain(third);
    expect((await t.call('GET', `/api/upload-portal/${portalTokenOf(second)}`)).status).toBe(404);
  });

  it('answers a made-up, short or huge token with the same 404', async () => {
    for (const token of ['x', 'a'.repeat(43), 'a'.repeat(500)]) {
      const response = await t.call('GET', `/api/upload-portal/${token}`);
      expect(response.status).toBe(404);
      expect(response.data.error).toBe('This upload link does not work any more: ask the hosts for the new one.');
    }
  });

  it('gives someone who states their name a device key (stored hashed); a blank name is a 400; one network is throttled', async () => {
    const { ann, event } = await setup();
    const link: string = (await t.call('POST', `/api/events/${event.id}/album/portal-link`, { token: ann.token })).data.album.portalLink;
    const token = portalTokenOf(link);
    const registered = await t.call('POST', `/api/upload-portal/${token}/uploaders`, { json: { name: '  Gus  ' } });
    expect(registered.status).toBe(201);
    expect(registered.data).toEqual({ uploaderKey: expect.stringMatching(/^[\w-]{43}$/), name: 'Gus' });
    const rows = (await t.client.execute('SELECT event_id, name, key_hash FROM album_uploaders')).rows;
    expect(rows).toEqual([expect.objectContaining({ event_id: event.id, name: 'Gus' })]);
    expect(String(rows[0]!.key_hash)).not.toContain(registered.data.uploaderKey);

    const blank = await t.call('POST', `/api/upload-portal/${token}/uploaders`, { json: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.data.error).toBe('Please enter your name, so the hosts know who shared these');

    const statuses = await Promise.all(
      Array.from({ length: UPLOADERS_PER_HOUR + 3 }, (_, i) => t.call('POST', `/api/upload-portal/${token}/uploaders`, { json: { name: `Guest ${i}` } }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(UPLOADERS_PER_HOUR - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect((await t.client.execute('SELECT count(*) AS n FROM album_uploaders')).rows[0]!.n).toBe(UPLOADERS_PER_HOUR);
  });
});
