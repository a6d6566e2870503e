import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScheduledWork } from '#worker/scheduler.ts';
import { DemoPaymentProvider } from '#worker/services/payments/demo-provider.ts';
import { insertEvent, insertGuest } from '#worker/testing/invitations.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { shopOrders, wishlistItems } from '#worker/db/schema/index.ts';
import { randomId } from '#worker/services/tokens.ts';
import {
  addLine,
  auditAll,
  buyAndPay,
  buyer,
  checkoutCart,
  DAY,
  heldOf,
  HOUR,
  insertItem,
  insertRental,
  orderLedger,
  payCheckout,
  payoutAccountOf,
  sellerWithShop,
  stockOf,
} from '#worker/testing/marketplace-orders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const api = '/api/marketplace';

describe('a checkout with two shops, paid once, split into one order per shop', () => {
  it('goes checkout → pay → confirm → deliver → receive → payout, with the commission at the frozen rate', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const rae = await sellerWithShop(t, 'Rae');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const castle = await insertRental(t, rae.shopId, { quantity: 1, priceCents: 5_000, depositCents: 2_000 });
    const bea = await buyer(t);
    const view = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 2 },
        { variantId: castle.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 2 },
      ],
      [sam.shopId, rae.shopId],
    );
    expect(view.status).toBe('paid');
    expect(view.totalCents).toBe(2_000 + 800 + 10_000 + 2_000 + 800);
    const samOrder = view.orders.find((order: any) => order.shop.id === sam.shopId);
    const raeOrder = view.orders.find((order: any) => order.shop.id === rae.shopId);
    expect(samOrder).toMatchObject({ status: 'placed', itemsCents: 2_000, deliveryCents: 800, totalCents: 2_800, commissionRateBp: 1000 });
    expect(raeOrder).toMatchObject({ status: 'placed', itemsCents: 10_000, depositCents: 2_000, deliveryCents: 800, totalCents: 12_800 });
    expect(await stockOf(t, plates.variantId)).toBe(3);
    expect(await orderLedger(t, samOrder.id)).toEqual([['charge', 2_800]]);

    // Each seller sees only their own part of the checkout.
    const samList = await t.call('GET', `${api}/seller/orders`, { token: sam.token });
    expect(samList.data.orders.map((order: any) => order.id)).toEqual([samOrder.id]);
    expect((await t.call('POST', `${api}/seller/orders/${raeOrder.id}/confirm`, { token: sam.token })).status).toBe(404);

    for (const [seller, order] of [
      [sam, samOrder],
      [rae, raeOrder],
    ] as const) {
      expect((await t.call('POST', `${api}/seller/orders/${order.id}/confirm`, { token: seller.token })).data.status).toBe('confirmed');
      expect((await t.call('POST', `${api}/seller/orders/${order.id}/deliver`, { token: seller.token })).data.status).toBe('delivered');
    }
    expect((await t.call('POST', `${api}/orders/${samOrder.id}/received`, { token: bea.token })).data.status).toBe('received');
    // Rae's order is received by itself 3 days after delivery.
    t.clock.advance(3 * DAY + 1);
    await runScheduledWork(t.deps);
    const raeNow = await t.call('GET', `${api}/orders/${raeOrder.id}`, { token: bea.token });
    expect(raeNow.data.status).toBe('received');
    // Sam's hold ran out (received 3 days ago + 24 h): paid; Rae's has 24 h to go.
    expect(await orderLedger(t, samOrder.id)).toEqual([
      ['charge', 2_800],
      ['commission', 280],
      ['release', 2_520],
    ]);
    expect(await orderLedger(t, raeOrder.id)).toEqual([['charge', 12_800]]);
    t.clock.advance(DAY);
    await runScheduledWork(t.deps);
    expect(await orderLedger(t, raeOrder.id)).toEqual([
      ['charge', 12_800],
      ['commission', 1_280],
      ['release', 11_520],
    ]);
    expect(await heldOf(t, raeOrder.id)).toBe(0);
    expect(await auditAll(t)).toEqual([]);
    // The transfer went to Rae's account with the group's transfer group and the charge as its source.
    const row = (await t.db.select().from(shopOrders)).find((order) => order.id === raeOrder.id)!;
    const record = await (t.deps.payments as DemoPaymentProvider).transferRecord(row.transferId!);
    expect(record).toMatchObject({ amountCents: 11_520, destination: (await payoutAccountOf(t, rae.id))!.accountId, transferGroup: `checkout_${view.groupId}` });
    expect(record!.sourceTransaction).toBeTruthy();
    const seen = await t.call('GET', `${api}/orders/${raeOrder.id}`, { token: bea.token });
    expect(seen.data).toMatchObject({ commissionCents: 1_280, sellerShareCents: 11_520 });

    // The buyer reviews once; the shop's rating is the mean with one decimal.
    expect((await t.call('POST', `${api}/orders/${samOrder.id}/review`, { token: bea.token, json: { rating: 4, text: 'Lovely' } })).status).toBe(201);
    expect((await t.call('POST', `${api}/orders/${samOrder.id}/review`, { token: bea.token, json: { rating: 5, text: 'Again' } })).status).toBe(409);
    const dashboard = await t.call('GET', `${api}/seller/dashboard`, { token: sam.token });
    expect(dashboard.status).toBe(200);
    expect(dashboard.data.totals).toMatchObject({ salesCents: 2_800, paidOutCents: 2_520, heldCents: 0 });
    expect(dashboard.data.topProducts[0]).toMatchObject({ productId: plates.productId, unitsSold: 2 });
    const reviewId = dashboard.data.reviews[0].id;
    expect((await t.call('POST', `${api}/seller/reviews/${reviewId}/reply`, { token: rae.token, json: { text: 'Not mine' } })).status).toBe(404);
    expect((await t.call('POST', `${api}/seller/reviews/${reviewId}/reply`, { token: sam.token, json: { text: 'Thank you!' } })).status).toBe(200);
    expect((await t.call('POST', `${api}/seller/reviews/${reviewId}/reply`, { token: sam.token, json: { text: 'Twice' } })).status).toBe(409);
    const shop = await t.client.execute({ sql: 'SELECT rating_average, rating_count FROM shops WHERE id = ?', args: [sam.shopId] });
    expect(shop.rows[0]).toMatchObject({ rating_average: 4, rating_count: 1 });
    const product = await t.client.execute({ sql: 'SELECT rating_average FROM products WHERE id = ?', args: [plates.productId] });
    expect(product.rows[0]!.rating_average).toBe(4);
  });

  it('a replayed payment changes nothing, and the delivery fee is counted once per order', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 500, stock: 9 }] });
    const cups = await insertItem(t, sam.shopId, { title: 'Cups', variants: [{ priceCents: 300, stock: 9 }] });
    const bea = await buyer(t);
    expect((await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 })).status).toBe(201);
    expect((await addLine(t, bea.token, { variantId: cups.variantId, quantity: 2 })).status).toBe(201);
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    expect(placed.status).toBe(201);
    expect(placed.data.orders).toHaveLength(1);
    expect(placed.data.orders[0]).toMatchObject({ itemsCents: 1_100, deliveryCents: 800, totalCents: 1_900 });
    expect(placed.data.totalCents).toBe(1_900);
    expect((await payCheckout(t, placed.data.checkoutUrl)).status).toBe(200);
    const before = await orderLedger(t, placed.data.orders[0].id);
    // The demo page submitted again: the payment is not taken or booked twice.
    await payCheckout(t, placed.data.checkoutUrl);
    expect(await orderLedger(t, placed.data.orders[0].id)).toEqual(before);
    const orders = await t.call('GET', `${api}/orders`, { token: bea.token });
    expect(orders.data.orders).toHaveLength(1);
    expect(await auditAll(t)).toEqual([]);
  });
});

