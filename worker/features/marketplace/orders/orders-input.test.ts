import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, checkoutGroups, ledgerEntries, productVariants, rentalDays, shopOrders } from '#worker/db/schema/index.ts';
import { insertEvent } from '#worker/testing/invitations.ts';
import { addLine, buyAndPay, buyer, checkoutCart, DAY, HOUR, insertItem, insertRental, type Member, sellerWithShop } from '#worker/testing/marketplace-orders.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';

/** Bad input is a 400 with a message and changes nothing; every object is checked against who asks. */
let t: TestApp;
let sam: Member & { shopId: string };
let rae: Member & { shopId: string };
let bea: Member;
let cleo: Member;
let plates: { variantId: string; productId: string };
let castle: { variantId: string; productId: string };
let group: any;
beforeAll(async () => {
  t = await createTestApp();
  sam = await sellerWithShop(t, 'Sam', { shop: { pickup: false } });
  rae = await sellerWithShop(t, 'Rae');
  plates = await insertItem(t, sam.shopId, { variants: [{ priceCents: 1_000, stock: 3 }] });
  castle = await insertRental(t, rae.shopId);
  bea = await buyer(t);
  cleo = await buyer(t, 'Cleo');
  const other = await insertItem(t, rae.shopId, { title: 'Cups', variants: [{ priceCents: 200, stock: 10 }] });
  group = await buyAndPay(
    t,
    bea.token,
    [
      { variantId: plates.variantId, quantity: 1 },
      { variantId: other.variantId, quantity: 1 },
    ],
    [sam.shopId, rae.shopId],
  );
}, 60_000);
afterAll(() => t.close());

const api = '/api/marketplace';

async function snapshot() {
  const count = async (table: any) => (await t.db.select().from(table)).length;
  return {
    lines: await count(cartLines),
    groups: await count(checkoutGroups),
    orders: await count(shopOrders),
    ledger: await count(ledgerEntries),
    stock: (await t.db.select().from(productVariants)).map((row) => row.stock),
    days: (await t.db.select().from(rentalDays)).map((row) => row.reserved),
  };
}

