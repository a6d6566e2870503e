/** The album's settings and shared upload link through the real Workers entry on libSQL over HTTP (sqld). */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

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
