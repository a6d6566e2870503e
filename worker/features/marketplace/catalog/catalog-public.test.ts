import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutGroups, orderLines, rentalDays, shopOrders, shopReviews, wishlistItems } from '#worker/db/schema/index.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { createProduct, itemFields, member, openShop, pngBytes, postPhoto, rentalFields, seller } from './catalog-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

/** A delivered order of the shop holding these products, reviewed by its buyer (the orders feature writes these; here straight in the database). */
async function reviewedOrder(shopId: string, productIds: string[], review: { rating: number; text: string; at: number }) {
  const id = crypto.randomUUID();
  const now = t.clock.now();
  await t.db.insert(checkoutGroups).values({ id, status: 'paid', totalCents: 1000, payBy: now, createdAt: now, updatedAt: now });
  await t.db.insert(shopOrders).values({
    id,
    groupId: id,
    shopId,
    status: 'received',
    deliveryMethod: 'pickup',
    itemsCents: 1000,
    deliveryCents: 0,
    totalCents: 1000,
    commissionRateBp: 1000,
    createdAt: now,
    updatedAt: now,
  });
  for (const productId of productIds) {
    await t.db.insert(orderLines).values({ id: crypto.randomUUID(), orderId: id, productId, title: 'x', unitPriceCents: 1000, quantity: 1, lineCents: 1000 });
  }
  await t.db.insert(shopReviews).values({ id: crypto.randomUUID(), orderId: id, shopId, reviewerName: 'Rita', rating: review.rating, text: review.text, createdAt: review.at });
}

describe('the public product page', () => {
  it('shows an active product with its shop and the reviews of orders that held it', async () => {
    const { token, shop } = await seller(t, 'Ann');
    const arch = await createProduct(t, token, itemFields());
    const plates = await createProduct(t, token, itemFields({ title: 'Plates' }));
    await reviewedOrder(shop.id, [arch.id], { rating: 5, text: 'Lovely arch', at: 1 });
    await reviewedOrder(shop.id, [plates.id], { rating: 2, text: 'Plates were bent', at: 2 });
    await reviewedOrder(shop.id, [arch.id, plates.id], { rating: 4, text: 'Both fine', at: 3 });
    const page = await t.call('GET', `/api/marketplace/products/${arch.id}`);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      id: arch.id,
      title: 'Balloon arch kit',
      priceCents: 2200,
      shopId: shop.id,
      shopName: 'Confetti Corner',
      shopDetail: { id: shop.id, canSell: true, city: 'Austin' },
    });
    expect(page.data.reviews.map((review: { text: string }) => review.text)).toEqual(['Both fine', 'Lovely arch']);
    expect((await t.call('GET', `/api/marketplace/shops/${shop.slug}`)).data.reviews).toHaveLength(3);
  });

  it('is a 404 for an unknown, draft or archived product, and for a shop that cannot sell; its seller sees a preview', async () => {
    const { token } = await seller(t, 'Ann');
    const draft = await createProduct(t, token, itemFields({ status: 'draft' }));
    const archived = await createProduct(t, token, itemFields({ status: 'archived' }));
    const carl = await member(t, 'Carl');
    await openShop(t, carl, { slug: 'carls' });
    const unpaid = await createProduct(t, carl, itemFields({ status: 'draft' }));
    for (const id of ['nope', draft.id, archived.id, unpaid.id, 'x'.repeat(500)]) {
      const response = await t.call('GET', `/api/marketplace/products/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.data.error).toMatch(/not found/);
    }
    expect((await t.call('GET', `/api/marketplace/products/${draft.id}`, { token: carl })).status).toBe(404);
    expect((await t.call('GET', `/api/marketplace/products/${draft.id}`, { token })).data.status).toBe('draft');
    expect((await t.call('GET', '/api/marketplace/shops/carls')).status).toBe(404);
    expect((await t.call('GET', '/api/marketplace/shops/carls', { token: carl })).status).toBe(200);
  });

  it('tells a rental’s free units by day, and refuses bad ranges', async () => {
    const { token } = await seller(t, 'Ann');
    const bounce = await createProduct(t, token, rentalFields());
    const item = await createProduct(t, token, itemFields());
    await t.db.insert(rentalDays).values([
      { productId: bounce.id, date: '2026-12-05', capacity: 2, reserved: 2 },
      { productId: bounce.id, date: '2026-12-06', capacity: 2, reserved: 1 },
    ]);
    const days = await t.call('GET', `/api/marketplace/products/${bounce.id}/availability?from=2026-12-04&days=3`);
    expect(days.status).toBe(200);
    expect(days.data).toEqual({
      days: [
        { date: '2026-12-04', free: 2 },
        { date: '2026-12-05', free: 0 },
        { date: '2026-12-06', free: 1 },
      ],
    });
    expect((await t.call('GET', `/api/marketplace/products/${bounce.id}/availability?from=2026-12-04&days=62`)).data.days).toHaveLength(62);
    for (const query of ['', 'from=2026-02-30', 'from=2026-12-04&days=63', 'from=2026-12-04&days=0', 'from=2026-12-04&days=1.5', 'from=2026-12-04&days=-1']) {
      const response = await t.call('GET', `/api/marketplace/products/${bounce.id}/availability?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.data.error).toEqual(expect.any(String));
    }
    expect((await t.call('GET', `/api/marketplace/products/${item.id}/availability?from=2026-12-04`)).status).toBe(400);
    expect((await t.call('GET', `/api/marketplace/products/nope/availability?from=2026-12-04`)).status).toBe(404);
  });

  it('shows a shop by id or slug with its active products', async () => {
    const { token, shop } = await seller(t, 'Ann');
    await createProduct(t, token, itemFields());
    await createProduct(t, token, itemFields({ title: 'Hidden draft', status: 'draft' }));
    for (const key of [shop.id, shop.slug, shop.slug.toUpperCase()]) {
      const page = await t.call('GET', `/api/marketplace/shops/${key}`);
      expect(page.status, key).toBe(200);
      expect(page.data.shop).toMatchObject({ id: shop.id, name: 'Confetti Corner' });
      expect(page.data.products.map((product: { title: string }) => product.title)).toEqual(['Balloon arch kit']);
    }
    expect((await t.call('GET', '/api/marketplace/shops/nope')).status).toBe(404);
  });
});

