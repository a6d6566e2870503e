import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLine, buyAndPay, buyer, checkoutCart, insertItem, sellerWithShop } from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/** The buyer and the shop write to each other about an order: one conversation per order, nobody else. */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const start = (token: string, id: string, message = 'Hello') => t.call('POST', '/api/messages/conversations', { token, json: { context: { type: 'order', id }, message } });

describe('messages about an order', () => {
  it('lets the buyer and the seller write in one conversation, the shop only once the order is paid, and nobody else', async () => {
    const seller = await sellerWithShop(t, 'Sol');
    const plates = await insertItem(t, seller.shopId, { title: 'Confetti plates' });
    const bea = await buyer(t, 'Bea');
    const eve = await buyer(t, 'Eve');

    // Unpaid, the shop has not seen the order: it is no way to write to the buyer.
    expect((await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 })).status).toBe(201);
    const unpaid = await checkoutCart(t, bea.token, [seller.shopId]);
    expect((await start(seller.token, unpaid.data.orders[0].id)).status).toBe(404);

    const paid = await buyAndPay(t, bea.token, [{ variantId: plates.variantId, quantity: 2 }], [seller.shopId]);
    const orderId = paid.orders[0].id as string;
    const fromBuyer = await start(bea.token, orderId, 'Could they arrive by Friday?');
    expect(fromBuyer.status, JSON.stringify(fromBuyer.data)).toBe(201);
    const fromSeller = await start(seller.token, orderId, 'Yes, Thursday afternoon.');
    expect(fromSeller.data.conversation.id).toBe(fromBuyer.data.conversation.id);

    const inbox = (await t.call('GET', '/api/messages', { token: bea.token })).data.conversations;
    expect(inbox[0]).toMatchObject({ context: { type: 'order', id: orderId, label: 'Order', title: "Sol's Party Shop", href: '/marketplace/orders' } });
    const sellerInbox = (await t.call('GET', '/api/messages', { token: seller.token })).data.conversations;
    expect(sellerInbox[0]).toMatchObject({ context: { href: '/shop-manager?tab=orders' } });

    // A stranger is no party; an unknown order is nothing.
    expect((await start(eve.token, orderId)).status).toBe(404);
    expect((await start(seller.token, 'nope')).status).toBe(404);
  });
});
