import { resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { futureLocal, guestBrowser, uniqueTitle } from '../support/events.ts';
import { expect, expectAccessible, holdRequests, registerViaApi, signIn, test } from '../support/fixtures.ts';

// Real encoder output from the photo pipeline's own tests (worker/services/images/fixtures/).
const fixtures = resolve('worker', 'services', 'images', 'fixtures');
const photo = resolve(fixtures, 'phone-rotated-gps.jpg');
const drawingNamedJpg = resolve(fixtures, 'drawing-named.jpg');

/** The browser this host sits at is in Tokyo: a new event starts out in Tokyo's zone. */
test.use({ timezoneId: 'Asia/Tokyo' });

const MEDIA_URL = /^\/media\/images\/[0-9a-f]{32}\/medium\.webp$/;

/** The picture has really arrived, not just its <img> tag. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test('a host uploads a cover photo on the create form, sees it, saves, and guests see it on the public page; the zone is the browser’s', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const host = await registerViaApi(page.request, { name: 'Coco Host' });
  await signIn(page, host);

  await page.goto('/event/new');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');

  const title = uniqueTitle('Kenji turns 5');
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Starts').fill(futureLocal(20, 14));
  await page.getByLabel('Ends').fill(futureLocal(20, 17));

  const field = page.getByLabel('Cover photo');
  await expect(field).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  // A drawing dressed up as a .jpg: the server's reason appears under the field, nothing is shown.
  await field.setInputFiles(drawingNamedJpg);
  await expect(page.getByRole('alert').filter({ hasText: 'not a photo' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Cover photo preview' })).toHaveCount(0);

  // While the photo travels the form says so and cannot be saved without it.
  const release = await holdRequests(page, '**/api/uploads/images');
  await field.setInputFiles(photo);
  await expect(page.getByRole('status').filter({ hasText: 'Uploading phone-rotated-gps.jpg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading photo...' })).toBeDisabled();
  release();

  const preview = page.getByRole('img', { name: 'Cover photo preview' });
  await expectLoaded(preview);
  const previewUrl = (await preview.getAttribute('src'))!;
  expect(previewUrl).toMatch(MEDIA_URL);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  const saved = (await (await page.request.get(`/api/events/${eventId}`, { headers: { authorization: `Bearer ${host.token}` } })).json()) as {
    event: { slug: string; timeZone: string; coverImageUrl: string };
  };
  expect(saved.event).toMatchObject({ timeZone: 'Asia/Tokyo', coverImageUrl: previewUrl });

  // A visitor with the page link sees the cover, served from /media/.
  const visitor = await guestBrowser(browser, baseURL!);
  await visitor.page.goto(`/e/${saved.event.slug}`);
  const cover = visitor.page.getByRole('img', { name: `Cover for ${title}` });
  await expectLoaded(cover);
  expect(await cover.getAttribute('src')).toBe(previewUrl);
  await visitor.done();

  // Editing keeps the event's zone and cover; "Remove photo" takes the cover off.
  await page.goto(`/dashboard/events/${eventId}/edit`);
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
  await expectLoaded(page.getByRole('img', { name: 'Cover photo preview' }));
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('img', { name: 'Cover photo preview' })).toHaveCount(0);
  await expect(page.getByLabel('Cover photo')).toBeFocused();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/events/${eventId}$`));
  const edited = (await (await page.request.get(`/api/events/${eventId}`, { headers: { authorization: `Bearer ${host.token}` } })).json()) as { event: { coverImageUrl: string | null } };
  expect(edited.event.coverImageUrl).toBeNull();
});
