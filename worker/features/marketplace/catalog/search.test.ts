import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKETPLACE_PAGE_SIZE } from '#core/domain/marketplace/catalog.schema.ts';
import { dropSearchIndex, ensureSearchIndex, hasSearchIndex } from '#worker/db/marketplace-search-index.ts';
import { rentalDays } from '#worker/db/schema/index.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { createProduct, itemFields, member, openShop, rentalFields, seller } from './catalog-testing.ts';

let t: TestApp;
afterEach(() => t.close());

const search = async (query: string) => {
  const response = await t.call('GET', `/api/marketplace/products${query ? `?${query}` : ''}`);
  expect(response.status, JSON.stringify(response.data)).toBe(200);
  return response.data as { items: { id: string; title: string; priceCents: number; shopName: string; soldOut: boolean }[]; total: number; page: number; pageSize: number; searchedWith: string };
};
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

/** Two selling shops (Austin, shipping and local; Dallas, local and pickup only) and a shop that cannot sell. */
async function catalog() {
  const austin = await seller(t, 'Ann', { name: 'Confetti Corner', slug: 'confetti-corner' });
  const dallas = await seller(t, 'Bob', {
    name: 'Piñata Palace',
    slug: 'pinata-palace',
    city: 'Dallas',
    delivery: { shipping: null, localDelivery: { priceCents: 500, radiusMiles: 10, leadHours: 2 }, pickup: true },
  });
  const one = (title: string, priceCents: number, extra: Record<string, unknown> = {}) => itemFields({ title, optionNames: [], variants: [{ optionValues: [], priceCents, stock: 3 }], ...extra });
  await createProduct(t, austin.token, one('Balloon arch', 2500, { description: 'Pastel latex balloons.' }));
  t.clock.advance(1000);
  await createProduct(t, austin.token, one('Gold foil banner', 900, { category: 'decorations', description: 'Happy birthday in gold letters, with balloon garland.' }));
  t.clock.advance(1000);
  await createProduct(t, austin.token, one('Unicorn paper plates', 600, { category: 'tableware', description: 'Twelve plates.' }));
  t.clock.advance(1000);
  await createProduct(t, dallas.token, one('Star piñata', 3500, { category: 'entertainment_supplies', description: 'Fill it with candy.' }));
  t.clock.advance(1000);
  await createProduct(t, dallas.token, one('Draft cake topper', 700, { status: 'draft', category: 'cakes_and_treats' }));
  const bounce = await createProduct(t, dallas.token, rentalFields());
  // A shop without payouts: its draft is never listed (and it could not activate one).
  const carl = await member(t, 'Carl');
  await openShop(t, carl, { slug: 'carls-shop', name: 'Balloon Barn' });
  await createProduct(t, carl, one('Balloon bouquet', 1000, { status: 'draft' }));
  return { austin, dallas, bounce };
}

