/**
 * The catalog's main flow inside workerd, through the real Workers entry on libSQL over HTTP (sqld,
 * an older SQLite than Node's, with the FTS5 tables the migration step made there): a member opens
 * a shop, connects the demo payout account, lists a product with a photo (IMAGES + BLOBS
 * bindings), finds it by a word, a prefix and part of a word, and opens its page (the API's and the
 * server-drawn first paint).
 */
import { describe, expect, it } from 'vitest';
import rotatedUrl from '#worker/services/images/fixtures/phone-rotated-gps.jpg?inline';
import { call, uniqueAddress, uniqueEmail } from '#worker/testing/workerd/runtime/worker-client.ts';

describe('the marketplace catalog inside workerd', () => {
  it('shop → payouts → product with a photo → search → product page', async () => {
    const address = uniqueAddress();
    const owner = await call('POST', '/api/email-auth/register', { address, json: { name: 'Sally Seller', email: uniqueEmail('shop-owner'), password: 'lantern-harbour-violet-42' } });
    expect(owner.status).toBe(201);
    const token: string = owner.data.token;
    // Words and a slug of this run's own: the sqld database is shared by the whole run.
    const tag = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    const word = `zq${tag.replace(/\d/g, 'x')}`;

    const shop = await call('POST', '/api/marketplace/seller/shop', {
      token,
      json: {
        name: `Workerd Party ${tag}`,
        slug: `workerd-${tag}`,
        city: 'Austin',
        timeZone: 'America/Chicago',
        delivery: { shipping: { priceCents: 500, days: 3 }, localDelivery: null, pickup: false },
      },
    });
    expect(shop.status, shop.text).toBe(201);
    const started = await call('POST', '/api/payouts/onboarding', { token, json: { returnPath: '/shop-manager' } });
    expect(started.status, started.text).toBe(200);
    const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
    expect((await call('POST', `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`, { token })).status).toBe(200);

    const created = await call('POST', '/api/marketplace/seller/products', {
      token,
      json: {
        kind: 'item',
        title: `Balloon ${word} garland`,
        description: 'Pastel balloons on a long strip.',
        category: 'balloons',
        status: 'active',
        optionNames: ['Color'],
        variants: [
          { optionValues: ['Pink'], priceCents: 1800, stock: 4 },
          { optionValues: ['Blue'], priceCents: 1500, stock: 2 },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id: string = created.data.product.id;

    const { exports } = await import('cloudflare:workers');
    const form = new FormData();
    form.append('file', new Blob([await (await fetch(rotatedUrl)).arrayBuffer()], { type: 'image/jpeg' }), 'garland.jpg');
    const photo = await exports.default.fetch(`https://cakeday.test/api/marketplace/seller/products/${id}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': address },
      body: form,
    });
    expect(photo.status, await photo.clone().text()).toBe(200);
    const withPhoto = (await photo.json()) as { product: { imageUrls: string[] } };
    expect(withPhoto.product.imageUrls).toHaveLength(1);

    const search = async (query: string) => {
      const response = await call('GET', `/api/marketplace/products?${query}`);
      expect(response.status, `${query}: ${response.text}`).toBe(200);
      return response.data as { items: { id: string; priceCents: number }[]; total: number; searchedWith: string };
    };
    const byWord = await search(`q=${word}`);
    expect(byWord.searchedWith).toBe('fts5');
    expect(byWord.items.map((item) => item.id)).toEqual([id]);
    expect(byWord.items[0]!.priceCents).toBe(1500);
    expect((await search(`q=${word.slice(0, 6)}`)).items.map((item) => item.id)).toContain(id);
    expect((await search(`q=${word.slice(2)}`)).items.map((item) => item.id)).toContain(id);
    expect((await search(`q=${word}&category=balloons&maxPrice=1500&city=Boston&deliverBy=2099-01-01`)).total).toBe(1);
    expect((await search(`q=${word}&minPrice=1600`)).total).toBe(0);
    expect((await call('GET', '/api/marketplace/products?sort=cheapest')).status).toBe(400);

    const detail = await call('GET', `/api/marketplace/products/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ id, shopDetail: { canSell: true }, variants: [{ optionValues: ['Pink'] }, { optionValues: ['Blue'] }] });
    expect((await call('GET', `/api/marketplace/shops/workerd-${tag}`)).data.products.map((product: { id: string }) => product.id)).toEqual([id]);

    const page = await exports.default.fetch(`https://cakeday.test/marketplace/product/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>Balloon ${word} garland | Workerd Party ${tag} on Cakeday</title>`);
    expect(html).toContain('data-server-card');
    expect((await exports.default.fetch('https://cakeday.test/marketplace/product/nope')).status).toBe(404);
  });
  it('finds a shop’s city in the offline gazetteer (a lazily imported module) when it delivers locally', async () => {
    const owner = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name: 'Lou Local', email: uniqueEmail('local-shop'), password: 'lantern-harbour-violet-42' } });
    expect(owner.status).toBe(201);
    const token: string = owner.data.token;
    const tag = crypto.randomUUID().replace(/-/g, '').slice(0, 8);
    const delivery = { shipping: null, localDelivery: { priceCents: 900, radiusMiles: 10, leadHours: 24 }, pickup: true };
    const shop = await call('POST', '/api/marketplace/seller/shop', { token, json: { name: `Local ${tag}`, slug: `local-${tag}`, city: 'Springfield, IL', timeZone: 'America/Chicago', delivery } });
    expect(shop.status, shop.text).toBe(201);
    const unknown = await call('PATCH', '/api/marketplace/seller/shop', { token, json: { city: 'Nowhereville' } });
    expect(unknown.status, unknown.text).toBe(400);
    expect(unknown.data.error).toMatch(/^We could not find Nowhereville — add the state or country/);
    expect((await call('GET', '/api/marketplace/seller/shop', { token })).data.shop.city).toBe('Springfield, IL');
  });
});
