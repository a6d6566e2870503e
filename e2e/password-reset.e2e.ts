import { authScreen, expect, expectAccessible, expectGreenAlert, expectRedAlert, holdRequests, loginStatus, msUntil, readOutbox, resetLinkFor, strongPassword, test } from './support/fixtures.ts';

test('forgot password sends the email, confirms it and returns to sign-in', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.forgotPassword.click();
  await auth.email.fill(account.email);
  await auth.sendResetButton.click();

  await expectGreenAlert(auth.alert.or(page.getByRole('status')).filter({ hasText: /reset/i }).first());
  const shownAt = Date.now();
  const [email] = await readOutbox(page.request, account.email);
  expect(email?.subject).toBe('Reset your Cakeday password');
  await expectAccessible(page);

  // Back to the sign-in form by itself 3 s after success.
  const elapsed = await msUntil(() => expect(auth.loginHeading).toBeVisible({ timeout: 6_000 }), shownAt);
  expect(elapsed).toBeGreaterThanOrEqual(2_000);
  await expectAccessible(page);
});

test('the reset button reads "Sending Reset Email..." while pending; a network failure says so', async ({ page, account }) => {
  const auth = authScreen(page);
  const release = await holdRequests(page, '**/api/email-auth/forgot-password');
  await page.goto('/email-auth');
  await auth.forgotPassword.click();
  await auth.email.fill(account.email);
  await auth.sendResetButton.click();
  await expect(page.getByRole('button', { name: 'Sending Reset Email...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status').filter({ hasText: /reset/i })).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/api/email-auth/forgot-password', (route) => route.abort('connectionreset'));
  await page.goto('/email-auth');
  await auth.forgotPassword.click();
  await auth.email.fill(account.email);
  await auth.sendResetButton.click();
  await expectRedAlert(auth.alert.filter({ hasText: 'Failed to send password reset email. Please try again.' }));
});

test('"Back to Sign In" leaves the forgot-password form', async ({ page }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await auth.forgotPassword.click();
  await expect(auth.sendResetButton).toBeVisible();
  await expect(auth.loginHeading).toBeHidden();
  await expectAccessible(page);
  await auth.backToSignIn.click();
  await expect(auth.loginHeading).toBeVisible();
  await expect(auth.signInButton).toBeVisible();
});

test('the emailed reset link sets a new password; the old one stops working', async ({ page, account }) => {
  const forgot = await page.request.post('/api/email-auth/forgot-password', { data: { email: account.email } });
  expect(forgot.status()).toBe(200);
  const link = await resetLinkFor(page.request, account.email);
  expect(link).toMatch(/^\/reset-password\?token=/);

  const newPassword = strongPassword();
  await page.goto(link);
  await page.getByLabel(/^new password/i).fill(newPassword);
  const confirm = page.getByLabel(/^confirm/i);
  if (await confirm.count()) await confirm.fill(newPassword);
  await page.getByRole('button', { name: /^(reset|set|save|change|update)/i }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();
  await expectAccessible(page);

  expect(await loginStatus(page.request, account.email, account.password)).toBe(401);

  // The new password works through the real sign-in form.
  await page.context().clearCookies();
  await page.goto('/email-auth');
  const auth = authScreen(page);
  await auth.email.fill(account.email);
  await auth.password.fill(newPassword);
  await auth.signInButton.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  await expectAccessible(page);
});

test('a used or forged reset token is refused with a clear message', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  const newPassword = strongPassword();
  await page.getByLabel(/^new password/i).fill(newPassword);
  const confirm = page.getByLabel(/^confirm/i);
  if (await confirm.count()) await confirm.fill(newPassword);
  await page.getByRole('button', { name: /^(reset|set|save|change|update)/i }).click();
  await expectRedAlert(page.getByRole('alert').filter({ hasText: 'This reset link is invalid, expired or already used' }));
  await expectAccessible(page);
});