describe('the marketplace search with FTS5', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('lists active products of selling shops, newest first without words', async () => {
    await catalog();
    const all = await search('');
    expect(all.searchedWith).toBe('fts5');
    expect(titles(all)).toEqual(['Bounce house', 'Star piñata', 'Unicorn paper plates', 'Gold foil banner', 'Balloon arch']);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: MARKETPLACE_PAGE_SIZE });
  });

  it('ranks title words above description words, finds prefixes and parts of words, folds accents', async () => {
    await catalog();
    const balloon = await search('q=balloon');
    expect(balloon.searchedWith).toBe('fts5');
    // The title's word before the description's.
    expect(titles(balloon)).toEqual(['Balloon arch', 'Gold foil banner']);
    expect(titles(await search('q=ballo'))).toEqual(['Balloon arch', 'Gold foil banner']);
    expect(titles(await search('q=alloon'))).toEqual(['Balloon arch', 'Gold foil banner']);
    // The title's word first, then the product of the shop named so.
    expect(titles(await search('q=pinata'))).toEqual(['Star piñata', 'Bounce house']);
    // The shop's name and the category's label are searched too.
    expect(titles(await search('q=confetti')).sort()).toEqual(['Balloon arch', 'Gold foil banner', 'Unicorn paper plates']);
    expect(titles(await search('q=tableware'))).toEqual(['Unicorn paper plates']);
    expect(titles(await search('q=gold%20banner'))).toEqual(['Gold foil banner']);
    expect((await search('q=zebra')).total).toBe(0);
    // Query syntax is only words here: quotes, stars and operators are not a 500.
    for (const q of ['"', 'balloon OR', 'NEAR(a b)', '*', 'a:b', '-balloon', '()', '😀']) {
      const response = await t.call('GET', `/api/marketplace/products?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
  });

  it('keeps the index in step with edits and a shop’s new name', async () => {
    const { austin } = await catalog();
    expect((await t.call('PATCH', '/api/marketplace/seller/shop', { token: austin.token, json: { name: 'Streamer Studio' } })).status).toBe(200);
    const left = await search('q=confetti');
    expect(titles(left)).toEqual([]);
    expect((await search('q=streamer')).total).toBe(3);
    const [arch] = (await search('q=arch')).items;
    const put = await t.call('PUT', `/api/marketplace/seller/products/${arch!.id}`, {
      token: austin.token,
      json: itemFields({ title: 'Rainbow garland', optionNames: [], variants: [{ optionValues: [], priceCents: 100, stock: 1 }] }),
    });
    expect(put.status).toBe(200);
    // The old title is gone from the index; the new description ("…build an arch") still holds the word.
    expect(titles(await search('q=arch'))).toEqual(['Rainbow garland']);
    expect(titles(await search('q=rainbow'))).toEqual(['Rainbow garland']);
  });

  it('filters by category, price, shop, city, deliver-by date and rental date, and sorts', async () => {
    const { dallas, bounce } = await catalog();
    expect(titles(await search('category=tableware'))).toEqual(['Unicorn paper plates']);
    expect(titles(await search('minPrice=700&maxPrice=2500&sort=price_asc'))).toEqual(['Gold foil banner', 'Balloon arch']);
    expect(titles(await search('sort=price_desc')).slice(0, 2)).toEqual(['Bounce house', 'Star piñata']);
    expect(titles(await search(`shopId=${dallas.shop.id}`))).toEqual(['Bounce house', 'Star piñata']);
    // Dallas delivers only locally: a buyer in Houston sees Austin's shipped goods only.
    expect((await search('city=Houston')).total).toBe(3);
    expect((await search('city=dallas')).total).toBe(5);
    // The test clock starts on Saturday 2026-11-21: Austin ships in 4 days; both shops hand over today in their own city.
    expect((await search('deliverBy=2026-11-20')).total).toBe(0);
    expect((await search('deliverBy=2026-11-21')).total).toBe(5);
    expect((await search('deliverBy=2026-11-24&city=Houston')).total).toBe(0);
    expect((await search('deliverBy=2026-11-25&city=Houston')).total).toBe(3);
    expect((await search('deliverBy=2026-11-21&city=Dallas')).total).toBe(2);
    expect(titles(await search('rentalDate=2026-12-05'))).toEqual(['Bounce house']);
    await t.db.insert(rentalDays).values({ productId: bounce.id, date: '2026-12-05', capacity: 2, reserved: 2 });
    expect((await search('rentalDate=2026-12-05')).total).toBe(0);
    expect((await search('rentalDate=2026-12-06')).total).toBe(1);
    await t.client.execute("UPDATE products SET rating_average = 4.5, rating_count = 2 WHERE title = 'Unicorn paper plates'");
    expect(titles(await search('sort=rating'))[0]).toBe('Unicorn paper plates');
    expect(titles(await search('q=balloon&sort=price_asc'))).toEqual(['Gold foil banner', 'Balloon arch']);
  });

  it('counts local delivery and pickup within the shop’s radius, measured offline from its city', async () => {
    await catalog();
    // Dallas delivers within 10 miles: Irving is about 9 miles west, Plano about 18 miles north.
    expect((await search('city=Irving')).total).toBe(5);
    expect((await search(`city=${encodeURIComponent('Irving, TX')}`)).total).toBe(5);
    expect((await search('city=Plano')).total).toBe(3);
    expect((await search(`city=${encodeURIComponent('Plano, Texas')}`)).total).toBe(3);
    // Local delivery in 2 hours and pickup reach Irving today; nothing reaches Plano today.
    expect((await search('deliverBy=2026-11-21&city=Irving')).total).toBe(2);
    expect((await search('deliverBy=2026-11-21&city=Plano')).total).toBe(0);
    // A city the gazetteer does not know falls back to "the shop's own city".
    expect((await search('city=Xyzzy')).total).toBe(3);
  });

  it('shows sold-out items as such', async () => {
    const { austin } = await catalog();
    const [plates] = (await search('q=plates')).items;
    const detail = (await t.call('GET', `/api/marketplace/seller/products/${plates!.id}`, { token: austin.token })).data.product;
    await t.call('PUT', '/api/marketplace/seller/stock', { token: austin.token, json: { stock: [{ variantId: detail.variants[0].id, stock: 0 }] } });
    expect((await search('q=plates')).items[0]!.soldOut).toBe(true);
  });

  it('pages by MARKETPLACE_PAGE_SIZE with the total counted', async () => {
    const { token } = await seller(t, 'Ann');
    for (let index = 0; index < MARKETPLACE_PAGE_SIZE + 3; index += 1) {
      await createProduct(t, token, itemFields({ title: `Party hat ${index}`, optionNames: [], variants: [{ optionValues: [], priceCents: 100 + index, stock: 1 }] }));
      t.clock.advance(10);
    }
    const first = await search('q=hat&sort=price_asc');
    expect(first.items).toHaveLength(MARKETPLACE_PAGE_SIZE);
    expect(first.total).toBe(MARKETPLACE_PAGE_SIZE + 3);
    const second = await search('q=hat&sort=price_asc&page=2');
    expect(titles(second)).toEqual([`Party hat ${MARKETPLACE_PAGE_SIZE}`, `Party hat ${MARKETPLACE_PAGE_SIZE + 1}`, `Party hat ${MARKETPLACE_PAGE_SIZE + 2}`]);
    expect((await search('q=hat&page=3')).items).toEqual([]);
  });

  it('refuses bad parameters with a message', async () => {
    for (const query of [
      'category=weapons',
      'minPrice=-5',
      'minPrice=1.5',
      'maxPrice=abc',
      'minPrice=500&maxPrice=100',
      'sort=cheapest',
      'deliverBy=2026-02-30',
      'rentalDate=tomorrow',
      'page=0',
      'page=101',
      `q=${'a'.repeat(101)}`,
      'color=red',
    ]) {
      const response = await t.call('GET', `/api/marketplace/products?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.data.error, query).toEqual(expect.any(String));
    }
  });
});

