import { expect } from 'vitest';
import { auditLedger } from '#core/domain/money/ledger.rules.ts';
import { ledgerEntries, payoutAccounts, products, productVariants, shops } from '#worker/db/schema/index.ts';
import { ledgerEntryOf } from '#worker/features/money/ledger.repo.ts';
import { DEMO_SIGNATURE_HEADER, type DemoPaymentProvider } from '#worker/services/payments/demo-provider.ts';
import { randomId } from '#worker/services/tokens.ts';
import { registerMember } from '#worker/testing/invitations.ts';
import type { TestApp } from '#worker/testing/test-app.ts';

/**
 * Fixtures for the marketplace order tests (worker/features/marketplace/orders, the money side in
 * worker/features/money/marketplace-payments): shops and products written straight into the schema (the catalog's
 * own code is not needed to sell), members, carts, checkouts paid with the demo card, and the
 * ledger read through the money feature's own mapping.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type Member = Awaited<ReturnType<typeof registerMember>>;

let counter = 0;

/** A member with a shop (shipping $8 in 5 days, local $15 in Austin with 24 h lead, pickup) and, unless told, a connected demo payout account. */
export async function sellerWithShop(t: TestApp, name: string, options: { payouts?: boolean; shop?: Partial<typeof shops.$inferInsert> } = {}) {
  const member = await registerMember(t, name, `${name.toLowerCase()}-${++counter}@example.com`);
  const now = t.clock.now();
  const shopId = randomId();
  await t.db.insert(shops).values({
    id: shopId,
    ownerUserId: member.id,
    name: `${name}'s Party Shop`,
    slug: `${name.toLowerCase()}-shop-${counter}`,
    city: 'Austin',
    timeZone: 'America/Chicago',
    shippingCents: 800,
    shippingDays: 5,
    localDeliveryCents: 1500,
    localRadiusMiles: 20,
    localLeadHours: 24,
    pickup: true,
    createdAt: now,
    updatedAt: now,
    ...options.shop,
  });
  if (options.payouts !== false) await connectPayouts(t, member.token);
  return { ...member, shopId };
}

/** Connects a demo payout account through the money routes (the demo's onboarding page API). */
export async function connectPayouts(t: TestApp, token: string) {
  const started = await t.call('POST', '/api/payouts/onboarding', { token });
  expect(started.status, JSON.stringify(started.data)).toBe(200);
  const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
  const completed = await t.call('POST', `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`, { token });
  expect(completed.status, JSON.stringify(completed.data)).toBe(200);
  return accountId;
}

export async function payoutAccountOf(t: TestApp, userId: string) {
  return (await t.db.select().from(payoutAccounts)).find((row) => row.userId === userId);
}

/** An active item with one variant per price given (stock each), straight in the schema. */
export async function insertItem(t: TestApp, shopId: string, options: { title?: string; category?: string; variants?: { priceCents: number; stock: number; optionValues?: string[] }[] } = {}) {
  const now = t.clock.now();
  const productId = randomId();
  const variants = options.variants ?? [{ priceCents: 1_000, stock: 10 }];
  await t.db.insert(products).values({
    id: productId,
    shopId,
    title: options.title ?? 'Paper plates',
    category: options.category ?? 'tableware',
    kind: 'item',
    status: 'active',
    priceCents: Math.min(...variants.map((variant) => variant.priceCents)),
    optionNames: variants.some((variant) => variant.optionValues) ? ['Color'] : [],
    imageUrls: ['https://img.example/plates.webp'],
    createdAt: now,
    updatedAt: now,
  });
  const variantIds = variants.map(() => randomId());
  await t.db
    .insert(productVariants)
    .values(variants.map((variant, index) => ({ id: variantIds[index]!, productId, optionValues: variant.optionValues ?? [], priceCents: variant.priceCents, stock: variant.stock, position: index })));
  return { productId, variantId: variantIds[0]!, variantIds };
}

/** An active rental: `quantity` units a day at `priceCents` a day with a deposit per unit. */
export async function insertRental(t: TestApp, shopId: string, options: { quantity?: number; priceCents?: number; depositCents?: number } = {}) {
  const now = t.clock.now();
  const productId = randomId();
  const variantId = randomId();
  await t.db.insert(products).values({
    id: productId,
    shopId,
    title: 'Bounce castle',
    category: 'rentals',
    kind: 'rental',
    status: 'active',
    priceCents: options.priceCents ?? 5_000,
    rentalQuantity: options.quantity ?? 1,
    depositCents: options.depositCents ?? 2_000,
    createdAt: now,
    updatedAt: now,
  });
  await t.db.insert(productVariants).values({ id: variantId, productId, optionValues: [], priceCents: options.priceCents ?? 5_000, stock: 0 });
  return { productId, variantId };
}

export async function buyer(t: TestApp, name = 'Bea') {
  return registerMember(t, name, `${name.toLowerCase()}-${++counter}@example.com`);
}

export async function addLine(t: TestApp, token: string, json: Record<string, unknown>) {
  return t.call('POST', '/api/marketplace/cart/lines', { token, json });
}

/** Checks the cart out, each shop by the given method (shipping by default). */
export async function checkoutCart(t: TestApp, token: string, shopIds: string[], method = 'shipping', extra: Record<string, unknown> = {}) {
  return t.call('POST', '/api/marketplace/checkout', { token, json: { deliveries: shopIds.map((shopId) => ({ shopId, method })), address: '12 Oak Street', ...extra } });
}

