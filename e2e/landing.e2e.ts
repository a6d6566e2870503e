import { FEATURED_VENUES_COUNT } from '#core/constants.ts';
import { formatRating, venueHourlyDollars, venueTypeLabel } from '#core/domain/venues/venue.rules.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

interface Venue {
  id: string;
  title: string;
  city: string;
  state: string;
  maxGuests: number;
  pricePerHour: number | null;
  averageRating: number | null;
  venueType: string;
}

const featuredHeading = /featured venues/i;

test('the landing page shows the first three venues as cards', async ({ page }) => {
  const venues = (await (await page.request.get('/api/venues')).json()) as Venue[];
  expect(venues.length, 'the seeded demo venues').toBeGreaterThan(FEATURED_VENUES_COUNT);

  await page.goto('/');
  await expect(page).toHaveTitle('Everything You Need for the Perfect Birthday Party | Cakeday');
  const heading = page.getByRole('heading', { name: featuredHeading });
  await expect(heading).toBeVisible();
  const section = page.locator('section').filter({ has: heading }).last();

  const featured = venues.slice(0, FEATURED_VENUES_COUNT);
  for (const venue of featured) {
    const titleOf = (name: string) => page.getByRole('heading', { name, exact: true });
    await expect(section.getByRole('heading', { name: venue.title, exact: true })).toBeVisible();
    // The card is the outermost element holding this venue's title and no other venue's title.
    let card = section.locator('*').filter({ has: titleOf(venue.title) });
    for (const other of featured) if (other !== venue) card = card.filter({ hasNot: titleOf(other.title) });
    card = card.first();
    await expect(card).toContainText(`$${venueHourlyDollars(venue.pricePerHour)}`);
    await expect(card).toContainText(/hour/i);
    await expect(card).toContainText(venueTypeLabel(venue.venueType));
    await expect(card).toContainText(`${venue.city}, ${venue.state}`);
    await expect(card).toContainText(String(venue.maxGuests));
    const rating = formatRating(venue.averageRating);
    if (rating) await expect(card).toContainText(rating);
  }
  for (const venue of venues.slice(FEATURED_VENUES_COUNT)) await expect(section.getByText(venue.title)).toHaveCount(0);
  if (featured.some((venue) => venue.venueType === 'pool')) {
    await expect(section.getByText('Pool Area')).toBeVisible();
  }
  await expect(section.getByRole('link', { name: 'View All Venues' })).toHaveAttribute('href', '/venues');
  await expectAccessible(page);
});

test('the landing page calls to action and footer go where the spec says', async ({ page }) => {
  await page.goto('/');
  const links: Array<[string, string]> = [
    ['Start Planning', '/email-auth'],
    ['Explore Features', '/venues'],
    ['Join the Community', '/email-auth'],
    ['Start Planning Today', '/email-auth'],
    ['Explore Platform', '/marketplace'],
  ];
  for (const [name, href] of links) await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  const footer = page.locator('footer');
  for (const href of ['/venues', '/marketplace', '/forum', '/pricing']) await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  await expect(footer).toContainText('2024');
  for (const stat of ['2,500+', '15,000+', '4.9', '850+']) await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
});

test('without any venue the Featured venues section is absent', async ({ page }) => {
  await page.route('**/api/venues', (route) => route.fulfill({ json: [] }));
  const venuesAnswered = page.waitForResponse('**/api/venues');
  await page.goto('/');
  await venuesAnswered;
  // The rest of the page is there, so the section's absence is not just an empty screen.
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Planning Today', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: featuredHeading })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View All Venues' })).toHaveCount(0);
  await expectAccessible(page);
});

test('venue cards: unknown type, missing price, whole-number rating and a photo that cannot load', async ({ page }) => {
  const venue = {
    id: 'e2e-venue',
    title: 'Treehouse Hideaway',
    description: 'A venue made up by the test.',
    imageUrls: ['https://images.example.invalid/treehouse.jpg'],
    averageRating: 4,
    city: 'Boise',
    state: 'ID',
    maxGuests: 12,
    pricePerHour: null,
    venueType: 'treehouse',
  };
  await page.route('**/api/venues', (route) => route.fulfill({ json: [venue] }));
  await page.goto('/');
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: featuredHeading }) })
    .last();
  const card = section
    .locator('*')
    .filter({ has: page.getByRole('heading', { name: venue.title, exact: true }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('treehouse'); // an unknown type shows its raw value
  await expect(card).toContainText('$150'); // 15000 cents by default
  await expect(card).toContainText('4.0'); // one decimal
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Image unavailable')).toBeVisible();
  await expectAccessible(page);
});

test('the landing page sets its description and open-graph tags', async ({ page }) => {
  await page.goto('/');
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await content('meta[name="description"]')).toBeTruthy();
  expect(await content('meta[property="og:title"]')).toContain('Everything You Need for the Perfect Birthday Party');
  expect(await content('meta[property="og:description"]')).toBeTruthy();
  expect(await content('meta[property="og:type"]')).toBe('website');
});

test('a featured venue card opens that venue’s page', async ({ page }) => {
  const [first] = (await (await page.request.get('/api/venues')).json()) as Venue[];
  await page.goto('/');
  await page.getByRole('link', { name: first!.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/venues/${encodeURIComponent(first!.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
});
