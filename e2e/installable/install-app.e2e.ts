import { expect, expectAccessible, test } from '../support/fixtures.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('/install-app puts Safari on iPhone first for an iPhone, and is accessible', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: iphone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/install-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Install Cakeday' })).toBeVisible();
  await expect(page).toHaveTitle('Install the app | Cakeday');
  const first = page.locator('section[data-platform]').first();
  await expect(first).toHaveAttribute('data-platform', 'ios');
  await expect(first).toContainText('Add to Home Screen');
  await expect(first).toContainText('Your browser');
  await expect(page.getByTestId('already-installed')).toHaveCount(0);
  await expectAccessible(page);
  await context.close();
});

test('/install-app says so when the app is already installed (opened standalone)', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query));
  });
  await page.goto('/install-app');
  await expect(page.getByTestId('already-installed')).toContainText('Cakeday is already installed on this device');
});
