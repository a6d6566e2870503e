import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MONTH_NAMES } from '#core/domain/birthday-board/birthday-board.rules.ts';
import { expect, expectAccessible, registerViaApi, signIn, test, type TestAccount } from '../support/fixtures.ts';

/** The server's clock (other flows move it forward): a 1 ms nudge answers its now. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/dev/clock', { data: { ms: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

async function memberPage(browser: Browser, baseURL: string | undefined, name: string): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await registerViaApi(page.request, { name });
  await signIn(page, account);
  return { page, account };
}

/** On the demo checkout: picks a test card by its number and pays. */
async function payWith(page: Page, cardNumber: string, amount: string) {
  await expect(page).toHaveURL(/\/demo-checkout\/[^/]+$/);
  await page.getByRole('button', { name: new RegExp(`^${cardNumber}`) }).click();
  await expect(page.getByLabel('Card number')).toHaveValue(cardNumber);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test(
  'a member opts into the board, others start a group gift and chip in with the demo card, and the celebrant sees nothing until the reveal on the 1st of their month',
  { tag: '@moves-clock' },
  async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const suffix = Math.random().toString(36).slice(2, 7);
    const cleoName = `Cleo ${suffix}`;
    const title = `A telescope ${suffix}`;
    const cleo = await memberPage(browser, baseURL, cleoName);
    // Next month on the server's calendar: the gift stays a surprise until its 1st.
    const now = await serverNow(cleo.page.request);
    const month = ((new Date(now).getUTCMonth() + 1) % 12) + 1;
    const monthName = MONTH_NAMES[month - 1]!;

    // ── Cleo opts into the board in Account Settings ──
    await cleo.page.goto('/account');
    await cleo.page.getByLabel('Birthday month').selectOption({ label: monthName });
    const showSwitch = cleo.page.getByRole('switch', { name: 'Show on birthday board' });
    if ((await showSwitch.getAttribute('aria-checked')) !== 'true') await showSwitch.click();
    await cleo.page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(cleo.page.getByText('Profile updated').first()).toBeVisible();

    // ── Olga finds her through the nav and starts a group gift ──
    const olga = await memberPage(browser, baseURL, `Olga ${suffix}`);
    await olga.page.goto('/dashboard');
    await olga.page.getByRole('link', { name: 'Birthday Board' }).first().click();
    await expect(olga.page.getByRole('heading', { level: 1, name: 'Birthday Board' })).toBeVisible();
    await olga.page.getByLabel('Month', { exact: true }).selectOption(String(month));
    await expect(olga.page).toHaveURL(new RegExp(`month=${month}$`));
    await olga.page.getByRole('button', { name: `Start a group gift for ${cleoName}` }).click();
    const dialog = olga.page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByLabel('Target (USD)').fill('150');
    await dialog.getByRole('button', { name: 'Start group gift' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Wish (optional)').fill('She loves the stars.');
    await dialog.getByRole('button', { name: 'Start group gift' }).click();
    await expect(dialog).toBeHidden();
    const olgaCard = olga.page.getByRole('article', { name: title });
    await expect(olgaCard).toContainText(`For ${cleoName}`);
    await expect(olgaCard).toContainText('Organised by you');

    // ── Gil chips in $20 with the demo card and leaves a message ──
    const gil = await memberPage(browser, baseURL, `Gil ${suffix}`);
    await gil.page.goto(`/birthday-board?month=${month}`);
    const gilCard = gil.page.getByRole('article', { name: title });
    await gilCard.getByLabel('Amount (USD)').fill('20');
    await gilCard.getByRole('button', { name: 'Chip in' }).click();
    await payWith(gil.page, '4242 4242 4242 4242', '$20.00');
    await expect(gil.page).toHaveURL(/\/contributions\/[^/?]+$/);
    await expect(gil.page.getByRole('timer')).toHaveText(/left$/);
    await gil.page.goto(`/birthday-board?month=${month}`);
    await expect(gilCard).toContainText('$20.00 raised');
    await expect(gilCard).toContainText(`From Gil ${suffix}`);
    await gilCard.getByRole('textbox', { name: 'Birthday message' }).fill('Happy birthday, Cleo! Clear skies!');
    await gilCard.getByRole('button', { name: 'Leave a message' }).click();
    await expect(gilCard).toContainText('Clear skies!');
    await expectAccessible(gil.page);

    // ── Cleo sees her own card, and nothing of the gift ──
    await cleo.page.goto(`/birthday-board?month=${month}`);
    await expect(cleo.page.getByRole('heading', { name: cleoName })).toBeVisible();
    await expect(cleo.page.getByText(`No group gifts for ${monthName} yet.`)).toBeVisible();
    await expect(cleo.page.getByText(title)).toHaveCount(0);
    await expect(cleo.page.getByText('Clear skies!')).toHaveCount(0);

    // ── The 1st of her birthday month: the card, its message and who gave ──
    const advance = await cleo.page.request.post('/api/dev/clock', {
      data: { ms: Date.UTC(new Date(now).getUTCFullYear() + (month === 1 ? 1 : 0), month - 1, 1) - (await serverNow(cleo.page.request)) + 60_000 },
    });
    expect(advance.status(), await advance.text()).toBe(200);
    expect((await cleo.page.request.post('/api/dev/scheduled-work', { data: {} })).status()).toBe(200);
    // Sessions last 30 days and the jump may be longer: sign in again.
    await signIn(cleo.page, cleo.account);
    await cleo.page.goto('/birthday-board');
    const revealed = cleo.page.getByRole('article', { name: title });
    await expect(revealed).toContainText('A surprise for you!');
    await expect(revealed).toContainText('Happy birthday, Cleo! Clear skies!');
    await expect(revealed).toContainText(`From Gil ${suffix}`);
    await expect(revealed.getByRole('button', { name: 'Chip in' })).toHaveCount(0);
    await expectAccessible(cleo.page);
  },
);
