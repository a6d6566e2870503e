import { authScreen, expect, expectAccessible, expectRedAlert, holdRequests, msUntil, signIn, test } from './support/fixtures.ts';

test('sign in with a registered account', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await expect(auth.loginHeading).toBeVisible();
  await auth.email.fill(account.email);
  await auth.password.fill(account.password);
  await auth.signInButton.click();

  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  // 1.5 s later, not immediately.
  await expect(page).toHaveURL(/\/email-auth/);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/.{20,}/);
  await expectAccessible(page);
});

test('a wrong password shows the server message in a red alert', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.email.fill(account.email);
  await auth.password.fill(`${account.password}-wrong`);
  await auth.signInButton.click();

  const alert = auth.alert.filter({ hasText: 'Invalid email or password' });
  await expectRedAlert(alert);
  await expect(page).toHaveURL(/\/email-auth/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectAccessible(page);
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.email.fill('nobody-at-example');
  await auth.signInButton.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible(page);
});

test('the demo host signs in', async ({ page }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.email.fill('host@demo.cakeday.test');
  await auth.password.fill('cakeday-demo-2026');
  await auth.signInButton.click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  // The seeded account's own data: its name and its birthday month (June).
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo');
  await expect(page.getByRole('main').getByText('June', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('anonymous visitors of a protected route land on /email-auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/email-auth$/);
  await expect(authScreen(page).loginHeading).toBeVisible();
  await expectAccessible(page);
});

test('signed-in members who open /email-auth are sent to /dashboard', async ({ page, account }) => {
  await signIn(page, account);
  await page.goto('/email-auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in button reads "Signing In..." and is disabled while the call is pending', async ({ page, account }) => {
  const auth = authScreen(page);
  const release = await holdRequests(page, '**/api/email-auth/login');
  await page.goto('/email-auth');
  await auth.email.fill(account.email);
  await auth.password.fill(account.password);
  await auth.signInButton.click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  release();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
});

test('the redirect after signing in waits 1.5 s', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.email.fill(account.email);
  await auth.password.fill(account.password);
  await auth.signInButton.click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  const shownAt = Date.now();
  const elapsed = await msUntil(() => expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 }), shownAt);
  expect(elapsed).toBeGreaterThanOrEqual(1_200);
});

test('a network failure while signing in says so', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.route('**/api/email-auth/login', (route) => route.abort('connectionreset'));
  await page.goto('/email-auth');
  await auth.email.fill(account.email);
  await auth.password.fill(account.password);
  await auth.signInButton.click();
  await expectRedAlert(auth.alert.filter({ hasText: 'Login failed. Please try again.' }));
});

test('the password can be shown and hidden', async ({ page }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.password.fill('secret-value');
  await expect(auth.password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(auth.password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(auth.password).toHaveAttribute('type', 'password');
});

test('/auth offers the identity provider and links to /pricing and /', async ({ page }) => {
  await page.goto('/auth');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Continue with / })).toHaveAttribute('href', '/api/login');
  await expect(main.locator('a[href="/pricing"]').first()).toBeVisible();
  await expect(main.locator('a[href="/"]').first()).toBeVisible();
  await expectAccessible(page);
});

test('a failed sign-in without a server message says "Login failed"', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.route('**/api/email-auth/login', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/email-auth');
  await auth.email.fill(account.email);
  await auth.password.fill(account.password);
  await auth.signInButton.click();
  await expectRedAlert(auth.alert.filter({ hasText: /^Login failed$/ }));
});

test('a spinner with "Loading..." shows while the auth check runs', async ({ page }) => {
  const releaseEmail = await holdRequests(page, '**/api/email-auth/user');
  const releaseAuth = await holdRequests(page, '**/api/auth/user');
  await page.goto('/dashboard');
  await expect(page.getByText('Loading...').first()).toBeVisible();
  releaseEmail();
  releaseAuth();
  await expect(page).toHaveURL(/\/email-auth$/);
});
