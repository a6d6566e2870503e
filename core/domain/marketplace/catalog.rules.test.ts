import { describe, expect, it } from 'vitest';
import {
  arrivalDate,
  canArriveBy,
  cityKey,
  dateRange,
  deliversTo,
  earliestArrival,
  isSoldOut,
  listedPriceCents,
  localReaches,
  marketplaceProductIdOf,
  methodsTo,
  rentalAvailability,
  rentalFits,
} from './catalog.rules.ts';
import type { ShopDelivery } from './catalog.schema.ts';

const variant = (priceCents: number, stock: number, archived = false) => ({ priceCents, stock, archived });

describe('listed price and sold out', () => {
  it('lists the cheapest variant still sold', () => {
    expect(listedPriceCents([variant(1500, 3), variant(900, 0), variant(500, 9, true)])).toBe(900);
    expect(listedPriceCents([variant(500, 9, true)])).toBeNull();
    expect(listedPriceCents([])).toBeNull();
  });

  it('is sold out when every variant still sold has no stock; a rental never is', () => {
    expect(isSoldOut('item', [variant(100, 0), variant(200, 0), variant(300, 5, true)])).toBe(true);
    expect(isSoldOut('item', [variant(100, 0), variant(200, 1)])).toBe(false);
    expect(isSoldOut('item', [variant(100, 4, true)])).toBe(false);
    expect(isSoldOut('rental', [variant(100, 0)])).toBe(false);
  });
});

const all: ShopDelivery = { shipping: { priceCents: 800, days: 5 }, localDelivery: { priceCents: 1500, radiusMiles: 10, leadHours: 30 }, pickup: true };
// 2026-12-01T23:30 UTC is still 1 December in Chicago (17:30) but 2 December in Berlin (00:30).
const now = Date.UTC(2026, 11, 1, 23, 30);

describe('when an order can arrive', () => {
  it('counts shipping days from the shop’s today, local lead hours from now, pickup today', () => {
    expect(arrivalDate(all, 'shipping', now, 'America/Chicago')).toBe('2026-12-06');
    expect(arrivalDate(all, 'shipping', now, 'Europe/Berlin')).toBe('2026-12-07');
    // 17:30 + 30 h = 3 December 23:30 in Chicago.
    expect(arrivalDate(all, 'local', now, 'America/Chicago')).toBe('2026-12-02');
    expect(arrivalDate(all, 'pickup', now, 'America/Chicago')).toBe('2026-12-01');
    expect(arrivalDate(all, 'pickup', now, 'Europe/Berlin')).toBe('2026-12-02');
    expect(arrivalDate({ ...all, pickup: false }, 'pickup', now, 'UTC')).toBeNull();
    expect(arrivalDate({ ...all, shipping: null }, 'shipping', now, 'UTC')).toBeNull();
    // An unknown zone reads as UTC rather than failing.
    expect(arrivalDate(all, 'pickup', now, 'Mars/Olympus')).toBe('2026-12-01');
  });

  it('takes the earliest method that reaches the buyer’s city', () => {
    const shop = { city: 'Austin', timeZone: 'America/Chicago', delivery: all };
    expect(earliestArrival(shop, now)).toBe('2026-12-01');
    expect(earliestArrival(shop, now, 'Dallas')).toBe('2026-12-06');
    expect(earliestArrival({ ...shop, delivery: { shipping: null, localDelivery: all.localDelivery, pickup: false } }, now, 'Dallas')).toBeNull();
    expect(canArriveBy(shop, '2026-12-05', now, 'Dallas')).toBe(false);
    expect(canArriveBy(shop, '2026-12-06', now, 'Dallas')).toBe(true);
    expect(canArriveBy(shop, '2026-12-02', now, 'austin')).toBe(true);
  });
});

