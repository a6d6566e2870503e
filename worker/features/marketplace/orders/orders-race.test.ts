import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLine, buyer, checkoutCart, insertItem, insertRental, sellerWithShop, stockOf } from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/**
 * No overselling: several members check out the last unit (or the last rental day) at the same
 * moment. The stock CHECKs in the database decide, so exactly one wins and the others get a 409
 * that says how many are left — never two orders for one unit.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function race(t: TestApp, count: number, line: Record<string, unknown>, shopId: string) {
  const members = [];
  for (let index = 0; index < count; index++) members.push(await buyer(t, `Racer${index}`));
  for (const member of members) expect((await addLine(t, member.token, line)).status).toBe(201);
  return Promise.all(members.map((member) => checkoutCart(t, member.token, [shopId])));
}

describe('parallel checkouts for the last one', () => {
  it('the last unit goes to exactly one buyer', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 1 }] });
    const answers = await race(t, 5, { variantId: plates.variantId, quantity: 1 }, sam.shopId);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((answer) => answer.status === 409)) expect(answer.data.error).toMatch(/sold out|Only/);
    expect(await stockOf(t, plates.variantId)).toBe(0);
    const orders = await t.client.execute('SELECT count(*) AS n FROM shop_orders');
    expect(orders.rows[0]!.n).toBe(1);
  });

  it('two lines of one variant are summed: 2 asked of 1 left is refused', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 2 }] });
    const bea = await buyer(t);
    const cleo = await buyer(t, 'Cleo');
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 2 });
    await addLine(t, cleo.token, { variantId: plates.variantId, quantity: 1 });
    expect((await checkoutCart(t, cleo.token, [sam.shopId])).status).toBe(201);
    const refused = await checkoutCart(t, bea.token, [sam.shopId]);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe('Only 1 left of Paper plates.');
    expect(await stockOf(t, plates.variantId)).toBe(1);
  });

  it('the last rental day goes to exactly one buyer', async () => {
    const rae = await sellerWithShop(t, 'Rae');
    const castle = await insertRental(t, rae.shopId, { quantity: 1 });
    const answers = await race(t, 4, { variantId: castle.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 2 }, rae.shopId);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const days = await t.client.execute({ sql: 'SELECT date, reserved, capacity FROM rental_days WHERE product_id = ? ORDER BY date', args: [castle.productId] });
    expect(days.rows.map((row) => [row.date, row.reserved])).toEqual([
      ['2026-12-05', 1],
      ['2026-12-06', 1],
    ]);
  });
});
