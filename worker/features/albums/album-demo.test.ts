/** The demo party's album, seeded through the real pipeline and read back through the app as its host and a guest would. */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../db/seed.ts';
import { DEMO_EVENT_ID } from '../../db/seed-events.ts';
import { hashPassword } from '../../services/password.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoAlbum } from './album-demo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

it('shows the host four photos and one waiting for approval, a guest the four and their own, and a working upload link', async () => {
  const secret = t.env.GUEST_LINK_SECRET!;
  await seedDemoData(t.db, { hashPassword, guestLinkSecret: secret, now: t.clock.now() });
  const scenesDir = pathToFileURL(`${join(import.meta.dirname, '..', '..', '..', 'platform', 'public', 'demo', 'venues')}/`);
  await seedDemoAlbum(t.deps, { eventId: DEMO_EVENT_ID, scenesDir, guestLinkSecret: secret, now: t.clock.now() });

  const host = (await t.call('POST', '/api/email-auth/login', { json: { email: 'host@demo.cakeday.test', password: DEMO_PASSWORD } })).data.token as string;
  const album = (await t.call('GET', `/api/events/${DEMO_EVENT_ID}/album`, { token: host })).data.album;
  expect(album).toMatchObject({ counts: { approved: 4, pending: 1, photos: 5 } });
  expect(album.storedBytes).toBeGreaterThan(0);
  const portalToken = decodeURIComponent(new URL(album.portalLink).pathname.split('/').pop()!);
  expect((await t.call('GET', `/api/upload-portal/${portalToken}`)).status).toBe(200);

  const slug = (await t.call('GET', `/api/events/${DEMO_EVENT_ID}`, { token: host })).data.event.slug as string;
  const asHost = await t.call('GET', `/api/gallery/${slug}`, { token: host });
  expect(asHost.data.items).toHaveLength(4);
  const thumb = await t.app.request(`http://127.0.0.1${asHost.data.items[0].urls.thumb}`);
  expect(thumb.status).toBe(200);
  // The Demo Guest (a member linked to their guest row) sees the four and their own photo still waiting.
  const guest = (await t.call('POST', '/api/email-auth/login', { json: { email: 'guest@demo.cakeday.test', password: DEMO_PASSWORD } })).data.token as string;
  const asGuest = (await t.call('GET', `/api/gallery/${slug}`, { token: guest })).data;
  expect(asGuest.viewer).toEqual({ role: 'guest', name: 'Demo Guest', signedIn: true });
  expect(
    asGuest.items
      .filter((item: { own: boolean }) => item.own)
      .map((item: { status: string }) => item.status)
      .sort(),
  ).toEqual(['approved', 'pending']);
  expect(asGuest.items).toHaveLength(5);
});
