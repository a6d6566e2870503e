import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The spec's mobile rules: no sideways scrolling, 16 px inputs, 44 px touch targets. */
async function expectMobileFriendly(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

  const smallInputs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ field: element.getAttribute('name') ?? element.id, fontSize: parseFloat(getComputedStyle(element).fontSize) }))
      .filter((input) => input.fontSize < 16),
  );
  expect(smallInputs, 'inputs smaller than 16px zoom the page on focus').toEqual([]);

  const smallButtons = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role=button], input[type=submit]')]
      .filter((element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({ button: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40), height: element.getBoundingClientRect().height }))
      .filter((button) => button.height < 44),
  );
  expect(smallButtons, 'buttons under 44px tall on a touch screen').toEqual([]);
}

test('the landing page fits a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
  await expectMobileFriendly(page);
  await expectAccessible(page);

  // The navigation folds into a menu button; its links are still one tap away.
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: /^sign in$/i }).last()).toBeVisible();
  await expect(nav.locator('a[href="/pricing"]:visible').first()).toBeVisible();
  await expectMobileFriendly(page);
  await expectAccessible(page);
});

test('/email-auth fits a phone in each mode', async ({ page }) => {
  await page.goto('/email-auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await expectMobileFriendly(page);
  await page.getByRole('button', { name: /sign up|create an account|register/i }).click();
  await expect(page.getByRole('heading', { name: 'Join Cakeday' })).toBeVisible();
  await expectMobileFriendly(page);
  await expectAccessible(page);
});
