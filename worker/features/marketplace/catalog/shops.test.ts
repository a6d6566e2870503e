import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shops } from '#worker/db/schema/index.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { connectPayouts, member, openShop, pngBytes, postPhoto, shopFields } from './catalog-testing.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the seller’s shop', () => {
  it('opens once, reads back, edits only what was sent', async () => {
    const ann = await member(t, 'Ann');
    expect((await t.call('GET', '/api/marketplace/seller/shop', { token: ann })).data).toEqual({ shop: null });
    const shop = await openShop(t, ann, { slug: 'Party-Pals' });
    expect(shop).toMatchObject({ slug: 'party-pals', name: 'Confetti Corner', city: 'Austin', canSell: false, ratingAverage: null, ratingCount: 0 });
    expect((await t.call('GET', '/api/marketplace/seller/shop', { token: ann })).data.shop.id).toBe(shop.id);

    const again = await t.call('POST', '/api/marketplace/seller/shop', { token: ann, json: shopFields({ slug: 'another-one' }) });
    expect(again.status).toBe(409);

    const edited = await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { name: 'Party Pals', delivery: { shipping: null, localDelivery: null, pickup: true } } });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data.shop).toMatchObject({ name: 'Party Pals', slug: 'party-pals', city: 'Austin', delivery: { shipping: null, localDelivery: null, pickup: true } });

    await connectPayouts(t, ann);
    expect((await t.call('GET', '/api/marketplace/seller/shop', { token: ann })).data.shop.canSell).toBe(true);
  });

  it('refuses bad fields with a message and changes nothing', async () => {
    const ann = await member(t, 'Ann');
    const bob = await member(t, 'Bob');
    await openShop(t, bob, { slug: 'taken-name' });
    for (const [json, words] of [
      [shopFields({ slug: 'x' }), /shop address/],
      [shopFields({ name: '' }), /name/],
      [shopFields({ delivery: { shipping: null, localDelivery: null, pickup: false } }), /at least one way/],
      [shopFields({ delivery: { shipping: { priceCents: -5, days: 3 }, localDelivery: null, pickup: false } }), /cannot be negative/],
      [shopFields({ delivery: { shipping: { priceCents: 2.5, days: 3 }, localDelivery: null, pickup: false } }), /whole number/],
      [shopFields({ timeZone: 'Mars/Olympus' }), /time zone/],
      [shopFields({ logoUrl: 'javascript:alert(1)' }), /Upload the logo/],
      [{ ...shopFields(), extra: 1 }, /.+/],
    ] as const) {
      const response = await t.call('POST', '/api/marketplace/seller/shop', { token: ann, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.data.error).toMatch(words);
    }
    const taken = await t.call('POST', '/api/marketplace/seller/shop', { token: ann, json: shopFields({ slug: 'taken-name' }) });
    expect(taken.status).toBe(409);
    expect(taken.data.error).toMatch(/taken/);
    expect(await t.db.select().from(shops)).toHaveLength(1);

    await openShop(t, ann, { slug: 'anns-shop' });
    const before = (await t.call('GET', '/api/marketplace/seller/shop', { token: ann })).data.shop;
    for (const json of [{}, { slug: 'taken-name' }, { city: '' }, { delivery: { pickup: true } }]) {
      const response = await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json });
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await t.call('GET', '/api/marketplace/seller/shop', { token: ann })).data.shop).toEqual(before);
  });

  it('keeps where its city is, found offline when saved; an unknown city is refused only with local delivery', async () => {
    const where = async (token: string) => {
      const shopId = (await t.call('GET', '/api/marketplace/seller/shop', { token })).data.shop.id;
      const { rows } = await t.client.execute({ sql: 'SELECT city, lat, lng FROM shops WHERE id = ?', args: [shopId] });
      return { ...rows[0] };
    };
    const ann = await member(t, 'Ann');
    // "Austin" alone is the most populous Austin: Texas.
    await openShop(t, ann);
    expect(await where(ann)).toEqual({ city: 'Austin', lat: 30.267, lng: -97.743 });
    // A state narrows a namesake; the city is kept as typed.
    const edited = await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { city: 'Springfield, IL' } });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(await where(ann)).toEqual({ city: 'Springfield, IL', lat: 39.802, lng: -89.644 });
    await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { city: 'Springfield, Missouri' } });
    expect(await where(ann)).toMatchObject({ lat: 37.215, lng: -93.298 });

    // A city the gazetteer does not know: local delivery's radius cannot be measured from it.
    const before = await where(ann);
    const unknown = await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { city: 'Nowhereville' } });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toMatch(/^We could not find Nowhereville — add the state or country, e\.g\. “Springfield, IL”\./);
    expect(unknown.data.fields.city).toMatch(/Nowhereville/);
    expect(await where(ann)).toEqual(before);
    const bob = await member(t, 'Bob');
    const refused = await t.call('POST', '/api/marketplace/seller/shop', { token: bob, json: shopFields({ slug: 'bobs-shop', city: 'Nowhereville' }) });
    expect(refused.status).toBe(400);
    expect(await t.db.select().from(shops)).toHaveLength(1);
    // Without local delivery it is allowed, without coordinates (pickup stays in the shop's own city).
    await openShop(t, bob, { slug: 'bobs-shop', city: 'Nowhereville', delivery: { shipping: { priceCents: 500, days: 3 }, localDelivery: null, pickup: true } });
    expect(await where(bob)).toEqual({ city: 'Nowhereville', lat: null, lng: null });
  });

  it('takes a logo checked by its bytes, as a form or as the body', async () => {
    const ann = await member(t, 'Ann');
    const noShop = await postPhoto(t, ann, '/api/marketplace/seller/shop/logo', await pngBytes());
    expect(noShop.status).toBe(404);
    await openShop(t, ann);
    const uploaded = await postPhoto(t, ann, '/api/marketplace/seller/shop/logo', await pngBytes());
    expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(200);
    expect(uploaded.data.shop.logoUrl).toMatch(/^\/media\/images\/[0-9a-f]{32}\/(small|medium)\.webp$/);
    expect((await t.app.request(`http://127.0.0.1${uploaded.data.shop.logoUrl}`)).headers.get('content-type')).toBe('image/webp');

    // A web page named like a photo is refused by what it is; the logo stays.
    const html = await postPhoto(t, ann, '/api/marketplace/seller/shop/logo', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'logo.png');
    expect(html.status).toBe(400);
    expect(html.data.error).toMatch(/web page, not a photo/);
    const raw = await t.app.request('http://127.0.0.1/api/marketplace/seller/shop/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${ann}` },
      body: (await pngBytes()) as Uint8Array<ArrayBuffer>,
    });
    expect(raw.status).toBe(200);
    // Keeping the uploaded logo through an edit is allowed; only a typed address is not.
    const logoUrl = ((await raw.json()) as any).shop.logoUrl;
    expect((await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { logoUrl, name: 'Renamed' } })).status).toBe(200);
    expect((await t.call('PATCH', '/api/marketplace/seller/shop', { token: ann, json: { logoUrl: null } })).data.shop.logoUrl).toBeNull();
  });

  it('is the caller’s own: strangers get 401 on every seller route', async () => {
    for (const [method, path] of [
      ['GET', '/api/marketplace/seller/shop'],
      ['POST', '/api/marketplace/seller/shop'],
      ['PATCH', '/api/marketplace/seller/shop'],
      ['POST', '/api/marketplace/seller/shop/logo'],
      ['GET', '/api/marketplace/seller/products'],
      ['POST', '/api/marketplace/seller/products'],
      ['PUT', '/api/marketplace/seller/stock'],
    ] as const) {
      const response = await t.call(method, path, method === 'GET' ? {} : { json: {} });
      expect(response.status, path).toBe(401);
    }
  });
});
