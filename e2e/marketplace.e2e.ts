import type { APIRequestContext, Page } from '@playwright/test';
import { asMember, createEventViaApi, futureLocal, guestBrowser, uniqueTitle } from './support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

const DAY_MS = 86_400_000;
const TEST_CARD = '4242 4242 4242 4242';
const DEMO_OWNER = { email: 'owner@demo.cakeday.test', password: 'cakeday-demo-2026' };
const DEMO_PRODUCT_ID = 'demo-product-balloon-arch';
/** The marketplace's fee (COMMISSION_RATE_BP), rounded as core's commissionOf rounds it. */
const shareAfterFee = (cents: number) => cents - Math.floor((cents * 1000 + 5_000) / 10_000);
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Totals {
  salesCents: number;
  paidOutCents: number;
  heldCents: number;
}

/** The demo shop's owner, through the API (their shop has older sales, so the flow reads differences). */
async function demoOwnerApi(request: APIRequestContext) {
  const login = await request.post('/api/email-auth/login', { data: DEMO_OWNER });
  expect(login.status(), await login.text()).toBe(200);
  const member = asMember(request, ((await login.json()) as { token: string }).token);
  return {
    async totals(): Promise<Totals> {
      const response = await member.get('/marketplace/seller/dashboard');
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { totals: Totals }).totals;
    },
    async act(orderId: string, action: 'confirm' | 'deliver') {
      const response = await member.post(`/marketplace/seller/orders/${orderId}/${action}`, {});
      expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
    },
  };
}