describe('cancellations and refunds', () => {
  it('the buyer cancels before confirmation: full refund, stock back, never reads as paid', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 2 }] });
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 2 }], [sam.shopId]);
    const orderId = view.orders[0].id;
    expect(await stockOf(t, plates.variantId)).toBe(0);
    const cancelled = await t.call('POST', `${api}/orders/${orderId}/cancel`, { token: bea.token, json: { reason: 'Plans changed' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundedCents: 2_800, totalCents: 2_800 });
    expect(await orderLedger(t, orderId)).toEqual([
      ['charge', 2_800],
      ['refund', 2_800],
    ]);
    expect(await stockOf(t, plates.variantId)).toBe(2);
    expect(await heldOf(t, orderId)).toBe(0);
    // Cancelling again, or after the seller confirmed, is refused and books nothing.
    expect((await t.call('POST', `${api}/orders/${orderId}/cancel`, { token: bea.token })).status).toBe(409);
    expect((await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token })).status).toBe(409);
    t.clock.advance(5 * DAY);
    await runScheduledWork(t.deps);
    expect(await orderLedger(t, orderId)).toHaveLength(2);
    expect(await auditAll(t)).toEqual([]);
  });

  it('declined lines are refunded at once; declining the last cancels the order with its delivery fee', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const cups = await insertItem(t, sam.shopId, { title: 'Cups', variants: [{ priceCents: 300, stock: 5 }] });
    const bea = await buyer(t);
    const view = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 1 },
        { variantId: cups.variantId, quantity: 2 },
      ],
      [sam.shopId],
    );
    const order = view.orders[0];
    const cupsLine = order.lines.find((line: any) => line.title === 'Cups');
    const declined = await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [cupsLine.id], reason: 'Out of cups' } });
    expect(declined.status).toBe(200);
    expect(declined.data).toMatchObject({ status: 'placed', refundedCents: 600 });
    expect((await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [cupsLine.id] } })).status).toBe(400);
    const platesLine = order.lines.find((line: any) => line.title === 'Paper plates');
    const last = await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [platesLine.id] } });
    expect(last.data).toMatchObject({ status: 'cancelled', refundedCents: order.totalCents });
    expect(await heldOf(t, order.id)).toBe(0);
    expect(await auditAll(t)).toEqual([]);
  });

  it('a partly declined order pays the seller the rest less the commission on it', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_005, stock: 5 }] });
    const cups = await insertItem(t, sam.shopId, { title: 'Cups', variants: [{ priceCents: 300, stock: 5 }] });
    const bea = await buyer(t);
    const view = await buyAndPay(
      t,
      bea.token,
      [
        { variantId: plates.variantId, quantity: 1 },
        { variantId: cups.variantId, quantity: 1 },
      ],
      [sam.shopId],
    );
    const order = view.orders[0];
    const cupsLine = order.lines.find((line: any) => line.title === 'Cups');
    await t.call('POST', `${api}/seller/orders/${order.id}/decline-lines`, { token: sam.token, json: { lineIds: [cupsLine.id] } });
    await t.call('POST', `${api}/seller/orders/${order.id}/confirm`, { token: sam.token });
    await t.call('POST', `${api}/seller/orders/${order.id}/deliver`, { token: sam.token });
    await t.call('POST', `${api}/orders/${order.id}/received`, { token: bea.token });
    t.clock.advance(DAY - 1);
    await runScheduledWork(t.deps);
    expect((await orderLedger(t, order.id)).map(([kind]) => kind)).toEqual(['charge', 'refund']);
    t.clock.advance(1);
    await runScheduledWork(t.deps);
    // Kept 1,805 (1,005 + 800 delivery): commission round(180.5) = 181, share 1,624.
    expect(await orderLedger(t, order.id)).toEqual([
      ['charge', 2_105],
      ['refund', 300],
      ['commission', 181],
      ['release', 1_624],
    ]);
    expect(await auditAll(t)).toEqual([]);
  });

  it('the system cancels and refunds an order not confirmed in 48 hours, and one not delivered by the party', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 5 }] });
    const bea = await buyer(t);
    const first = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    t.clock.advance(48 * HOUR - 1);
    await runScheduledWork(t.deps);
    expect((await t.call('GET', `${api}/orders/${first.orders[0].id}`, { token: bea.token })).data.status).toBe('placed');
    t.clock.advance(1);
    await runScheduledWork(t.deps);
    const cancelled = await t.call('GET', `${api}/orders/${first.orders[0].id}`, { token: bea.token });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundedCents: 1_800 });
    expect(await heldOf(t, first.orders[0].id)).toBe(0);

    // Tied to a party in 8 days; confirmed and never delivered → cancelled at the party's start.
    const party = await insertEvent(t, bea.id, { startsAt: t.clock.now() + 8 * DAY, endsAt: t.clock.now() + 8 * DAY + 3 * HOUR });
    expect((await t.call('PUT', `${api}/cart/event`, { token: bea.token, json: { eventId: party.id } })).status).toBe(200);
    const second = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const orderId = second.orders[0].id;
    expect(second.orders[0].deliverByDate).toBeTruthy();
    await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token });
    t.clock.advance(8 * DAY - 1);
    await runScheduledWork(t.deps);
    expect((await t.call('GET', `${api}/orders/${orderId}`, { token: bea.token })).data.status).toBe('confirmed');
    t.clock.advance(1);
    await runScheduledWork(t.deps);
    expect((await t.call('GET', `${api}/orders/${orderId}`, { token: bea.token })).data).toMatchObject({ status: 'cancelled', refundedCents: 1_800 });
    expect(await auditAll(t)).toEqual([]);
  });

  it('an unpaid checkout expires after 15 minutes and gives its stock and rental days back; a payment after that is refunded in full', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 1 }] });
    const castle = await insertRental(t, sam.shopId);
    const bea = await buyer(t);
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    await addLine(t, bea.token, { variantId: castle.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 1 });
    const placed = await checkoutCart(t, bea.token, [sam.shopId]);
    expect(placed.status).toBe(201);
    expect(await stockOf(t, plates.variantId)).toBe(0);
    t.clock.advance(15 * 60_000);
    await runScheduledWork(t.deps);
    expect(await stockOf(t, plates.variantId)).toBe(1);
    const days = await t.client.execute({ sql: 'SELECT reserved FROM rental_days WHERE product_id = ?', args: [castle.productId] });
    expect(days.rows[0]!.reserved).toBe(0);
    expect((await t.call('GET', `${api}/checkouts/${placed.data.groupId}`, { token: bea.token })).data.status).toBe('expired');
    // The card is charged late (the page was still open): booked and refunded in full at once.
    expect((await payCheckout(t, placed.data.checkoutUrl)).status).toBe(200);
    const orderId = placed.data.orders[0].id;
    expect(await orderLedger(t, orderId)).toEqual([
      ['charge', placed.data.totalCents],
      ['refund', placed.data.totalCents],
    ]);
    expect((await t.call('GET', `${api}/orders`, { token: bea.token })).data.orders).toEqual([]);
    expect(await auditAll(t)).toEqual([]);
  });
});