describe('how a shop reaches a place (the product page’s estimate to a party)', () => {
  it('answers the distance and the methods the checkout would allow there', async () => {
    // Confetti Corner: Austin, shipping, local delivery within 15 miles, pickup.
    const { shop } = await seller(t, 'Ann');
    const reach = async (to: string) => {
      const response = await t.call('GET', `/api/marketplace/shops/${shop.slug}/reach?to=${encodeURIComponent(to)}`);
      expect(response.status, JSON.stringify(response.data)).toBe(200);
      return response.data;
    };
    expect(await reach('Sunny Backyard, 1200 Bluebonnet Lane, Austin, TX')).toEqual({ city: 'Austin', miles: 0, methods: ['shipping', 'local', 'pickup'] });
    expect(await reach('12 Oak St, Round Rock, TX 78664')).toEqual({ city: 'Round Rock', miles: expect.closeTo(17, 0) as number, methods: ['shipping'] });
    expect(await reach('West Lake Hills')).toMatchObject({ city: 'West Lake Hills', methods: ['shipping', 'local', 'pickup'] });
    // Not a place the gazetteer knows: nothing is ruled out (the checkout asks for the city).
    expect(await reach('The big tent in the park')).toEqual({ city: null, miles: null, methods: ['shipping', 'local', 'pickup'] });
    expect((await t.call('GET', `/api/marketplace/shops/${shop.slug}/reach`)).status).toBe(400);
    expect((await t.call('GET', `/api/marketplace/shops/${shop.slug}/reach?to=${'x'.repeat(301)}`)).status).toBe(400);
    expect((await t.call('GET', '/api/marketplace/shops/nope/reach?to=Austin')).status).toBe(404);
  });
});

describe('adding a product to a wishlist', () => {
  async function eventOf(token: string) {
    const created = await t.call('POST', '/api/events', { token, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' } });
    expect(created.status).toBe(201);
    return created.data.event.id as string;
  }

  it('adds it to one of the member’s event wishlists as marketplace:<id>, with the variant’s price and the first photo', async () => {
    const { token } = await seller(t, 'Ann');
    const arch = await createProduct(t, token, itemFields());
    await postPhoto(t, token, `/api/marketplace/seller/products/${arch.id}/photos`, await pngBytes());
    const gus = await member(t, 'Gus');
    const eventId = await eventOf(gus);
    const added = await t.call('POST', `/api/marketplace/products/${arch.id}/wishlist`, { token: gus, json: { eventId, variantId: arch.variants[0]!.id } });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    const item = (await t.db.select().from(wishlistItems)).find((row) => row.id === added.data.itemId);
    expect(item).toMatchObject({ productRef: `marketplace:${arch.id}`, title: 'Balloon arch kit (Pink)', priceCents: 2400, url: `https://cakeday.test/marketplace/product/${arch.id}` });
    expect(item!.imageUrl).toMatch(/^https:\/\/cakeday\.test\/media\/images\//);
    const plain = await t.call('POST', `/api/marketplace/products/${arch.id}/wishlist`, { token: gus, json: { eventId } });
    expect(plain.status).toBe(201);
  });

  it('refuses another member’s event, a stranger, a bad variant and a product not on sale, adding nothing', async () => {
    const { token } = await seller(t, 'Ann');
    const arch = await createProduct(t, token, itemFields());
    const draft = await createProduct(t, token, itemFields({ status: 'draft' }));
    const gus = await member(t, 'Gus');
    const cleo = await member(t, 'Cleo');
    const eventId = await eventOf(gus);
    const path = `/api/marketplace/products/${arch.id}/wishlist`;
    expect((await t.call('POST', path, { json: { eventId } })).status).toBe(401);
    expect([403, 404]).toContain((await t.call('POST', path, { token: cleo, json: { eventId } })).status);
    expect((await t.call('POST', path, { token: gus, json: { eventId, variantId: 'nope' } })).status).toBe(400);
    expect((await t.call('POST', path, { token: gus, json: { eventId: 5 } })).status).toBe(400);
    expect((await t.call('POST', path, { token: gus, json: { eventId, extra: 1 } })).status).toBe(400);
    expect((await t.call('POST', `/api/marketplace/products/${draft.id}/wishlist`, { token: gus, json: { eventId } })).status).toBe(404);
    // The seller previewing their own draft cannot put it on a list either.
    const annEvent = await eventOf(token);
    expect((await t.call('POST', `/api/marketplace/products/${draft.id}/wishlist`, { token, json: { eventId: annEvent } })).status).toBe(409);
    expect(await t.db.select().from(wishlistItems)).toEqual([]);
  });
});