describe('bad input changes nothing', () => {
  const cases: [string, () => Record<string, unknown>, RegExp][] = [
    ['quantity 0', () => ({ variantId: plates.variantId, quantity: 0 }), /at least 1/],
    ['a fractional quantity', () => ({ variantId: plates.variantId, quantity: 1.5 }), /whole number/],
    ['a quantity above stock', () => ({ variantId: plates.variantId, quantity: 3 }), /Only 2 left/],
    ['an unknown variant', () => ({ variantId: 'nope', quantity: 1 }), /not for sale/],
    ['a rental date in the past', () => ({ variantId: castle.variantId, quantity: 1, rentalStart: '2026-11-01', rentalDays: 1 }), /past/],
    ['a rental without dates', () => ({ variantId: castle.variantId, quantity: 1 }), /first day/],
    ['a rental on a day with no free unit', () => ({ variantId: castle.variantId, quantity: 2, rentalStart: '2026-12-05', rentalDays: 1 }), /Only 1 of|fully booked/],
    ['rental days on an item', () => ({ variantId: plates.variantId, quantity: 1, rentalStart: '2026-12-05', rentalDays: 1 }), /Only rentals/],
    ['an unknown field', () => ({ variantId: plates.variantId, quantity: 1, price: 1 }), /./],
  ];
  for (const [name, body, message] of cases) {
    it(`adding to the cart with ${name} is a 400`, async () => {
      const before = await snapshot();
      const response = await addLine(t, cleo.token, body());
      expect(response.status, JSON.stringify(response.data)).toBe(400);
      expect(response.data.error).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('a checkout with a delivery the shop does not offer, or for a shop not in the cart, or none, is a 400', async () => {
    expect((await addLine(t, cleo.token, { variantId: plates.variantId, quantity: 1 })).status).toBe(201);
    const before = await snapshot();
    for (const json of [
      { deliveries: [{ shopId: sam.shopId, method: 'pickup' }], address: 'x' },
      { deliveries: [{ shopId: sam.shopId, method: 'local' }], address: 'x', city: 'Dallas' },
      { deliveries: [{ shopId: rae.shopId, method: 'shipping' }], address: 'x' },
      { deliveries: [], address: 'x' },
      { deliveries: [{ shopId: sam.shopId, method: 'drone' }], address: 'x' },
      { deliveries: [{ shopId: sam.shopId, method: 'shipping' }] },
    ]) {
      const response = await t.call('POST', `${api}/checkout`, { token: cleo.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.data.error.length).toBeGreaterThan(5);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a cart line’s quantity cannot go to 0 or above stock', async () => {
    const cart = await t.call('GET', `${api}/cart`, { token: cleo.token });
    const lineId = cart.data.shops[0].lines[0].id;
    const before = await snapshot();
    expect((await t.call('PATCH', `${api}/cart/lines/${lineId}`, { token: cleo.token, json: { quantity: 0 } })).status).toBe(400);
    expect((await t.call('PATCH', `${api}/cart/lines/${lineId}`, { token: cleo.token, json: { quantity: 99 } })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    // Adding the same variant adds to its line.
    const added = await addLine(t, cleo.token, { variantId: plates.variantId, quantity: 1 });
    expect(added.data.shops[0].lines).toHaveLength(1);
    expect(added.data.shops[0].lines[0].quantity).toBe(2);
    expect((await t.call('DELETE', `${api}/cart/lines/${lineId}`, { token: cleo.token })).data.lineCount).toBe(0);
  });

  it('an empty cart cannot be checked out', async () => {
    expect((await checkoutCart(t, cleo.token, [sam.shopId])).status).toBe(400);
  });
});

describe('local delivery’s radius (measured offline from the shop’s city)', () => {
  it('an address outside the radius is a 400 naming both distances, and nothing is reserved', async () => {
    // Dee delivers within 10 miles of Austin (coordinates saved with the shop); Round Rock is about 17 miles north.
    const dee = await sellerWithShop(t, 'Dee', { shop: { localRadiusMiles: 10, lat: 30.267, lng: -97.743 } });
    const balloons = await insertItem(t, dee.shopId, { title: 'Balloons', variants: [{ priceCents: 900, stock: 4 }] });
    const dot = await buyer(t, 'Dot');
    expect((await addLine(t, dot.token, { variantId: balloons.variantId, quantity: 2 })).status).toBe(201);
    const before = await snapshot();
    const refusal = "Dee's Party Shop delivers within 10 miles of Austin; Round Rock is about 17 miles away. Choose shipping or pickup.";
    for (const where of [{ city: 'Round Rock' }, { city: 'round rock, tx' }, { city: 'Round Rock, Texas' }, { address: '500 Main St, Round Rock, TX 78664' }]) {
      const response = await checkoutCart(t, dot.token, [dee.shopId], 'local', where);
      expect(response.status, JSON.stringify(where)).toBe(400);
      expect(response.data.error).toBe(refusal.replace('Round Rock', where.city?.split(',')[0] ?? 'Round Rock'));
    }
    // A namesake in another state is as far as it is; a city not in the gazetteer falls back to "Austin only".
    expect((await checkoutCart(t, dot.token, [dee.shopId], 'local', { city: 'Austin, MN' })).data.error).toMatch(/Austin is about \d{3} miles away/);
    const unknown = await checkoutCart(t, dot.token, [dee.shopId], 'local', { city: 'Xyzzy' });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toMatch(/could not find Xyzzy/);
    expect(await snapshot()).toEqual(before);

    // Inside the radius, and by pickup from anywhere, the same cart checks out.
    const inside = await checkoutCart(t, dot.token, [dee.shopId], 'local', { city: 'West Lake Hills, TX' });
    expect(inside.status, JSON.stringify(inside.data)).toBe(201);
    expect(inside.data.orders[0].deliveryMethod).toBe('local');
  });

  it('reads a party’s location when no city is typed, and measures a shop saved before coordinates from its city', async () => {
    // Rae's shop row has no coordinates (saved before they were kept): Austin is looked up; it delivers within 20 miles.
    const cups = await insertItem(t, rae.shopId, { title: 'Party cups', variants: [{ priceCents: 300, stock: 9 }] });
    const eve = await buyer(t, 'Eve');
    const far = await insertEvent(t, eve.id, { startsAt: t.clock.now() + 5 * DAY, endsAt: t.clock.now() + 5 * DAY + 3 * HOUR, location: 'Lakeside Pavilion, 1 Shore Dr, Georgetown, TX' });
    expect((await addLine(t, eve.token, { variantId: cups.variantId, quantity: 1 })).status).toBe(201);
    expect((await t.call('PUT', `${api}/cart/event`, { token: eve.token, json: { eventId: far.id } })).status).toBe(200);
    const before = await snapshot();
    const refused = await t.call('POST', `${api}/checkout`, { token: eve.token, json: { deliveries: [{ shopId: rae.shopId, method: 'local' }] } });
    expect(refused.status, JSON.stringify(refused.data)).toBe(400);
    expect(refused.data.error).toMatch(/^Rae's Party Shop delivers within 20 miles of Austin; Georgetown is about 2\d miles away\. Choose shipping or pickup\.$/);
    expect(await snapshot()).toEqual(before);
    // Round Rock, typed, is within Rae's 20 miles.
    const placed = await t.call('POST', `${api}/checkout`, { token: eve.token, json: { deliveries: [{ shopId: rae.shopId, method: 'local' }], city: 'Round Rock' } });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  });
});

describe('permission', () => {
  it('refuses another member, a stranger and the seller of another shop in the same checkout', async () => {
    const samOrder = group.orders.find((order: any) => order.shop.id === sam.shopId);
    const raeOrder = group.orders.find((order: any) => order.shop.id === rae.shopId);
    const cart = await t.call('GET', `${api}/cart`, { token: bea.token });
    expect(cart.status).toBe(200);
    for (const [method, path, json] of [
      ['GET', `/orders/${samOrder.id}`],
      ['POST', `/orders/${samOrder.id}/cancel`, {}],
      ['POST', `/orders/${samOrder.id}/received`, {}],
      ['POST', `/orders/${samOrder.id}/review`, { rating: 5, text: '' }],
      ['GET', `/checkouts/${group.groupId}`],
    ] as const) {
      expect((await t.call(method, `${api}${path}`, { token: cleo.token, json })).status, `${method} ${path} as another member`).toBe(404);
      expect((await t.call(method, `${api}${path}`, { token: sam.token, json })).status, `${method} ${path} as its seller`).toBe(404);
      expect((await t.call(method, `${api}${path}`, { json })).status, `${method} ${path} as a stranger`).toBe(401);
    }
    for (const path of [`/seller/orders/${samOrder.id}/confirm`, `/seller/orders/${samOrder.id}/deliver`]) {
      expect((await t.call('POST', `${api}${path}`, { token: rae.token, json: {} })).status).toBe(404);
      expect((await t.call('POST', `${api}${path}`, { token: bea.token, json: {} })).status).toBe(404);
      expect((await t.call('POST', `${api}${path}`, { json: {} })).status).toBe(401);
    }
    const samLine = samOrder.lines[0].id;
    expect((await t.call('POST', `${api}/seller/orders/${raeOrder.id}/decline-lines`, { token: sam.token, json: { lineIds: [samLine] } })).status).toBe(404);
    // A line of another order is not a line of this one.
    expect((await t.call('POST', `${api}/seller/orders/${samOrder.id}/decline-lines`, { token: sam.token, json: { lineIds: [raeOrder.lines[0].id] } })).status).toBe(400);
    const raeList = await t.call('GET', `${api}/seller/orders`, { token: rae.token });
    expect(raeList.data.orders.map((order: any) => order.id)).toEqual([raeOrder.id]);
    expect(JSON.stringify(raeList.data)).not.toContain(samOrder.id);
    expect((await t.call('GET', `${api}/seller/orders?status=bogus`, { token: rae.token })).status).toBe(400);
    expect((await t.call('GET', `${api}/seller/dashboard`, { token: cleo.token })).status).toBe(404);
    expect((await t.call('GET', `${api}/cart`)).status).toBe(401);
    // Another member's cart line is not theirs to change.
    const beaCart = await addLine(t, bea.token, { variantId: plates.variantId, quantity: 1 });
    const beaLine = beaCart.data.shops[0].lines[0].id;
    expect((await t.call('PATCH', `${api}/cart/lines/${beaLine}`, { token: cleo.token, json: { quantity: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', `${api}/cart/lines/${beaLine}`, { token: cleo.token })).status).toBe(404);
  });

  it('a review is 1–5 stars, only once received', async () => {
    const samOrder = group.orders.find((order: any) => order.shop.id === sam.shopId);
    expect((await t.call('POST', `${api}/orders/${samOrder.id}/review`, { token: bea.token, json: { rating: 6, text: '' } })).status).toBe(400);
    expect((await t.call('POST', `${api}/orders/${samOrder.id}/review`, { token: bea.token, json: { rating: 5, text: '' } })).status).toBe(409);
  });
});
