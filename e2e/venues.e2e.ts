import { join } from 'node:path';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

const photo = join(import.meta.dirname, '..', 'worker', 'services', 'images', 'fixtures', 'phone-rotated-gps.jpg');

/** The Saturday two to three weeks from now, as YYYY-MM-DD (UTC; the listing below is in UTC too). */
function saturdaySoon(): string {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
  return new Date(inTwoWeeks.getTime() + ((6 - inTwoWeeks.getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
}

test('an owner lists a space with a photo and publishes it; a visitor finds it by city and date and opens it', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  const owner = await registerViaApi(api, { name: 'Olive Owner' });
  const city = `Cakeville ${Math.random().toString(36).slice(2, 8)}`;
  const title = `Lemon Tree Garden ${city.slice(-6)}`;

  // "List your space" from the dashboard opens a fresh draft's form.
  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /List your space/ }).click();
  await expect(page.getByRole('heading', { name: 'Your venues' })).toBeVisible();
  await page.getByRole('link', { name: 'List your space' }).click();
  await expect(page.getByRole('heading', { name: 'List your space' })).toBeVisible();
  await expect(page).toHaveURL(/\/host\/venues\/[^/]+\/edit$/);
  await expect(page.getByText('Before you can publish')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type of venue').selectOption('garden');
  await page.getByLabel('Description').fill('A shady garden with a lemon tree, picnic tables and a lawn for games.');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State', { exact: true }).fill('TX');
  await page.getByLabel('Street address').fill('7 Citrus Lane');
  await page.getByLabel('Maximum guests').fill('30');
  await page.getByLabel('Price per hour ($)').fill('85');
  await page.getByLabel('Minimum hours').fill('2');
  await page.getByLabel('Restrooms').check();
  await page.getByLabel('Time zone').selectOption('UTC');
  await page.getByLabel('Saturday', { exact: true }).check();
  await expect(page.getByLabel('Opens on Saturday')).toHaveValue('09:00');
  await expect(page.getByLabel('Closes on Saturday')).toHaveValue('21:00');
  await page.getByLabel('Add photos').setInputFiles(photo);
  await expect(page.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible({ timeout: 15_000 });

  // A bad value is refused on its field before anything is sent.
  await page.getByLabel('Price per hour ($)').fill('85.555');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Price per hour must be in whole cents')).toBeVisible();
  await page.getByLabel('Price per hour ($)').fill('85');

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Published: guests can find it on /venues.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause listing' })).toBeVisible();

  // Another visitor, signed out, finds it by city and date on /venues.
  const visitor = await browser.newContext({ baseURL: baseURL! });
  const guest = await visitor.newPage();
  // The platform allows no eval: nothing on these pages may try it (Zod's compiled parsers did).
  const cspViolations: string[] = [];
  await guest.exposeFunction('reportCspViolation', (directive: string, source: string) => cspViolations.push(`${directive} ${source}`));
  await guest.addInitScript(() =>
    document.addEventListener(
      'securitypolicyviolation',
      (event) => void (window as unknown as { reportCspViolation(d: string, s: string): void }).reportCspViolation(event.violatedDirective, event.sourceFile),
    ),
  );
  await guest.goto('/venues');
  await expect(guest.getByRole('heading', { name: 'Find a venue' })).toBeVisible();
  await guest.getByLabel('City').fill(city);
  await guest.getByLabel('Date').fill(saturdaySoon());
  await guest.getByLabel('From').fill('14:00');
  await guest.getByLabel('Until').fill('17:00');
  await guest.getByRole('button', { name: 'Search' }).click();
  await expect(guest).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`));
  const card = guest.getByTestId('venue-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$85');
  await expect(guest.getByTestId('venue-card')).toHaveCount(1);
  // Straight under the page's h1, the cards' titles are h2s: no heading level skipped.
  await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(guest);

  // The same search shared as a link shows the same result; a time outside the opening hours shows none.
  await guest.goto(`/venues?city=${encodeURIComponent(city)}&date=${saturdaySoon()}&start=20:00&end=23:00`);
  await expect(guest.getByRole('heading', { name: 'No venues match your search' })).toBeVisible();
  await guest.goBack();
  await guest.getByRole('link', { name: title }).click();
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText('7 Citrus Lane')).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Availability' })).toBeVisible();
  // The search's window carries over into the booking panel: 3 hours × $85.
  await expect(guest.getByText('$85.00 × 3 hours')).toBeVisible();
  await expect(guest.getByText('$255.00').first()).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Message the owner' })).toBeVisible();
  // The total next to the button is the server's quote; signed out, booking starts with signing in.
  await expect(guest.getByTestId('booking-total')).toHaveText('$255.00');
  await expect(guest.getByRole('button', { name: 'Request to book' })).toBeEnabled();
  await expectAccessible(guest);
  expect(cspViolations).toEqual([]);
  await visitor.close();
});
