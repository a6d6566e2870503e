import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products, productVariants, rentalDays } from '#worker/db/schema/index.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { createProduct, itemFields, member, openShop, pngBytes, postPhoto, rentalFields, seller } from './catalog-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const P = '/api/marketplace/seller/products';

describe('the seller’s products', () => {
  it('creates an item with variants, lists it and reads it back at the cheapest price', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    expect(product).toMatchObject({ title: 'Balloon arch kit', kind: 'item', status: 'active', priceCents: 2200, soldOut: false, optionNames: ['Color'], rental: null, imageUrls: [] });
    expect(product.variants.map((v) => [v.optionValues, v.priceCents, v.stock])).toEqual([
      [['Pink'], 2400, 5],
      [['Blue'], 2200, 0],
    ]);
    const listed = await t.call('GET', P, { token });
    expect(listed.data.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    expect((await t.call('GET', `${P}/${product.id}`, { token })).data.product).toEqual(listed.data.products[0]);
  });

  it('a rental has one variant without stock, priced per day', async () => {
    const { token } = await seller(t, 'Ann');
    const rental = await createProduct(t, token, rentalFields());
    expect(rental).toMatchObject({ kind: 'rental', priceCents: 15000, soldOut: false, rental: { pricePerDayCents: 15000, quantityPerDay: 2, depositCents: 5000 } });
    expect(rental.variants).toHaveLength(1);
    expect(rental.variants[0]).toMatchObject({ priceCents: 15000, stock: 0 });
    // An edit keeps its variant and moves the capacity of coming days, never below what is reserved.
    await t.db.insert(rentalDays).values([
      { productId: rental.id, date: '2026-12-05', capacity: 2, reserved: 2 },
      { productId: rental.id, date: '2020-01-01', capacity: 2, reserved: 1 },
    ]);
    const edited = await t.call('PUT', `${P}/${rental.id}`, { token, json: rentalFields({ pricePerDayCents: 12000, rentalQuantity: 1 }) });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data.product.variants).toEqual([{ ...rental.variants[0], priceCents: 12000 }]);
    const days = (await t.db.select().from(rentalDays).orderBy(rentalDays.date)).filter((day) => day.productId === rental.id);
    expect(days.map((d) => [d.date, d.capacity])).toEqual([
      ['2020-01-01', 2],
      ['2026-12-05', 2],
    ]);
    await t.call('PUT', `${P}/${rental.id}`, { token, json: rentalFields({ rentalQuantity: 5 }) });
    expect((await t.db.select().from(rentalDays)).find((day) => day.date === '2026-12-05')!.capacity).toBe(5);
    const wrongKind = await t.call('PUT', `${P}/${rental.id}`, { token, json: itemFields() });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.data.error).toMatch(/cannot become an item/);
  });

  it('a PUT keeps the variants sent back by id, adds new ones and archives the rest', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    const [pink, blue] = product.variants;
    const put = await t.call('PUT', `${P}/${product.id}`, {
      token,
      json: itemFields({
        title: 'Pastel balloon arch',
        variants: [
          { id: pink!.id, optionValues: ['Pink'], priceCents: 2600, stock: 9 },
          { optionValues: ['Green'], priceCents: 1900, stock: 3 },
        ],
      }),
    });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data.product.title).toBe('Pastel balloon arch');
    expect(put.data.product.priceCents).toBe(1900);
    expect(put.data.product.variants.map((v: { id: string; optionValues: string[] }) => [v.id === pink!.id, v.optionValues])).toEqual([
      [true, ['Pink']],
      [false, ['Green']],
    ]);
    // Blue is archived, not deleted: an order may name it.
    const stored = (await t.db.select().from(productVariants)).filter((row) => row.id === blue!.id);
    expect(stored[0]).toMatchObject({ archived: true });

    const foreign = await t.call('PUT', `${P}/${product.id}`, { token, json: itemFields({ variants: [{ id: 'nope', optionValues: ['Pink'], priceCents: 100, stock: 1 }] }) });
    expect(foreign.status).toBe(400);
    expect(foreign.data.error).toMatch(/variant was not found/);
  });

  it('refuses bad products with a message and changes nothing', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    const many = Array.from({ length: 101 }, (_, i) => ({ optionValues: [`C${i}`], priceCents: 100, stock: 1 }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [itemFields({ variants: [{ optionValues: ['Pink'], priceCents: -100, stock: 1 }] }), /more than \$0/],
      [itemFields({ variants: [{ optionValues: ['Pink'], priceCents: 12.5, stock: 1 }] }), /whole number of cents/],
      [itemFields({ variants: many }), /at most 100 variants/],
      [
        itemFields({
          variants: [
            { optionValues: ['Pink'], priceCents: 100, stock: 1 },
            { optionValues: ['pink'], priceCents: 200, stock: 1 },
          ],
        }),
        /listed twice/,
      ],
      [itemFields({ category: 'weapons' }), /category/],
      [itemFields({ variants: [{ optionValues: ['Pink'], priceCents: 100, stock: -1 }] }), /Stock cannot be negative/],
      [rentalFields({ pricePerDayCents: 0 }), /more than \$0/],
      [{ ...itemFields(), kind: 'service' }, /item.+rental/],
      [itemFields({ variants: [{ id: 'x', optionValues: ['Pink'], priceCents: 100, stock: 1 }] }), /id/],
    ];
    for (const [json, words] of cases) {
      const created = await t.call('POST', P, { token, json });
      expect(created.status, JSON.stringify(json).slice(0, 200)).toBe(400);
      expect(created.data.error).toMatch(words);
      if (json.kind === 'item' && !JSON.stringify(json).includes('"id":"x"')) {
        const replaced = await t.call('PUT', `${P}/${product.id}`, { token, json });
        expect(replaced.status).toBe(400);
        expect(replaced.data.error).toMatch(words);
      }
    }
    expect(await t.db.select().from(products)).toHaveLength(1);
    expect((await t.call('GET', `${P}/${product.id}`, { token })).data.product).toMatchObject({ title: 'Balloon arch kit', priceCents: 2200 });
    expect(await t.db.select().from(productVariants)).toHaveLength(2);
  });

  it('activating needs a connected payout account; drafts never do', async () => {
    const ann = await member(t, 'Ann');
    await openShop(t, ann);
    const active = await t.call('POST', P, { token: ann, json: itemFields() });
    expect(active.status).toBe(409);
    expect(active.data.error).toMatch(/^Connect a payout account before you sell: /);
    const draft = await createProduct(t, ann, itemFields({ status: 'draft' }));
    expect((await t.call('PUT', `${P}/${draft.id}`, { token: ann, json: itemFields() })).status).toBe(409);
    expect((await t.call('PUT', `${P}/${draft.id}`, { token: ann, json: itemFields({ status: 'archived' }) })).status).toBe(200);
  });

  it('takes up to 10 photos checked by their bytes, refuses the 11th, and removes one by its place', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    const notPhoto = await postPhoto(t, token, `${P}/${product.id}/photos`, new TextEncoder().encode('%PDF-1.4 not a photo'), 'cake.jpg');
    expect(notPhoto.status).toBe(400);
    expect(notPhoto.data.error).toMatch(/PDF document, not a photo/);
    let last: any;
    for (let index = 0; index < 10; index += 1) {
      last = await postPhoto(t, token, `${P}/${product.id}/photos`, await pngBytes());
      expect(last.status, JSON.stringify(last.data)).toBe(200);
    }
    expect(last.data.product.imageUrls).toHaveLength(10);
    const eleventh = await postPhoto(t, token, `${P}/${product.id}/photos`, await pngBytes());
    expect(eleventh.status).toBe(400);
    expect(eleventh.data.error).toMatch(/at most 10 photos/);
    const urls = last.data.product.imageUrls as string[];
    const removed = await t.call('DELETE', `${P}/${product.id}/photos/0`, { token });
    expect(removed.status).toBe(200);
    expect(removed.data.product.imageUrls).toEqual(urls.slice(1));
    expect((await t.call('DELETE', `${P}/${product.id}/photos/9`, { token })).status).toBe(404);
    expect((await t.call('DELETE', `${P}/${product.id}/photos/-1`, { token })).status).toBe(404);
    expect((await t.call('DELETE', `${P}/${product.id}/photos/abc`, { token })).status).toBe(404);
    // A PUT leaves the photos alone.
    expect((await t.call('PUT', `${P}/${product.id}`, { token, json: itemFields({ variants: [{ optionValues: ['Red'], priceCents: 100, stock: 1 }] }) })).data.product.imageUrls).toHaveLength(9);
  });

  it('reorders the photos by a permutation of their places, and refuses anything else without a change', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    let urls: string[] = [];
    for (let index = 0; index < 3; index += 1) urls = (await postPhoto(t, token, `${P}/${product.id}/photos`, await pngBytes())).data.product.imageUrls;
    expect(new Set(urls).size).toBe(3);
    const moved = await t.call('PUT', `${P}/${product.id}/photos`, { token, json: { order: [2, 0, 1] } });
    expect(moved.status, JSON.stringify(moved.data)).toBe(200);
    expect(moved.data.product.imageUrls).toEqual([urls[2], urls[0], urls[1]]);
    expect(moved.data.product.id).toBe(product.id);
    const stored = async () => (await t.call('GET', `${P}/${product.id}`, { token })).data.product.imageUrls;
    expect(await stored()).toEqual([urls[2], urls[0], urls[1]]);
    // Missing, doubled, unknown, extra places, and bodies of the wrong shape: a 400 with words, nothing moves.
    for (const json of [
      { order: [0, 1] },
      { order: [0, 0, 1] },
      { order: [0, 1, 3] },
      { order: [0, 1, 2, 3] },
      { order: [] },
      { order: [0, 1, -2] },
      { order: [0, 1.5, 2] },
      { order: '012' },
      {},
      { order: [2, 0, 1], extra: 1 },
    ]) {
      const refused = await t.call('PUT', `${P}/${product.id}/photos`, { token, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.data.error, JSON.stringify(json)).toEqual(expect.any(String));
    }
    const doubled = await t.call('PUT', `${P}/${product.id}/photos`, { token, json: { order: [0, 0, 1] } });
    expect(doubled.data.error).toBe('The new order does not match the product’s photos. Name each of its 3 photos once, by place 0 to 2.');
    expect(await stored()).toEqual([urls[2], urls[0], urls[1]]);
    // A product without photos takes only the empty order.
    const bare = await createProduct(t, token, itemFields({ title: 'Plain banner' }));
    expect((await t.call('PUT', `${P}/${bare.id}/photos`, { token, json: { order: [] } })).data.product.imageUrls).toEqual([]);
    expect((await t.call('PUT', `${P}/${bare.id}/photos`, { token, json: { order: [0] } })).data.error).toMatch(/no photos yet/);
  });

  it('edits stock in bulk only on the caller’s own items', async () => {
    const ann = await seller(t, 'Ann');
    const bob = await seller(t, 'Bob', { slug: 'bobs-shop' });
    const annItem = await createProduct(t, ann.token, itemFields());
    const annRental = await createProduct(t, ann.token, rentalFields());
    const bobItem = await createProduct(t, bob.token, itemFields());
    const [pink, blue] = annItem.variants;
    const ok = await t.call('PUT', '/api/marketplace/seller/stock', {
      token: ann.token,
      json: {
        stock: [
          { variantId: pink!.id, stock: 0 },
          { variantId: blue!.id, stock: 0 },
        ],
      },
    });
    expect(ok.data).toEqual({ updated: 2 });
    expect((await t.call('GET', `${P}/${annItem.id}`, { token: ann.token })).data.product.soldOut).toBe(true);
    // Bob's variant among them: nothing changes, and it is the 404 of a variant that is not there.
    const mixed = await t.call('PUT', '/api/marketplace/seller/stock', {
      token: ann.token,
      json: {
        stock: [
          { variantId: pink!.id, stock: 7 },
          { variantId: bobItem.variants[0]!.id, stock: 0 },
        ],
      },
    });
    expect(mixed.status).toBe(404);
    const stockOf = async (id: string) => (await t.db.select().from(productVariants)).find((row) => row.id === id)!.stock;
    expect(await stockOf(pink!.id)).toBe(0);
    expect(await stockOf(bobItem.variants[0]!.id)).toBe(5);
    for (const json of [
      { stock: [] },
      { stock: [{ variantId: pink!.id, stock: -1 }] },
      { stock: [{ variantId: pink!.id, stock: 1.5 }] },
      { stock: [{ variantId: annRental.variants[0]!.id, stock: 3 }] },
    ]) {
      const response = await t.call('PUT', '/api/marketplace/seller/stock', { token: ann.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.data.error).toEqual(expect.any(String));
    }
  });

  it('another member gets 404 and a stranger 401 on every route of a product', async () => {
    const ann = await seller(t, 'Ann');
    const cleo = await seller(t, 'Cleo', { slug: 'cleos-shop' });
    const noShop = await member(t, 'Dan');
    const product = await createProduct(t, ann.token, itemFields());
    const calls: [string, string, unknown?][] = [
      ['GET', `${P}/${product.id}`],
      ['PUT', `${P}/${product.id}`, itemFields({ title: 'Mine now' })],
      ['POST', `${P}/${product.id}/photos`, {}],
      ['DELETE', `${P}/${product.id}/photos/0`],
      ['PUT', `${P}/${product.id}/photos`, { order: [0] }],
    ];
    await postPhoto(t, ann.token, `${P}/${product.id}/photos`, await pngBytes());
    for (const [method, path, json] of calls) {
      for (const token of [cleo.token, noShop]) expect((await t.call(method, path, { token, ...(json ? { json } : {}) })).status, `${method} ${path}`).toBe(404);
      expect((await t.call(method, path, json ? { json } : {})).status, `${method} ${path}`).toBe(401);
    }
    const photo = await postPhoto(t, cleo.token, `${P}/${product.id}/photos`, await pngBytes());
    expect(photo.status).toBe(404);
    const after = (await t.call('GET', `${P}/${product.id}`, { token: ann.token })).data.product;
    expect(after.title).toBe('Balloon arch kit');
    expect(after.imageUrls).toHaveLength(1);
    expect((await t.call('GET', P, { token: cleo.token })).data.products).toEqual([]);
    expect((await t.call('GET', P, { token: noShop })).status).toBe(404);
  });
});
