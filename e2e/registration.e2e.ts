import { authScreen, chooseMonth, expect, expectAccessible, strongPassword, test, uniqueEmail } from './support/fixtures.ts';

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
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

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
