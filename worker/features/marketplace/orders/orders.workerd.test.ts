/**
 * Marketplace orders inside workerd, through the real Workers entry on libSQL over HTTP (sqld):
 * checkout → pay with the demo card → confirm → deliver → receive → payout after the hold (the
 * deadline moved in the database, then the cron trigger), and parallel checkouts for the last unit:
 * exactly one wins, because the stock CHECK decides inside sqld.
 */
import { createClient } from '@libsql/client/web';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import worker from '#worker/entry.workers.ts';
import { call, uniqueAddress, uniqueEmail } from '#worker/testing/workerd/runtime/worker-client.ts';

const client = createClient({ url: env.DATABASE_URL! });
afterAll(() => client.close());
const api = '/api/marketplace';

/** The subjects of the emails a member got, from the outbox the Workers entry writes to without a mail provider. */
async function subjectsTo(userId: string) {
  const result = await client.execute({ sql: 'SELECT subject FROM outbox_messages WHERE recipient = (SELECT email FROM users WHERE id = ?) ORDER BY created_at', args: [userId] });
  return result.rows.map((row) => String(row.subject));
}

async function member(name: string) {
  const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name, email: uniqueEmail(name.toLowerCase()), password: 'lantern-harbour-violet-42' } });
  expect(registered.status).toBe(201);
  return { token: registered.data.token as string, id: registered.data.user.id as string };
}

/** A seller with a connected demo payout account, a shop and one product with `stock` units. */
async function sellerWithProduct(stock: number) {
  const seller = await member('Sam');
  const started = await call('POST', '/api/payouts/onboarding', { token: seller.token });
  const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
  expect((await call('POST', `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`, { token: seller.token })).status).toBe(200);
  const shopId = crypto.randomUUID();
  const productId = crypto.randomUUID();
  const variantId = crypto.randomUUID();
  const now = Date.now();
  await client.batch(
    [
      {
        sql: "INSERT INTO shops (id, owner_user_id, name, slug, city, shipping_cents, shipping_days, pickup, created_at, updated_at) VALUES (?, ?, 'Workerd Shop', ?, 'Austin', 800, 5, 1, ?, ?)",
        args: [shopId, seller.id, `shop-${shopId.slice(0, 8)}`, now, now],
      },
      {
        sql: "INSERT INTO products (id, shop_id, title, category, kind, status, price_cents, created_at, updated_at) VALUES (?, ?, 'Paper plates', 'tableware', 'item', 'active', 1000, ?, ?)",
        args: [productId, shopId, now, now],
      },
      { sql: 'INSERT INTO product_variants (id, product_id, price_cents, stock) VALUES (?, ?, 1000, ?)', args: [variantId, productId, stock] },
    ],
    'write',
  );
  return { seller, shopId, variantId };
}

async function cron() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('marketplace orders inside workerd', () => {
  it('checkout → pay → confirm → deliver → receive → payout of the share less the commission', async () => {
    const { seller, shopId, variantId } = await sellerWithProduct(5);
    const bea = await member('Bea');
    expect((await call('POST', `${api}/cart/lines`, { token: bea.token, json: { variantId, quantity: 2 } })).status).toBe(201);
    const placed = await call('POST', `${api}/checkout`, { token: bea.token, json: { deliveries: [{ shopId, method: 'shipping' }], address: '1 Main Street' } });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.data.totalCents).toBe(2_800);
    const sessionId = placed.data.checkoutUrl.split('/demo-checkout/')[1];
    expect((await call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: '4242 4242 4242 4242' } })).status).toBe(200);
    const orderId = placed.data.orders[0].id;
    expect((await call('GET', `${api}/orders/${orderId}`, { token: bea.token })).data.status).toBe('placed');
    // The payment's webhook (checkout.completed, then payment.succeeded) emails the seller and the buyer once.
    expect(await subjectsTo(seller.id)).toEqual([expect.stringMatching(/^New order from Bea: please confirm by /)]);
    expect(await subjectsTo(bea.id)).toEqual(['Your receipt: $28.00 paid']);
    expect((await call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: seller.token, json: {} })).data.status).toBe('confirmed');
    expect((await call('POST', `${api}/seller/orders/${orderId}/deliver`, { token: seller.token, json: {} })).data.status).toBe('delivered');
    expect((await call('POST', `${api}/orders/${orderId}/received`, { token: bea.token, json: {} })).data.status).toBe('received');
    await cron();
    const ledger = async () =>
      (await client.execute({ sql: 'SELECT kind, amount_cents FROM ledger_entries WHERE shop_order_id = ? ORDER BY kind', args: [orderId] })).rows.map((row) => [row.kind, row.amount_cents]);
    expect(await ledger()).toEqual([['charge', 2_800]]);
    // The 24-hour hold, moved into the past (the Workers clock is the real one).
    await client.execute({ sql: 'UPDATE shop_orders SET payout_due_at = ? WHERE id = ?', args: [Date.now() - 1, orderId] });
    await cron();
    await cron();
    expect(await ledger()).toEqual([
      ['charge', 2_800],
      ['commission', 280],
      ['release', 2_520],
    ]);
    expect((await call('GET', `${api}/orders/${orderId}`, { token: bea.token })).data).toMatchObject({ commissionCents: 280, sellerShareCents: 2_520 });
    expect((await subjectsTo(seller.id)).at(-1)).toMatch(/^You were paid \$25\.20 for order /);
  });

  it('parallel checkouts for the last unit against sqld: exactly one wins', async () => {
    const { shopId, variantId } = await sellerWithProduct(1);
    const buyers = await Promise.all(['Ana', 'Ben', 'Cat', 'Dan'].map((name) => member(name)));
    for (const buyer of buyers) expect((await call('POST', `${api}/cart/lines`, { token: buyer.token, json: { variantId, quantity: 1 } })).status).toBe(201);
    const answers = await Promise.all(buyers.map((buyer) => call('POST', `${api}/checkout`, { token: buyer.token, json: { deliveries: [{ shopId, method: 'pickup' }] } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const stock = await client.execute({ sql: 'SELECT stock FROM product_variants WHERE id = ?', args: [variantId] });
    expect(stock.rows[0]!.stock).toBe(0);
    const orders = await client.execute({ sql: 'SELECT count(*) AS n FROM order_lines WHERE variant_id = ?', args: [variantId] });
    expect(orders.rows[0]!.n).toBe(1);
  });
});
