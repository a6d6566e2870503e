import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, shopOrders } from '#worker/db/schema/index.ts';
import { runScheduledWork } from '#worker/scheduler.ts';
import { addLine, auditAll, buyer, checkoutCart, DAY, HOUR, insertItem, insertRental, payCheckout, sellerWithShop } from '#worker/testing/marketplace-orders.ts';
import { createTestApp } from '#worker/testing/test-app.ts';

/**
 * The marketplace's money invariants over random runs (decision 061): multi-shop checkouts (paid or
 * left to expire), partial declines, buyer cancels, confirmations, deliveries, receipts and the
 * clock moved so the timers cancel, auto-receive and pay out. After every step: the ledger audit
 * is clean, nothing is transferred before received + 24 h, no order is refunded more than it was
 * charged, and every finished order holds 0.
 */

const action = fc.oneof(
  fc.record({ kind: fc.constant('checkout' as const), shops: fc.subarray([0, 1, 2], { minLength: 1 }), pay: fc.boolean(), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constantFrom('decline' as const, 'cancel' as const, 'confirm' as const, 'deliver' as const, 'receive' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.constantFrom(10 * 60_000, 6 * HOUR, DAY, 2 * DAY, 3 * DAY, 8 * DAY) }),
);

describe('marketplace ledger over random runs', () => {
  it('stays sound after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
        const t = await createTestApp();
        try {
          const sellers = [await sellerWithShop(t, 'Sam'), await sellerWithShop(t, 'Rae'), await sellerWithShop(t, 'Ola')];
          const items = [
            await insertItem(t, sellers[0]!.shopId, { variants: [{ priceCents: 1_005, stock: 6 }] }),
            await insertItem(t, sellers[1]!.shopId, { variants: [{ priceCents: 333, stock: 6 }] }),
            await insertRental(t, sellers[2]!.shopId, { quantity: 2, priceCents: 2_500, depositCents: 1_000 }),
          ];
          const bea = await buyer(t);
          const api = '/api/marketplace';
          const orders = async () => (await t.call('GET', `${api}/orders`, { token: bea.token })).data.orders as any[];
          const sellerOf = (order: any) => sellers.find((seller) => seller.shopId === order.shop.id)!;
          const pickOrder = async (status: string, pick: number) => {
            const matching = (await orders()).filter((order) => order.status === status);
            return matching.length > 0 ? matching[pick % matching.length] : null;
          };
          for (const step of actions) {
            if (step.kind === 'checkout') {
              for (const index of step.shops) {
                const line = index === 2 ? { variantId: items[2]!.variantId, quantity: 1, rentalStart: '2026-12-20', rentalDays: 2 } : { variantId: items[index]!.variantId, quantity: step.quantity };
                await addLine(t, bea.token, line);
              }
              const cart = (await t.call('GET', `${api}/cart`, { token: bea.token })).data;
              if (cart.lineCount > 0) {
                const placed = await checkoutCart(
                  t,
                  bea.token,
                  cart.shops.map((shop: any) => shop.shop.id),
                );
                if (placed.status === 201 && step.pay) await payCheckout(t, placed.data.checkoutUrl);
              }
            } else if (step.kind === 'advance') {
              t.clock.advance(step.ms);
              // The members stay signed in however far the clock moves (a run may span more than a session's 30 days).
              await t.client.execute({ sql: 'UPDATE sessions SET expires_at = expires_at + ?', args: [step.ms] });
              await runScheduledWork(t.deps);
            } else if (step.kind === 'decline') {
              const order = await pickOrder('placed', step.pick);
              const line = order?.lines.find((item: any) => !item.declined);
              if (line) await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sellerOf(order).token, json: { lineIds: [line.id] } });
            } else if (step.kind === 'cancel') {
              const order = await pickOrder('placed', step.pick);
              if (order) await t.call('POST', `${api}/orders/${order.id}/cancel`, { token: bea.token, json: {} });
            } else if (step.kind === 'confirm' || step.kind === 'deliver') {
              const order = await pickOrder(step.kind === 'confirm' ? 'placed' : 'confirmed', step.pick);
              if (order) await t.call('POST', `${api}/seller/orders/${order.id}/${step.kind}`, { token: sellerOf(order).token, json: {} });
            } else {
              const order = await pickOrder('delivered', step.pick);
              if (order) await t.call('POST', `${api}/orders/${order.id}/received`, { token: bea.token, json: {} });
            }
            await expectInvariants(t);
          }
          // Everything finished: every order ends at held 0.
          for (let round = 0; round < 4; round++) {
            for (const order of (await orders()).filter((item) => item.status === 'placed'))
              await t.call('POST', `${api}/seller/orders/${order.id}/confirm`, { token: sellerOf(order).token, json: {} });
            for (const order of (await orders()).filter((item) => item.status === 'confirmed'))
              await t.call('POST', `${api}/seller/orders/${order.id}/deliver`, { token: sellerOf(order).token, json: {} });
            t.clock.advance(4 * DAY);
            await runScheduledWork(t.deps);
            await expectInvariants(t);
          }
          const rows = await t.db.select().from(shopOrders);
          const entries = await t.db.select().from(ledgerEntries);
          for (const row of rows.filter((order) => order.paidAt !== null)) {
            const held = entries.filter((entry) => entry.shopOrderId === row.id).reduce((sum, entry) => sum + (entry.kind === 'charge' ? entry.amountCents : -entry.amountCents), 0);
            expect(held, `order ${row.id} (${row.status})`).toBe(0);
          }
        } finally {
          t.close();
        }
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});

async function expectInvariants(t: Awaited<ReturnType<typeof createTestApp>>) {
  expect(await auditAll(t)).toEqual([]);
  const rows = await t.db.select().from(shopOrders);
  const entries = await t.db.select().from(ledgerEntries);
  for (const row of rows) {
    const mine = entries.filter((entry) => entry.shopOrderId === row.id);
    const charged = mine.filter((entry) => entry.kind === 'charge').reduce((sum, entry) => sum + entry.amountCents, 0);
    const refunded = mine.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + entry.amountCents, 0);
    expect(refunded).toBeLessThanOrEqual(charged);
    expect(mine.filter((entry) => entry.kind === 'charge').length).toBeLessThanOrEqual(1);
    for (const entry of mine.filter((item) => item.kind === 'release' || item.kind === 'commission')) {
      expect(row.receivedAt, `paid out before received: ${row.id}`).not.toBeNull();
      expect(entry.at).toBeGreaterThanOrEqual(row.receivedAt! + DAY);
    }
    if (row.status === 'expired' && row.paidAt === null) expect(mine).toEqual([]);
  }
}
