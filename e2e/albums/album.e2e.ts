/**
 * The album's flows on a phone: a guest fills the album from the shared upload link (a JPEG
 * and a HEIC that carry GPS, a video with a location), the host approves from the Album screen,
 * the downloaded photo has no GPS, the gallery shows all three after the reveal, the slideshow
 * picks up a new upload live, and the zip holds the files under their upload names (a PNG or HEIC kept as JPEG is named .jpg). Then an
 * upload whose connection drops half way resumes from the last whole part.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import exifr from 'exifr';
import { asMember, createEventViaApi } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const root = join(import.meta.dirname, '..', '..');
const imageFixtures = join(root, 'worker', 'services', 'images', 'fixtures');
const videoFixtures = join(root, 'core', 'domain', 'media', 'fixtures');
const PART = 8 * 1024 * 1024;

/** The names inside a zip, from its central directory. */
function zipNames(bytes: Buffer): string[] {
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

/** A second guest's upload straight over the tus protocol, as their phone would send it. */
async function uploadAs(request: APIRequestContext, portalToken: string, name: string, file: Buffer, filename: string) {
  const registered = await request.post(`/api/upload-portal/${portalToken}/uploaders`, { data: { name } });
  expect(registered.status()).toBe(201);
  const headers = { 'tus-resumable': '1.0.0', 'x-upload-portal': portalToken, 'x-uploader-key': ((await registered.json()) as { uploaderKey: string }).uploaderKey };
  const created = await request.post('/api/album-uploads', {
    headers: { ...headers, 'upload-length': String(file.length), 'upload-metadata': `filename ${Buffer.from(filename).toString('base64')}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const finished = await request.patch(created.headers().location!, {
    headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: file,
  });
  expect(finished.status(), await finished.text()).toBe(200);
}

test('a guest fills the album from their phone, the host approves, and everyone sees it after the reveal', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const host = await registerViaApi(request, { name: 'Hana Host' });
  const event = await createEventViaApi(request, host.token);
  const api = asMember(request, host.token);
  expect((await api.patch(`/events/${event.id}/album`, { visibility: 'hosts_until_reveal', requireApproval: true })).status()).toBe(200);
  const portalLink: string = ((await (await api.post(`/events/${event.id}/album/portal-link`, {})).json()) as { album: { portalLink: string } }).album.portalLink;
  const portalToken = new URL(portalLink).pathname.split('/').pop()!;

  // The guest's phone: name once, then three files at once.
  const guest = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await guest.newPage();
  await phone.goto(`/upload/${portalToken}`);
  await expect(phone.getByRole('heading', { name: 'Who is sharing?' })).toBeVisible();
  await phone.getByLabel('Your name').fill('Gus');
  await phone.getByRole('button', { name: 'Continue' }).tap();
  await phone.locator('input[type=file]').setInputFiles([join(imageFixtures, 'phone-rotated-gps.jpg'), join(imageFixtures, 'iphone-gps.heic'), join(videoFixtures, 'rotated-faststart-loci.mp4')]);
  await expect(phone.locator('li[data-phase="done"]')).toHaveCount(3, { timeout: 60_000 });
  await expectAccessible(phone);
  // Drop-only: until the reveal the phone sees its own three, each waiting for the hosts.
  await phone.reload();
  await expect(phone.getByText("Waiting for the hosts' approval").first()).toBeVisible();

  // The host approves all three on the Album screen, and downloads the photo.
  await signIn(page, host);
  await page.goto(`/dashboard/events/${event.id}/album`);
  await expect(page.getByRole('heading', { name: 'Album', exact: true })).toBeVisible();
  for (const name of ['phone-rotated-gps.jpg', 'iphone-gps.jpg', 'rotated-faststart-loci.mp4']) {
    await page.getByRole('button', { name: `Approve ${name} by Gus` }).tap();
    await expect(page.getByRole('button', { name: `Approve ${name} by Gus` })).toHaveCount(0);
  }
  await expectAccessible(page);
  const items = ((await (await api.get(`/events/${event.id}/album/items`)).json()) as { items: { originalName: string; urls: { download: string } }[] }).items;
  const photo = items.find((item) => item.originalName === 'phone-rotated-gps.jpg')!;
  const downloaded = await request.get(photo.urls.download);
  expect(downloaded.headers()['content-type']).toBe('image/jpeg');
  const gps = await exifr.gps(await downloaded.body()).catch(() => undefined);
  expect(gps, 'GPS in the downloaded photo').toBeFalsy();
  expect(await exifr.gps(readFileSync(join(imageFixtures, 'phone-rotated-gps.jpg')))).toBeTruthy();

  // The reveal: the guest's gallery shows all three.
  expect((await api.patch(`/events/${event.id}/album`, { visibility: 'guests' })).status()).toBe(200);
  await phone.goto(`/gallery/${event.slug}`);
  await expect(phone.getByRole('heading', { name: 'Photos and videos' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Photo by Gus' })).toHaveCount(2);
  await expect(phone.getByRole('button', { name: 'Video by Gus' })).toHaveCount(1);
  await expectAccessible(phone);

  // The slideshow on the party's TV takes a new upload without a reload.
  await page.goto(`/v/${event.slug}/slideshow`);
  await expect(page.getByRole('heading', { name: 'Slideshow' })).toBeVisible();
  await uploadAs(request, portalToken, 'Nia', readFileSync(join(imageFixtures, 'transparent.png')), 'nia.png');
  const pending = ((await (await api.get(`/events/${event.id}/album/items?status=pending`)).json()) as { items: { id: string }[] }).items;
  expect((await api.patch(`/events/${event.id}/album/items/${pending[0]!.id}`, { status: 'approved' })).status()).toBe(200);
  await expect(page.getByText('1 new photo joined the slideshow')).toBeVisible({ timeout: 15_000 });

  // The zip: every kept file under its upload name.
  const zip = await request.get(`/api/events/${event.id}/album/download`, { headers: { authorization: `Bearer ${host.token}` } });
  expect(zip.headers()['content-type']).toBe('application/zip');
  expect(zipNames(await zip.body()).sort()).toEqual(['iphone-gps.jpg', 'nia.jpg', 'phone-rotated-gps.jpg', 'rotated-faststart-loci.mp4']);
  await guest.close();
});

test('an upload whose connection drops half way resumes from the last whole part', async ({ page, request }) => {
  test.setTimeout(90_000);
  const host = await registerViaApi(request, { name: 'Hana Host' });
  const event = await createEventViaApi(request, host.token);
  const portal = (await (await asMember(request, host.token).post(`/events/${event.id}/album/portal-link`, {})).json()) as { album: { portalLink: string } };
  // A real video padded with a `free` box to two parts (boxes must add up, so it is still a valid MP4).
  const dir = mkdtempSync(join(tmpdir(), 'cakeday-e2e-video-'));
  const video = readFileSync(join(videoFixtures, 'plain.mp4'));
  const padding = Buffer.alloc(PART + 2 * 1024 * 1024 - video.length);
  padding.writeUInt32BE(padding.length, 0);
  padding.write('free', 4, 'latin1');
  const file = join(dir, 'long-speech.mp4');
  writeFileSync(file, Buffer.concat([video, padding]));

  const patches: string[] = [];
  let cut = false;
  await page.route('**/api/album-uploads/*', async (route) => {
    const req = route.request();
    if (req.method() !== 'PATCH') return route.continue();
    const offset = req.headers()['upload-offset'] ?? '';
    patches.push(offset);
    // The second part's request dies on the way, as on a train going into a tunnel.
    if (offset === String(PART) && !cut) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto(new URL(portal.album.portalLink).pathname);
  await page.getByLabel('Your name').fill('Gus');
  await page.getByRole('button', { name: 'Continue' }).tap();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.locator('li[data-phase="done"]')).toHaveCount(1, { timeout: 60_000 });
  // The first part went once; only the cut part was sent again.
  expect(patches).toEqual(['0', String(PART), String(PART)]);
  const items = ((await (await asMember(request, host.token).get(`/events/${event.id}/album/items`)).json()) as { items: { kind: string; bytes: number }[] }).items;
  expect(items).toMatchObject([{ kind: 'video', bytes: video.length + padding.length }]);
  rmSync(dir, { recursive: true, force: true });
});
