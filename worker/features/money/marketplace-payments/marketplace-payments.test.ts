import { afterEach, describe, expect, it } from 'vitest';
import { checkoutGroups, marketplaceRefunds, shopOrders } from '#worker/db/schema/index.ts';
import { runScheduledWork } from '#worker/scheduler.ts';
import { DbDemoPaymentStore } from '#worker/db/demo-payment-store.repo.ts';
import { type PaymentProvider, PaymentUnavailableError } from '#worker/services/payments/payment-provider.ts';
import { PaymentEventRelay, paymentsFromEnv } from '#worker/services/payments/provider-from-env.ts';
import {
  addLine,
  auditAll,
  buyAndPay,
  buyer,
  checkoutCart,
  DAY,
  deliverWebhook,
  heldOf,
  insertItem,
  orderLedger,
  paidCheckoutWebhook,
  payCheckout,
  sellerWithShop,
  stockOf,
} from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/**
 * The marketplace's money path (decision 061): a replayed payment webhook changes nothing, and the
 * provider failing at each step (checkout session, refund, transfer) leaves an intent that a later
 * scheduler run finishes exactly once.
 */

type Method = 'createCheckoutSession' | 'refund' | 'transfer';
let t: TestApp;
let failing = new Set<Method>();
const calls: Record<string, number> = {};
afterEach(() => t?.close());

async function setup(options: { webhooks?: boolean } = {}) {
  failing = new Set();
  for (const key of Object.keys(calls)) delete calls[key];
  t = await createTestApp({
    payments: ({ db, clock, env }) => {
      const configured = paymentsFromEnv({ env, clock, demoStore: new DbDemoPaymentStore(db), demoSecret: 'test-demo-payment-secret-0123456789abcdef', origin: 'http://127.0.0.1' });
      const provider = new Proxy(configured.provider, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (typeof property === 'string' && ['createCheckoutSession', 'refund', 'transfer'].includes(property)) {
              calls[property] = (calls[property] ?? 0) + 1;
              if (failing.has(property as Method)) return Promise.reject(new PaymentUnavailableError('connect ETIMEDOUT'));
            }
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as PaymentProvider;
      // Without webhooks the demo's marketplace events are dropped on the way: a webhook that is lost.
      const real = configured.relay!;
      const relay = new PaymentEventRelay();
      relay.connect = (handler) => real.connect((delivery) => (options.webhooks === false && delivery.rawBody.includes('marketplace_checkout') ? Promise.resolve() : handler(delivery)));
      return { provider, relay };
    },
  });
  const sam = await sellerWithShop(t, 'Sam');
  const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 3 }] });
  const bea = await buyer(t);
  return { sam, plates, bea };
}

const api = '/api/marketplace';
const refundRows = async () => t.db.select().from(marketplaceRefunds);

describe('a replayed payment webhook', () => {
  it('is acknowledged and changes nothing: no second charge, no order deleted or added', async () => {
    const { sam, plates, bea } = await setup();
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    const body = paidCheckoutWebhook(t, placed.data, 'pi_market_1');
    const deliver = (raw: string) => deliverWebhook(t, raw);
    expect((await deliver(body)).data.result).toBe('processed');
    const after = { orders: await t.db.select().from(shopOrders), groups: await t.db.select().from(checkoutGroups), ledger: await orderLedger(t, placed.data.orders[0].id) };
    expect(after.ledger).toEqual([['charge', placed.data.totalCents]]);
    expect((await deliver(body)).data.result).toBe('duplicate');
    // The same payment under another event id: the group is paid already, nothing moves.
    expect((await deliver(body.replace('evt_paid_1', 'evt_paid_2'))).data.result).toBe('ignored');
    expect(await t.db.select().from(shopOrders)).toEqual(after.orders);
    expect(await t.db.select().from(checkoutGroups)).toEqual(after.groups);
    expect(await orderLedger(t, placed.data.orders[0].id)).toEqual(after.ledger);
    expect(await auditAll(t)).toEqual([]);
  });
});

