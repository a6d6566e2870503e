import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/definitely-not-a-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);
});

test('signed-out navigation offers the public links and Sign in / Get started', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /^sign in$/i })).toHaveAttribute('href', '/email-auth');
  await expect(nav.getByRole('link', { name: /^get started$/i })).toHaveAttribute('href', '/email-auth');
  for (const href of ['/venues', '/marketplace', '/pricing']) await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
});

test('sign out from the user menu', async ({ page, account }) => {
  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The signed-in navigation.
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Cakeday' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/forum');
  for (const href of ['/marketplace', '/venues', '/birthday-board']) await expect(nav.locator(`a[href="${href}"]`).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: /^sign in$/i })).toHaveCount(0);

  // The avatar shows the email's first letter, uppercased (e2e-... → E).
  const menuButton = page
    .getByRole('button', { name: /menu|account/i })
    .filter({ hasText: 'E' })
    .first();
  await menuButton.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (const [name, href] of [
    ['Dashboard', '/dashboard'],
    ['Blog', '/blog'],
    ['Account Settings', '/account'],
    ['Billing', '/billing'],
  ]) {
    await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href!);
  }
  // Only admins see AI Insights.
  await expect(menu.getByRole('menuitem', { name: /ai insights/i })).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: /sign out/i }).click();

  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expect(
    page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: /^sign in$/i }),
  ).toBeVisible();
  // The server session is gone too, not just the browser's copy.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await expectAccessible(page);
});

test('the user menu of an admin shows AI Insights', async ({ page }) => {
  const login = await page.request.post('/api/email-auth/login', { data: { email: 'admin@demo.cakeday.test', password: 'cakeday-demo-2026' } });
  expect(login.status()).toBe(200);
  await page.goto('/dashboard');
  await page
    .getByRole('button', { name: /menu|account/i })
    .filter({ hasText: 'A' })
    .first()
    .click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: /ai insights/i })).toBeVisible();
});
