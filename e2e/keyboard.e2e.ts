import type { Page } from '@playwright/test';
import { authScreen, chooseMonth, expect, expectAccessible, signIn, strongPassword, test, uniqueEmail } from './support/fixtures.ts';

/** The focused element shows a focus ring: an outline or a box-shadow, not just a caret. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { tag: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}`, visible: outline || shadow };
  });
  expect(ring, 'the focused control shows a focus ring').toMatchObject({ visible: true });
}

test('sign in with the keyboard only', async ({ page, account }) => {
  const auth = authScreen(page);
  await page.goto('/email-auth');
  await expect(auth.loginHeading).toBeVisible();
  await auth.email.focus();
  await page.keyboard.type(account.email);
  // Tab order: email → "Forgot your password?" or the password field, whichever the layout puts first.
  for (let i = 0; i < 3 && !(await auth.password.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(auth.password).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
});

test('the first Tab reaches a visible "Skip to content" link', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  // A Tab pressed before the app has rendered would land on the browser's own UI, not the page.
  await expect(skip).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectVisibleFocus(page);
});

test('the user menu works with the keyboard', async ({ page, account }) => {
  await signIn(page, account);
  await page.goto('/dashboard');
  const trigger = page
    .getByRole('button', { name: /menu|account/i })
    .filter({ hasText: 'E' })
    .first();
  await trigger.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // Open again and sign out from the keyboard.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: /sign out/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('the birthday dialog holds the focus and is usable from the keyboard', async ({ page }) => {
  const auth = authScreen(page);
  const password = strongPassword();
  await page.goto('/email-auth');
  await auth.switchToRegister.click();
  await auth.name.fill('Keyboard Person');
  await auth.email.fill(uniqueEmail());
  await auth.password.fill(password);
  await auth.confirmPassword.fill(password);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Welcome to the Birthday Community!' });
  await expect(dialog).toBeVisible();
  // Focus starts inside and Tab never leaves the dialog.
  for (let i = 0; i < 8; i++) {
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus inside the dialog after ${i} Tab presses`).toBe(true);
    await page.keyboard.press('Tab');
  }
  const boardSwitch = dialog.getByRole('switch', { name: 'Show on birthday board (recommended)' });
  await boardSwitch.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(boardSwitch).not.toBeChecked();
  await chooseMonth(dialog, 'December');
  await dialog.getByRole('button', { name: 'Add Birthday' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5_000 });
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ birthdayMonth: 12, showOnBirthdayBoard: false });
  await expectAccessible(page);
});