describe('where a shop delivers', () => {
  it('compares cities without case, accents or punctuation', () => {
    expect(cityKey('  Zürich ')).toBe('zurich');
    expect(cityKey('St. Louis')).toBe(cityKey('st louis'));
    expect(cityKey('São  Paulo')).toBe('sao paulo');
  });

  it('without a distance, delivers locally and hands over only in its own city', () => {
    const local = { city: 'Montréal', delivery: { shipping: null, localDelivery: all.localDelivery, pickup: true } };
    expect(deliversTo(local, 'montreal')).toBe(true);
    expect(deliversTo(local, 'Toronto')).toBe(false);
    expect(methodsTo(local, 'MONTREAL')).toEqual(['local', 'pickup']);
    expect(deliversTo({ city: 'Austin', delivery: { ...all, localDelivery: null, pickup: false } }, 'Toronto')).toBe(true);
    expect(methodsTo({ city: 'Austin', delivery: all }, 'Toronto')).toEqual(['shipping']);
    expect(methodsTo({ city: 'Austin', delivery: all }, { city: 'Austin', miles: null })).toEqual(['shipping', 'local', 'pickup']);
  });

  it('with a distance, delivers locally and hands over within the radius', () => {
    // `all` delivers within 10 miles.
    const austin = { city: 'Austin', timeZone: 'America/Chicago', delivery: all };
    expect(methodsTo(austin, { city: 'Round Rock', miles: 16.6 })).toEqual(['shipping']);
    expect(methodsTo(austin, { city: 'Pflugerville', miles: 10 })).toEqual(['shipping', 'local', 'pickup']);
    // The distance decides, not the name: a namesake far away is not local.
    expect(methodsTo(austin, { city: 'Austin', miles: 700 })).toEqual(['shipping']);
    expect(localReaches(austin, { city: 'Round Rock', miles: 9.9 })).toBe(true);
    expect(localReaches({ ...austin, delivery: { ...all, localDelivery: null } }, { city: 'Austin', miles: 0 })).toBe(false);
    // A pickup-only shop keeps handing over in its own city.
    const pickupOnly = { city: 'Austin', delivery: { shipping: null, localDelivery: null, pickup: true } };
    expect(methodsTo(pickupOnly, { city: 'austin', miles: 0 })).toEqual(['pickup']);
    expect(deliversTo(pickupOnly, { city: 'Round Rock', miles: 16.6 })).toBe(false);
    expect(canArriveBy(austin, '2026-12-02', now, { city: 'Pflugerville', miles: 8 })).toBe(true);
    expect(canArriveBy(austin, '2026-12-02', now, { city: 'Round Rock', miles: 17 })).toBe(false);
  });
});

describe('rental availability', () => {
  it('is the quantity per day less what is reserved, never below zero', () => {
    const dates = dateRange('2026-12-30', 4);
    expect(dates).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    const reserved = [
      { date: '2026-12-31', reserved: 2 },
      { date: '2027-01-01', reserved: 5 },
    ];
    expect(rentalAvailability(dates, reserved, 3)).toEqual([
      { date: '2026-12-30', free: 3 },
      { date: '2026-12-31', free: 1 },
      { date: '2027-01-01', free: 0 },
      { date: '2027-01-02', free: 3 },
    ]);
    expect(rentalFits(['2026-12-30', '2026-12-31'], reserved, 3, 1)).toBe(true);
    expect(rentalFits(['2026-12-30', '2026-12-31'], reserved, 3, 2)).toBe(false);
  });
});

describe('marketplaceProductIdOf', () => {
  const app = 'https://cakeday.test';
  it('reads the product of a product page on this site', () => {
    expect(marketplaceProductIdOf('https://cakeday.test/marketplace/product/p-123', app)).toBe('p-123');
    expect(marketplaceProductIdOf('https://cakeday.test/marketplace/product/p%20123/?ref=shop#photos', app)).toBe('p 123');
  });
  it('is null for another site, another page, a broken link or an id too long', () => {
    expect(marketplaceProductIdOf('https://shop.example/marketplace/product/p-123', app)).toBeNull();
    expect(marketplaceProductIdOf('http://cakeday.test/marketplace/product/p-123', app)).toBeNull();
    expect(marketplaceProductIdOf('https://cakeday.test/marketplace/shop/p-123', app)).toBeNull();
    expect(marketplaceProductIdOf('https://cakeday.test/marketplace/product/a/b', app)).toBeNull();
    expect(marketplaceProductIdOf('not a link', app)).toBeNull();
    expect(marketplaceProductIdOf('https://cakeday.test/marketplace/product/%E0%A4%A', app)).toBeNull();
    expect(marketplaceProductIdOf(`https://cakeday.test/marketplace/product/${'x'.repeat(101)}`, app)).toBeNull();
  });
});