describe('the cart tied to a party', () => {
  it('takes the party’s address and deliver-by, suggests plates per guest going, warns of wishes, refuses a delivery that cannot arrive', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 50 }] });
    const bea = await buyer(t);
    const party = await insertEvent(t, bea.id, { startsAt: t.clock.now() + 3 * DAY, endsAt: t.clock.now() + 3 * DAY + 3 * HOUR, location: '5 Elm Road' });
    await insertGuest(t, party.id, { name: 'Gus', rsvpStatus: 'going', partySize: 3 });
    await insertGuest(t, party.id, { name: 'Ivy', rsvpStatus: 'declined' });
    const now = t.clock.now();
    await t.db
      .insert(wishlistItems)
      .values({ id: randomId(), eventId: party.id, title: 'Plates', priceCents: 1_000, productRef: `marketplace:${plates.productId}`, position: 0, createdAt: now, updatedAt: now });
    expect((await t.call('PUT', `${api}/cart/event`, { token: bea.token, json: { eventId: party.id } })).status).toBe(200);
    const cart = await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    expect(cart.data.event).toMatchObject({ id: party.id, goingCount: 3, location: '5 Elm Road', deliverBy: party.startsAt - 3 * HOUR });
    expect(cart.data.shops[0].lines[0]).toMatchObject({ quantity: 1, suggestedQuantity: 3 });
    expect(cart.data.shops[0].lines[0].warnings[0]).toMatch(/wishlist/);
    // Shipping takes 5 days: the party is in 3.
    const refused = await t.call('POST', `${api}/checkout`, { token: bea.token, json: { deliveries: [{ shopId: sam.shopId, method: 'shipping' }] } });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toMatch(/cannot arrive before the party/);
    expect(await stockOf(t, plates.variantId)).toBe(50);
    const placed = await t.call('POST', `${api}/checkout`, { token: bea.token, json: { deliveries: [{ shopId: sam.shopId, method: 'local' }], city: 'Austin' } });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    expect(placed.data.orders[0]).toMatchObject({ address: '5 Elm Road', deliveryMethod: 'local', deliveryCents: 1_500, event: { id: party.id } });
    // Another member's party cannot be tied.
    const cleo = await buyer(t, 'Cleo');
    expect((await t.call('PUT', `${api}/cart/event`, { token: cleo.token, json: { eventId: party.id } })).status).toBe(404);
  });
});