describe('the provider fails', () => {
  it('at the checkout session: the checkout still holds the stock, the page asks again, or the stock goes back after 15 minutes once', async () => {
    const { sam, plates, bea } = await setup();
    failing.add('createCheckoutSession');
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 2 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    expect(placed.status).toBe(201);
    expect(placed.data.checkoutUrl).toBeNull();
    expect(await stockOf(t, plates.variantId)).toBe(1);
    // Asked again while it is down: still no page; then it is back and the page appears.
    expect((await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token })).data.checkoutUrl).toBeNull();
    failing.clear();
    const again = await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token });
    expect(again.data.checkoutUrl).toMatch(/demo-checkout/);
    // Not paid: the scheduler lets it go and gives the stock back exactly once.
    t.clock.advance(15 * 60_000);
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    expect(await stockOf(t, plates.variantId)).toBe(3);
    expect((await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token })).data).toMatchObject({ status: 'expired', checkoutUrl: null });
  });

  it('at the refund: the cancellation stands, the refund row waits, and the scheduler books it once', async () => {
    const { sam, plates, bea } = await setup();
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const orderId = view.orders[0].id;
    failing.add('refund');
    const cancelled = await t.call('POST', `${api}/orders/${orderId}/cancel`, { token: bea.token, json: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundedCents: 1_800 });
    expect(await orderLedger(t, orderId)).toEqual([['charge', 1_800]]);
    expect((await refundRows()).map((row) => row.refundedAt)).toEqual([null]);
    await runScheduledWork(t.deps);
    expect(await orderLedger(t, orderId)).toEqual([['charge', 1_800]]);
    failing.clear();
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    expect(await orderLedger(t, orderId)).toEqual([
      ['charge', 1_800],
      ['refund', 1_800],
    ]);
    expect(await heldOf(t, orderId)).toBe(0);
    expect(await auditAll(t)).toEqual([]);
  });

  it('at the transfer: nothing is booked, the next run pays the share once', async () => {
    const { sam, plates, bea } = await setup();
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const orderId = view.orders[0].id;
    await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token });
    await t.call('POST', `${api}/seller/orders/${orderId}/deliver`, { token: sam.token });
    await t.call('POST', `${api}/orders/${orderId}/received`, { token: bea.token });
    failing.add('transfer');
    t.clock.advance(DAY);
    const report = await runScheduledWork(t.deps);
    expect(report.marketplaceMoney.failures).toBe(1);
    expect(await orderLedger(t, orderId)).toEqual([['charge', 1_800]]);
    failing.clear();
    await runScheduledWork(t.deps);
    await runScheduledWork(t.deps);
    expect(await orderLedger(t, orderId)).toEqual([
      ['charge', 1_800],
      ['commission', 180],
      ['release', 1_620],
    ]);
    const sent = await t.client.execute("SELECT key FROM demo_payment_store WHERE key LIKE 'idem:transfer:order-transfer:%'");
    expect(sent.rows).toHaveLength(1);
    expect(await auditAll(t)).toEqual([]);
  });

  it('without a connected account the share waits on the platform', async () => {
    await setup();
    // Selling needs an account at checkout; it is switched off after the order was placed.
    const noAccount = await sellerWithShop(t, 'Nia');
    const mugs = await insertItem(t, noAccount.shopId, { variants: [{ priceCents: 1_000, stock: 3 }] });
    const bea = await buyer(t, 'Bo');
    const view = await buyAndPay(t, bea.token, [{ variantId: mugs.variantId, quantity: 1 }], [noAccount.shopId]);
    const orderId = view.orders[0].id;
    await t.client.execute({ sql: 'UPDATE payout_accounts SET payouts_enabled = 0 WHERE user_id = ?', args: [noAccount.id] });
    await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: noAccount.token });
    await t.call('POST', `${api}/seller/orders/${orderId}/deliver`, { token: noAccount.token });
    await t.call('POST', `${api}/orders/${orderId}/received`, { token: bea.token });
    t.clock.advance(2 * DAY);
    const report = await runScheduledWork(t.deps);
    expect(report.marketplaceMoney.waitingForPayoutAccount).toBe(1);
    expect(await heldOf(t, orderId)).toBe(1_800);
    await t.client.execute({ sql: 'UPDATE payout_accounts SET payouts_enabled = 1 WHERE user_id = ?', args: [noAccount.id] });
    await runScheduledWork(t.deps);
    expect(await heldOf(t, orderId)).toBe(0);
  });

  it('a checkout paid twice on the demo page is charged once', async () => {
    const { sam, plates, bea } = await setup();
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    await Promise.all([payCheckout(t, placed.data.checkoutUrl), payCheckout(t, placed.data.checkoutUrl)]);
    expect(await orderLedger(t, placed.data.orders[0].id)).toEqual([['charge', 1_800]]);
  });

  it('a lost payment webhook: the checkout page asks the provider and places the orders once', async () => {
    const { sam, plates, bea } = await setup({ webhooks: false });
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    expect((await payCheckout(t, placed.data.checkoutUrl)).status).toBe(200);
    expect(await orderLedger(t, placed.data.orders[0].id)).toEqual([]);
    const seen = await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token });
    expect(seen.data.status).toBe('paid');
    expect(seen.data.orders[0].status).toBe('placed');
    await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token });
    expect(await orderLedger(t, placed.data.orders[0].id)).toEqual([['charge', 1_800]]);
    // The payment found this way tells the seller and the buyer once, as the webhook would have.
    const mails = await t.client.execute('SELECT recipient, subject FROM outbox_messages ORDER BY rowid');
    expect(mails.rows.map((row) => String(row.subject))).toEqual([expect.stringMatching(/^New order from Bea/), 'Your receipt: $18.00 paid']);
  });
});