describe('the marketplace search without FTS5', () => {
  beforeEach(async () => {
    t = await createTestApp();
    // As on a database that could not make the tables: none of them, and no triggers.
    await dropSearchIndex(t.client);
    expect(await hasSearchIndex(t.client)).toBe(false);
  });

  it('falls back to LIKE, says so, and still filters, ranks titles first and pages', async () => {
    await catalog();
    const balloon = await search('q=balloon');
    expect(balloon.searchedWith).toBe('like');
    expect(titles(balloon)).toEqual(['Balloon arch', 'Gold foil banner']);
    expect(titles(await search('q=alloon'))).toEqual(['Balloon arch', 'Gold foil banner']);
    expect(titles(await search('q=confetti&sort=price_asc'))).toEqual(['Unicorn paper plates', 'Gold foil banner', 'Balloon arch']);
    expect(titles(await search('q=tableware'))).toEqual(['Unicorn paper plates']);
    expect(titles(await search('q=balloon&maxPrice=1000'))).toEqual(['Gold foil banner']);
    expect((await search('q=100%25')).total).toBe(0);
  });

  it('the step after the migrations builds the index later from the products there are', async () => {
    await catalog();
    expect(await ensureSearchIndex(t.client)).toBe(true);
    expect(await ensureSearchIndex(t.client)).toBe(true);
    const rows = await t.client.execute('SELECT count(*) AS n FROM products_fts');
    expect(Number(rows.rows[0]!.n)).toBe(7);
  });
});

describe('the search and product page shared between visitors', () => {
  beforeEach(async () => {
    t = await createTestApp({ sharedAnswers: true });
  });

  it('answers a burst from one read, and a write is seen at once', async () => {
    const { token } = await seller(t, 'Ann');
    const arch = await createProduct(t, token, itemFields());
    const first = await t.call('GET', '/api/marketplace/products?q=balloon');
    expect(first.data.total).toBe(1);
    const etag = first.headers.get('etag')!;
    expect((await t.call('GET', '/api/marketplace/products?q=balloon', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await createProduct(t, token, itemFields({ title: 'Balloon bouquet' }));
    expect((await t.call('GET', '/api/marketplace/products?q=balloon')).data.total).toBe(2);
    expect((await t.call('GET', `/api/marketplace/products/${arch.id}`)).data.title).toBe('Balloon arch kit');
    await t.call('PUT', `/api/marketplace/seller/products/${arch.id}`, { token, json: itemFields({ status: 'draft' }) });
    expect((await t.call('GET', `/api/marketplace/products/${arch.id}`)).status).toBe(404);
    // Its seller still sees the draft: a signed-in read is never the shared one.
    expect((await t.call('GET', `/api/marketplace/products/${arch.id}`, { token })).data.status).toBe('draft');
    expect((await t.call('GET', '/api/marketplace/products?sort=cheapest')).status).toBe(400);
  });
});