/** Pays a checkout with the demo's card (the demo page's own API). */
export async function payCheckout(t: TestApp, checkoutUrl: string, card = '4242 4242 4242 4242') {
  const sessionId = checkoutUrl.split('/demo-checkout/')[1]!;
  return t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: card } });
}

/**
 * The provider's "checkout paid" webhook for a placed checkout (what Stripe or the demo provider
 * sends), as the raw body a replay test sends again, and a delivery of it signed as the demo
 * provider signs.
 */
export function paidCheckoutWebhook(t: TestApp, placed: { groupId: string; checkoutUrl: string; totalCents: number }, paymentIntentId: string, eventId = 'evt_paid_1') {
  return JSON.stringify({
    id: eventId,
    type: 'checkout.completed',
    createdAt: t.clock.now(),
    connectedAccountId: null,
    livemode: false,
    session: {
      sessionId: placed.checkoutUrl.split('/demo-checkout/')[1]!,
      status: 'complete',
      paymentStatus: 'paid',
      mode: 'payment',
      paymentIntentId,
      subscriptionId: null,
      amountCents: placed.totalCents,
      currency: 'usd',
      customerEmail: null,
      metadata: { purpose: 'marketplace_checkout', groupId: placed.groupId },
    },
  });
}

export async function deliverWebhook(t: TestApp, raw: string) {
  const signature = await (t.deps.payments as DemoPaymentProvider).signPayload(raw);
  return t.call('POST', '/api/payments/webhook', { body: raw, headers: { [DEMO_SIGNATURE_HEADER]: signature, 'content-type': 'application/json' } });
}

/** Adds, checks out and pays; answers the paid checkout. */
export async function buyAndPay(t: TestApp, token: string, lines: Record<string, unknown>[], shopIds: string[], method = 'shipping') {
  for (const json of lines) expect((await addLine(t, token, json)).status).toBe(201);
  const placed = await checkoutCart(t, token, shopIds, method);
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  const paid = await payCheckout(t, placed.data.checkoutUrl);
  expect(paid.status, JSON.stringify(paid.data)).toBe(200);
  return (await t.call('GET', `/api/marketplace/checkouts/${placed.data.groupId}`, { token })).data;
}

export async function orderLedger(t: TestApp, orderId: string) {
  const rows = (await t.db.select().from(ledgerEntries)).filter((row) => row.shopOrderId === orderId);
  return rows.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind)).map((row) => [row.kind, row.amountCents] as const);
}

/** The audit over the whole ledger (contributions, bookings and orders) and each order's balance. */
export async function auditAll(t: TestApp) {
  const entries = (await t.db.select().from(ledgerEntries)).map(ledgerEntryOf);
  return auditLedger(entries);
}

export async function heldOf(t: TestApp, orderId: string) {
  let held = 0;
  for (const [kind, amount] of await orderLedger(t, orderId)) held += kind === 'charge' ? amount : kind === 'fee' ? 0 : -amount;
  return held;
}

export async function stockOf(t: TestApp, variantId: string) {
  return (await t.db.select().from(productVariants)).find((row) => row.id === variantId)!.stock;
}

/**
 * The marketplace orders' objects of the sweep world (worker/testing/sweep-world.ts): Cel sells
 * (a shop with a connected demo payout account and a product), Ann buys — one order waiting for
 * Cel, one received and reviewed — and keeps a line in her cart.
 */
export async function marketplaceSweepObjects(t: TestApp, ann: string, cel: string) {
  const celId = (await t.call('GET', '/api/email-auth/user', { token: cel })).data.id as string;
  await connectPayouts(t, cel);
  const now = t.clock.now();
  const shopId = randomId();
  await t.db
    .insert(shops)
    .values({ id: shopId, ownerUserId: celId, name: "Cel's Party Shop", slug: 'cels-party-shop', city: 'Austin', shippingCents: 800, shippingDays: 5, pickup: true, createdAt: now, updatedAt: now });
  const item = await insertItem(t, shopId, { variants: [{ priceCents: 1_000, stock: 1_000 }] });
  const waiting = await buyAndPay(t, ann, [{ variantId: item.variantId, quantity: 1 }], [shopId], 'pickup');
  const received = await buyAndPay(t, ann, [{ variantId: item.variantId, quantity: 1 }], [shopId], 'pickup');
  const receivedId = received.orders[0].id as string;
  for (const step of ['confirm', 'deliver']) expect((await t.call('POST', `/api/marketplace/seller/orders/${receivedId}/${step}`, { token: cel, json: {} })).status).toBe(200);
  expect((await t.call('POST', `/api/marketplace/orders/${receivedId}/received`, { token: ann, json: {} })).status).toBe(200);
  expect((await t.call('POST', `/api/marketplace/orders/${receivedId}/review`, { token: ann, json: { rating: 5, text: 'Great plates' } })).status).toBe(201);
  const review = (await t.call('GET', '/api/marketplace/seller/dashboard', { token: cel })).data.reviews[0];
  const cart = await addLine(t, ann, { variantId: item.variantId, quantity: 1 });
  expect(cart.status).toBe(201);
  return {
    marketShopId: shopId,
    marketVariantId: item.variantId,
    marketOrderId: waiting.orders[0].id as string,
    marketOrderLineId: waiting.orders[0].lines[0].id as string,
    marketGroupId: waiting.groupId as string,
    marketReceivedOrderId: receivedId,
    marketReviewId: review.id as string,
    cartLineId: cart.data.shops[0].lines[0].id as string,
  };
}
