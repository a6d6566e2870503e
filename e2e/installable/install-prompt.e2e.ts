import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Chromium fires `beforeinstallprompt` only for a real, engaged visit to an installable origin, so
 * the flows fire a stand-in with the same shape (prompt() and userChoice); the manifest's
 * installability itself is checked through the DevTools protocol in installable.e2e.ts.
 */
async function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
    const w = window as unknown as { promptedForInstall?: number };
    offer.prompt = async () => {
      w.promptedForInstall = (w.promptedForInstall ?? 0) + 1;
    };
    offer.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(offer);
  }, outcome);
}

const prompt = (page: Page) => page.getByRole('region', { name: 'Install Cakeday' });

async function openLanding(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  // The app has started, not only painted: the prerendered landing page shows no account links
  // until the hydrated nav bar has asked who is signed in, and the prompt component mounts in the
  // same commit, so it listens.
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
}

test('the install prompt shows 3 s after the browser offers installation and advertises reminders, instant loading and offline use', async ({ page }) => {
  await openLanding(page);
  // Only the test moves the clock from here: with it running, the real time the checks take would
  // count towards the 3 s too.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await offerInstallation(page);
  await page.clock.runFor(2_900);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toContainText(/birthday reminders/i);
  await expect(prompt(page)).toContainText(/instant loading/i);
  await expect(prompt(page)).toContainText(/offline use/i);

  // Install: the browser's own dialog, then the prompt is gone.
  await prompt(page).getByRole('button', { name: 'Install' }).click();
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { promptedForInstall?: number }).promptedForInstall)).toBe(1);
});

test('a dismissed prompt stays away for 7 days, remembered under install-prompt-dismissed', async ({ page }) => {
  await openLanding(page);
  await offerInstallation(page);
  await page.clock.runFor(3_000);
  await prompt(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(prompt(page)).toHaveCount(0);
  const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('install-prompt-dismissed')));
  expect(dismissedAt).toBeGreaterThan(0);

  // Six days later: not again.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
  await page.clock.runFor(6 * 24 * 60 * 60 * 1000);
  await offerInstallation(page);
  await page.clock.runFor(5_000);
  await expect(prompt(page)).toHaveCount(0);

  // Past the 7 days it may come back.
  await page.evaluate((at) => localStorage.setItem('install-prompt-dismissed', String(at)), dismissedAt - 8 * 24 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
  await offerInstallation(page);
  await page.clock.runFor(3_000);
  await expect(prompt(page)).toBeVisible();
});

test('the browser dialog’s cancel hides the prompt and counts as a dismissal', async ({ page }) => {
  await openLanding(page);
  await offerInstallation(page, 'dismissed');
  await page.clock.runFor(3_000);
  await prompt(page).getByRole('button', { name: 'Install' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('install-prompt-dismissed'))).not.toBeNull();
});

test('the prompt never shows in the installed app (standalone)', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query));
  });
  await openLanding(page);
  await offerInstallation(page);
  await page.clock.runFor(10_000);
  await expect(prompt(page)).toHaveCount(0);
});

test('“How?” opens /install-app in a new tab, with the visitor’s browser first', async ({ page, context }) => {
  await openLanding(page);
  await offerInstallation(page);
  await page.clock.runFor(3_000);
  const [instructions] = await Promise.all([context.waitForEvent('page'), prompt(page).getByRole('button', { name: 'How?' }).click()]);
  await instructions.waitForLoadState();
  expect(new URL(instructions.url()).pathname).toBe('/install-app');
  await expect(instructions.getByRole('heading', { level: 1, name: 'Install Cakeday' })).toBeVisible();
  // Playwright's Chromium on Linux: the desktop Chrome and Edge instructions come first.
  await expect(instructions.locator('section[data-platform]').first()).toHaveAttribute('data-platform', 'chromium-desktop');
  await expect(instructions.getByRole('heading', { name: /Safari on iPhone and iPad/ })).toBeVisible();
  await expect(instructions.getByText('Add to Home Screen', { exact: false }).first()).toBeVisible();
  // The opener's prompt stays as it was: the visitor may still install from there.
  await expect(prompt(page)).toBeVisible();
});