/** Lists a product at /shop-manager through "Add a product", then activates it from the list. */
async function createProduct(page: Page, fill: () => Promise<void>, title: string) {
  await page.goto('/shop-manager');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(`${title}: made for birthday parties, checked before every order.`);
  await fill();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
  await page.goto('/shop-manager');
  const row = page.getByRole('article', { name: title });
  await row.getByRole('button', { name: `Activate ${title}` }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
}

test(
  'a member opens a shop and lists a product with variants and a rental; another member buys them with a demo shop item for their party in one payment; both sellers deliver, are paid their share after the hold, and the review shows on the shop and product pages',
  { tag: '@moves-clock' },
  async ({ page, browser, baseURL, playwright }) => {
    test.setTimeout(150_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const shopName = `Confetti Corner ${suffix}`;
    const productTitle = `Sparkle banner ${suffix}`;
    const rentalTitle = `Bounce castle ${suffix}`;
    const seller = await registerViaApi(page.request, { name: 'Sally Seller' });
    const buyerAccount = await registerViaApi(page.request, { name: 'Bea Buyer' });
    const party = await createEventViaApi(page.request, buyerAccount.token, { title: uniqueTitle('Bea’s party') });
    const partyDate = futureLocal(20, 15).slice(0, 10);

    // ── The seller opens a shop and connects the demo payout account ──
    await signIn(page, seller);
    await page.goto('/seller-onboarding');
    await page.getByLabel('Shop name').fill(shopName);
    await page.getByRole('textbox', { name: 'City' }).fill('Austin');
    await page.getByRole('button', { name: 'Open my shop' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2: Connect a payout account' })).toBeVisible();
    await page.getByRole('button', { name: 'Connect a payout account' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/seller-onboarding/);
    await expect(page.getByText(/^Payouts are connected/)).toBeVisible();

    // ── It lists a product in two colors and a rental, and activates both ──
    await createProduct(
      page,
      async () => {
        await page.getByLabel('Category').selectOption({ index: 1 });
        await page.getByRole('button', { name: 'Add an option' }).click();
        await page.getByLabel('Option 1 name').fill('Color');
        await page.getByLabel('Values').fill('Pink, Blue');
        await page.getByLabel('Price of Pink in dollars').fill('12');
        await page.getByLabel('Stock of Pink').fill('10');
        await page.getByLabel('Price of Blue in dollars').fill('12');
        await page.getByLabel('Stock of Blue').fill('10');
      },
      productTitle,
    );
    await createProduct(
      page,
      async () => {
        await page.getByLabel('Category').selectOption({ index: 1 });
        await page.getByText('Rented by the day').click();
        await page.getByLabel('Units per day').fill('2');
        await page.getByLabel('Price per day ($)').fill('80');
        await page.getByLabel('Deposit per unit ($)').fill('0');
      },
      rentalTitle,
    );
    await expectAccessible(page);

    // ── Another member finds the product by search and fills a cart from two shops ──
    const buyerBrowser = await guestBrowser(browser, baseURL!);
    const buyer = buyerBrowser.page;
    await signIn(buyer, buyerAccount);
    await buyer.goto('/marketplace');
    await buyer.getByLabel('Search', { exact: true }).fill(productTitle);
    await buyer.getByRole('button', { name: 'Search', exact: true }).click();
    await buyer.getByRole('link', { name: productTitle }).first().click();
    await expect(buyer.getByRole('heading', { level: 1, name: productTitle })).toBeVisible();
    await buyer
      .locator('label')
      .filter({ hasText: /^Blue$/ })
      .click();
    await expect(buyer.getByText('Color: Blue')).toBeVisible();
    await expectAccessible(buyer);
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyer.getByText('Added to your cart.')).toBeVisible();

    await buyer.goto('/marketplace');
    await buyer.getByLabel('Search', { exact: true }).fill(rentalTitle);
    await buyer.getByRole('button', { name: 'Search', exact: true }).click();
    await expectAccessible(buyer);
    await buyer.getByRole('link', { name: rentalTitle }).first().click();
    await expect(buyer.getByRole('heading', { level: 1, name: rentalTitle })).toBeVisible();
    await buyer.getByLabel('First day', { exact: true }).fill(partyDate);
    await expect(buyer.getByText('1 × 1 day: $80.00')).toBeVisible();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyer.getByText('Added to your cart.')).toBeVisible();

    await buyer.goto(`/marketplace/product/${DEMO_PRODUCT_ID}`);
    await expect(buyer.getByRole('heading', { level: 1, name: 'Pastel balloon arch kit' })).toBeVisible();
    await buyer
      .locator('label')
      .filter({ hasText: /^Pastel$/ })
      .click();
    await buyer.getByRole('button', { name: 'Add to cart' }).click();
    await expect(buyer.getByText('Added to your cart.')).toBeVisible();

    // ── The cart is tied to the party; one delivery per shop; paid in the modal with the demo card ──
    await buyer.goto('/marketplace/cart');
    await buyer.getByLabel('Party', { exact: true }).selectOption(party.id);
    await expect(buyer.getByText('Guests going')).toBeVisible();
    const ourGroup = buyer.getByRole('region', { name: new RegExp(shopName) });
    await expect(ourGroup).toContainText(productTitle);
    await expect(ourGroup).toContainText(rentalTitle);
    await ourGroup.getByRole('radio', { name: /^Shipping/ }).check();
    const demoGroup = buyer.getByRole('region', { name: /Pop & Party Supplies/ });
    await expect(demoGroup).toContainText('Pastel balloon arch kit');
    await demoGroup.getByRole('radio').first().check();
    await buyer.getByRole('button', { name: 'Checkout' }).click();
    const modal = buyer.getByRole('dialog', { name: 'Checkout' });
    await expect(modal).toContainText(shopName);
    await expect(modal).toContainText('Pop & Party Supplies');
    await expectAccessible(buyer);
    await modal.getByRole('button', { name: 'Pay', exact: true }).click();
    const payDialog = buyer.getByRole('dialog', { name: 'Pay for your order' });
    await payDialog.getByRole('button', { name: new RegExp(`^${TEST_CARD}`) }).click();
    await expect(payDialog.getByLabel('Card number')).toHaveValue(TEST_CARD);
    await payDialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(buyer).toHaveURL(/\/marketplace\/orders\?paid=/);

    // ── Each seller confirms and marks delivered ──
    await page.goto('/shop-manager?tab=orders');
    const ourOrder = page.getByRole('article', { name: /from Bea$/ });
    await expect(ourOrder).toContainText(`1 × ${productTitle}`);
    await expect(ourOrder).toContainText(`1 × ${rentalTitle}`);
    await expectAccessible(page);
    await ourOrder.getByRole('button', { name: /^Confirm order/ }).click();
    await ourOrder.getByRole('button', { name: /^Mark delivered/ }).click();
    await expect(ourOrder).toContainText('Delivered');
    const ourTotalText = await ourOrder.locator('dt', { hasText: 'Paid by the buyer' }).locator('xpath=following-sibling::dd[1]').innerText();
    const ourTotalCents = Math.round(Number(ourTotalText.replace(/[$,]/g, '')) * 100);
    expect(ourTotalCents).toBe(12_00 + 80_00 + 5_00);

    const demoOwner = await demoOwnerApi(await playwright.request.newContext({ baseURL }));
    const demoBefore = await demoOwner.totals();
    // The buyer's own order list names the demo shop's order (the seller sees only a first name).
    const buyerOrders = await asMember(page.request, buyerAccount.token).get('/marketplace/orders');
    expect(buyerOrders.status(), await buyerOrders.text()).toBe(200);
    const demoOrder = ((await buyerOrders.json()) as { orders: { id: string; shop: { name: string }; totalCents: number }[] }).orders.find((order) => order.shop.name === 'Pop & Party Supplies')!;
    expect(demoOrder, 'the order at the demo shop').toBeTruthy();
    await demoOwner.act(demoOrder.id, 'confirm');
    await demoOwner.act(demoOrder.id, 'deliver');

    // ── The buyer marks both received ──
    await buyer.goto('/marketplace/orders');
    for (const name of [shopName, 'Pop & Party Supplies']) {
      const card = buyer.getByRole('article', { name });
      await card.getByRole('button', { name: 'I received it' }).click();
      await expect(card.getByRole('button', { name: 'I received it' })).toHaveCount(0);
    }

    // ── After the 24-hour hold the scheduler pays both sellers their share less the 10 % fee ──
    const advance = await page.request.post('/api/dev/clock', { data: { ms: DAY_MS + 120_000 } });
    expect(advance.status(), await advance.text()).toBe(200);
    for (let run = 0; run < 2; run++) expect((await page.request.post('/api/dev/scheduled-work')).status()).toBe(200);
    await page.goto('/seller-dashboard');
    const money = page.getByRole('region', { name: 'Money' });
    await expect(money.locator('div', { hasText: 'Paid out' }).getByText(usd(shareAfterFee(ourTotalCents)), { exact: true })).toBeVisible();
    await expectAccessible(page);
    const demoAfter = await demoOwner.totals();
    expect(demoAfter.paidOutCents - demoBefore.paidOutCents).toBe(shareAfterFee(demoOrder.totalCents));

    // ── The buyer reviews the new shop's order; the rating shows on its shop and product pages ──
    await buyer.goto('/marketplace/orders');
    const reviewed = buyer.getByRole('article', { name: shopName });
    await reviewed.locator('label').filter({ hasText: '5 stars' }).click();
    await reviewed.getByLabel('Your review (optional)').fill('The bounce castle was the hit of the party.');
    await reviewed.getByRole('button', { name: 'Send review' }).click();
    await expect(reviewed.getByText('Your review')).toBeVisible();
    await reviewed.getByRole('link', { name: shopName }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(buyer.getByText(/Rated 5\.0 out of 5 from/).first()).toBeAttached();
    await buyer.getByRole('link', { name: rentalTitle }).first().click();
    await expect(buyer.getByRole('heading', { level: 1, name: rentalTitle })).toBeVisible();
    await expect(buyer.getByText(/Rated 5\.0 out of 5 from/).first()).toBeAttached();
    await buyerBrowser.done();
  },
);
