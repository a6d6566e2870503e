import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wishlistAssignments, wishlistItems } from '#worker/db/schema/index.ts';
import { buyAndPay, buyer, insertItem, sellerWithShop } from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/**
 * A wish that stands for a marketplace product (product_ref `marketplace:<id>`) is bought in the
 * gift assignment when the guest it is assigned to pays for that product in the marketplace.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Bea, a guest with an account, whose one gift is a wish standing for `productId`. */
async function guestWithAssignedWish(productId: string) {
  const host = await buyer(t, 'Hana');
  const created = await t.call('POST', '/api/events', { token: host.token, json: { title: 'Mia turns 6', timeZone: 'UTC', startsAt: '2026-12-12T15:00', endsAt: '2026-12-12T18:00' } });
  expect(created.status).toBe(201);
  const eventId = created.data.event.id as string;
  const bea = await buyer(t, 'Bea');
  const added = await t.call('POST', `/api/events/${eventId}/guests`, { token: host.token, json: { name: 'Bea', email: 'bea-guest@example.com' } });
  expect(added.status).toBe(201);
  const guestId = added.data.guest.id as string;
  // Bea opened her invitation signed in: her guest row is hers.
  await t.client.execute({ sql: 'UPDATE guests SET user_id = ? WHERE id = ?', args: [bea.id, guestId] });
  const now = t.clock.now();
  const itemId = 'wish-1';
  await t.db.insert(wishlistItems).values({ id: itemId, eventId, title: 'Kite', priceCents: 1_000, position: 0, productRef: `marketplace:${productId}`, createdAt: now, updatedAt: now });
  await t.db.insert(wishlistAssignments).values({ id: 'assignment-1', eventId, guestId, itemId, unitIndex: 0, status: 'assigned', explanation: 'in_band', updatedAt: now });
  return { bea, itemId };
}

const statusOf = async (itemId: string) => (await t.db.select().from(wishlistAssignments)).find((row) => row.itemId === itemId)!.status;

describe('a wish bought through the marketplace', () => {
  it('is marked bought for the guest it is assigned to once they pay for that product, not for another', async () => {
    const seller = await sellerWithShop(t, 'Sol');
    const kite = await insertItem(t, seller.shopId, { title: 'Kite' });
    const drum = await insertItem(t, seller.shopId, { title: 'Drum' });
    const { bea, itemId } = await guestWithAssignedWish(kite.productId);
    await buyAndPay(t, bea.token, [{ variantId: drum.variantId, quantity: 1 }], [seller.shopId]);
    expect(await statusOf(itemId)).toBe('assigned');
    await buyAndPay(t, bea.token, [{ variantId: kite.variantId, quantity: 1 }], [seller.shopId]);
    expect(await statusOf(itemId)).toBe('bought');
  });

  it('stays as it is when someone else buys the same product', async () => {
    const seller = await sellerWithShop(t, 'Sol');
    const kite = await insertItem(t, seller.shopId, { title: 'Kite' });
    const { itemId } = await guestWithAssignedWish(kite.productId);
    const stranger = await buyer(t, 'Stan');
    await buyAndPay(t, stranger.token, [{ variantId: kite.variantId, quantity: 1 }], [seller.shopId]);
    expect(await statusOf(itemId)).toBe('assigned');
  });
});