describe('the rules around the moves', () => {
  it('a seller cannot buy from their own shop, and a shop without a payout account cannot take orders', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId);
    expect((await addLine(t, sam.token, { variantId: plates.variantId, quantity: 1 })).status).toBe(400);
    const nia = await sellerWithShop(t, 'Nia', { payouts: false });
    const cups = await insertItem(t, nia.shopId);
    const bea = await buyer(t);
    const cart = await addLine(t, bea.token, { variantId: cups.variantId, quantity: 1 });
    expect(cart.data.shops[0].canSell).toBe(false);
    const refused = await checkoutCart(t, bea.token, [nia.shopId]);
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/cannot take orders/);
  });

  it('the cart view says which of its shops can sell, and a rental line how many units are free on all its days', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const castles = await insertRental(t, sam.shopId, { quantity: 3 });
    const plates = await insertItem(t, sam.shopId);
    const nia = await sellerWithShop(t, 'Nia', { payouts: false });
    const cups = await insertItem(t, nia.shopId);
    // Another buyer holds two of the three castles on Dec 6 and 7.
    const ann = await buyer(t, 'Ann');
    expect((await addLine(t, ann.token, { variantId: castles.variantId, quantity: 2, rentalStart: '2026-12-06', rentalDays: 2 })).status).toBe(201);
    expect((await checkoutCart(t, ann.token, [sam.shopId])).status).toBe(201);

    const bea = await buyer(t);
    await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    await addLine(t, bea.token, { variantId: cups.variantId, quantity: 1 });
    const added = await addLine(t, bea.token, { variantId: castles.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 2 });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    for (const cart of [added.data, (await t.call('GET', `${api}/cart`, { token: bea.token })).data]) {
      // Lines added in the same millisecond come in no set order: read the shops by id.
      expect(Object.fromEntries(cart.shops.map((shop: any) => [shop.shop.id, shop.canSell]))).toEqual({ [sam.shopId]: true, [nia.shopId]: false });
      const lines = cart.shops.find((shop: any) => shop.shop.id === sam.shopId).lines;
      expect(lines.find((line: any) => line.variantId === castles.variantId)).toMatchObject({ rentalStart: '2026-12-05', rentalDays: 2, available: 1 });
      expect(lines.find((line: any) => line.variantId === plates.variantId)).toMatchObject({ rentalStart: null, available: 10 });
    }
  });

  it('the buyer cancelling as the seller confirms: exactly one wins', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId);
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const orderId = view.orders[0].id;
    const [cancel, confirm] = await Promise.all([
      t.call('POST', `${api}/orders/${orderId}/cancel`, { token: bea.token, json: {} }),
      t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token, json: {} }),
    ]);
    expect([cancel.status, confirm.status].sort()).toEqual([200, 409]);
    const after = await t.call('GET', `${api}/orders/${orderId}`, { token: bea.token });
    expect(after.data.status).toBe(cancel.status === 200 ? 'cancelled' : 'confirmed');
    expect(after.data.refundedCents).toBe(cancel.status === 200 ? 1_800 : 0);
    expect(await auditAll(t)).toEqual([]);
  });

  it('a confirmation after the 48 hours, or a delivery after the party started, is refused: the timer decides', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId);
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    t.clock.advance(48 * HOUR);
    expect((await t.call('POST', `${api}/seller/orders/${view.orders[0].id}/confirm`, { token: sam.token, json: {} })).status).toBe(409);
  });

  it('a fully refunded order never reads as paid: no sales, no product sold, nothing held', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId);
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    await t.call('POST', `${api}/orders/${view.orders[0].id}/cancel`, { token: bea.token, json: {} });
    const dashboard = await t.call('GET', `${api}/seller/dashboard`, { token: sam.token });
    expect(dashboard.data.totals).toEqual({ salesCents: 0, paidOutCents: 0, heldCents: 0 });
    expect(dashboard.data.topProducts).toEqual([]);
    expect(dashboard.data.waiting).toEqual([]);
    expect((await t.call('GET', `${api}/orders/${view.orders[0].id}`, { token: bea.token })).data).toMatchObject({ status: 'cancelled', refundedCents: 1_800, totalCents: 1_800 });
  });

  it('reviews are open for 60 days after "received"', async () => {
    const sam = await sellerWithShop(t, 'Sam');
    const plates = await insertItem(t, sam.shopId);
    const bea = await buyer(t);
    const view = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 1 }], [sam.shopId]);
    const orderId = view.orders[0].id;
    await t.call('POST', `${api}/seller/orders/${orderId}/confirm`, { token: sam.token, json: {} });
    await t.call('POST', `${api}/seller/orders/${orderId}/deliver`, { token: sam.token, json: {} });
    await t.call('POST', `${api}/orders/${orderId}/received`, { token: bea.token, json: {} });
    // 60 days on (moved in the row: a session would not last that long on the test clock).
    await t.client.execute({ sql: 'UPDATE shop_orders SET received_at = received_at - ? WHERE id = ?', args: [60 * DAY + 1, orderId] });
    const late = await t.call('POST', `${api}/orders/${orderId}/review`, { token: bea.token, json: { rating: 5, text: '' } });
    expect(late.status).toBe(409);
    expect(late.data.error).toMatch(/60 days/);
  });
});
