import { authScreen, chooseMonth, expect, expectAccessible, holdRequests, msUntil, strongPassword, test, uniqueEmail } from './support/fixtures.ts';

const birthdayDialogName = 'Welcome to the Birthday Community!';

async function registerThroughTheForm(page: import('@playwright/test').Page) {
  const auth = authScreen(page);
  const email = uniqueEmail();
  const password = strongPassword();
  await page.goto('/email-auth');
  await expect(auth.loginHeading).toBeVisible();
  await auth.switchToRegister.click();
  await expect(auth.registerHeading).toBeVisible();
  await auth.name.fill('Birthday Person');
  await auth.email.fill(email);
  await auth.password.fill(password);
  await auth.confirmPassword.fill(password);
  await auth.createAccountButton.click();
  await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
  return { email, password };
}

test('register, add a birthday month, land on the dashboard showing it', async ({ page }) => {
  await registerThroughTheForm(page);
  // The token from the response is kept where the spec says.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/.{20,}/);

  const dialog = page.getByRole('dialog', { name: birthdayDialogName });
  await expect(dialog).toBeVisible();
  const boardSwitch = dialog.getByRole('switch', { name: 'Show on birthday board (recommended)' });
  await expect(boardSwitch).toBeChecked();
  const addBirthday = dialog.getByRole('button', { name: 'Add Birthday' });
  await expect(addBirthday).toBeDisabled();
  await expectAccessible(page);

  await chooseMonth(dialog, 'March');
  await expect(addBirthday).toBeEnabled();
  await addBirthday.click();

  await expect(page.getByText('Birthday Added!', { exact: true })).toBeVisible();
  await expect(page.getByText('Your birthday has been added to the community.')).toBeVisible();
  // F8 takes keyboard users to the notification area.
  await page.keyboard.press('F8');
  expect(await page.getByRole('region', { name: /notifications/i }).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server really stored it (the page's cookie is the new session) ...
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ birthdayMonth: 3, showOnBirthdayBoard: true });
  // ... and the dashboard shows it.
  await expect(page.getByRole('main').getByText(/March/).first()).toBeVisible();
  await expectAccessible(page);
});

test('register and skip the birthday dialog', async ({ page }) => {
  await registerThroughTheForm(page);
  const dialog = page.getByRole('dialog', { name: birthdayDialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for Now' }).click();
  const skippedAt = Date.now();
  await expect(dialog).toBeHidden();
  // 0.5 s after skipping, not at once.
  const elapsed = await msUntil(() => expect(page).toHaveURL(/\/dashboard$/), skippedAt);
  expect(elapsed).toBeGreaterThanOrEqual(350);

  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ birthdayMonth: null });
  await expectAccessible(page);
});

test('registration form shows the spec messages and sends nothing invalid', async ({ page }) => {
  const auth = authScreen(page);
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email-auth/register')) registerCalls++;
  });
  await page.goto('/email-auth');
  await auth.switchToRegister.click();
  await expect(auth.registerHeading).toBeVisible();

  await auth.email.fill('not-an-email');
  await auth.password.fill('short');
  await auth.confirmPassword.fill('different');
  await auth.createAccountButton.click();

  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  expect(registerCalls).toBe(0);
  await expectAccessible(page);
});

test('registering an email that is taken shows the server message in a red alert', async ({ page, account }) => {
  const auth = authScreen(page);
  const password = strongPassword();
  await page.goto('/email-auth');
  await auth.switchToRegister.click();
  await auth.name.fill('Second Person');
  await auth.email.fill(account.email);
  await auth.password.fill(password);
  await auth.confirmPassword.fill(password);
  await auth.createAccountButton.click();
  await expect(auth.alert.filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  await expect(page).toHaveURL(/\/email-auth/);
  await expectAccessible(page);
});

test('the create-account button reads "Creating Account..." and is disabled while pending', async ({ page }) => {
  const auth = authScreen(page);
  const release = await holdRequests(page, '**/api/email-auth/register');
  const password = strongPassword();
  await page.goto('/email-auth');
  await auth.switchToRegister.click();
  await auth.name.fill('Patient Person');
  await auth.email.fill(uniqueEmail());
  await auth.password.fill(password);
  await auth.confirmPassword.fill(password);
  await auth.createAccountButton.click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  release();
  await expect(page.getByRole('dialog', { name: birthdayDialogName })).toBeVisible();
});

test('a failed birthday save shows the error toast and still goes to the dashboard', async ({ page }) => {
  await registerThroughTheForm(page);
  await page.route('**/api/user/birthday', (route) => route.abort('connectionreset'));
  const dialog = page.getByRole('dialog', { name: birthdayDialogName });
  await chooseMonth(dialog, 'July');
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to add birthday. You can add it later from your account settings.')).toBeVisible();
  const shownAt = Date.now();
  // 2 s later.
  const elapsed = await msUntil(() => expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 }), shownAt);
  expect(elapsed).toBeGreaterThanOrEqual(1_500);
});

test('a refused birthday save changes nothing on screen', async ({ page }) => {
  await registerThroughTheForm(page);
  await page.route('**/api/user/birthday', (route) => route.fulfill({ status: 500, json: { error: 'Something broke' } }));
  const dialog = page.getByRole('dialog', { name: birthdayDialogName });
  await chooseMonth(dialog, 'July');
  const saved = page.waitForResponse('**/api/user/birthday');
  await dialog.getByRole('button', { name: 'Add Birthday' }).click();
  await saved;
  await page.waitForTimeout(1_500);
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Birthday Added!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/email-auth/);
});

test('a registration answered without a token switches to sign-in with the email filled in', async ({ page }) => {
  const auth = authScreen(page);
  const email = uniqueEmail();
  const password = strongPassword();
  await page.route('**/api/email-auth/register', (route) => route.fulfill({ status: 201, json: { user: { id: 'u1', email, name: 'No Token', role: 'customer' } } }));
  await page.goto('/email-auth');
  await auth.switchToRegister.click();
  await auth.name.fill('No Token');
  await auth.email.fill(email);
  await auth.password.fill(password);
  await auth.confirmPassword.fill(password);
  await auth.createAccountButton.click();
  await expect(page.getByText('Account created successfully! You can now log in.')).toBeVisible();
  await expect(auth.loginHeading).toBeVisible();
  await expect(auth.email).toHaveValue(email);
  await expect(auth.name).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await expectAccessible(page);
});
