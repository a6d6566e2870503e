import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderMoneyKey } from '../money/idempotency.rules.ts';
import {
  canMove,
  checkRefund,
  commissionOf,
  deadlineOnEntering,
  deliverByDateFor,
  deliverByFor,
  deliveryProblem,
  isPaidOrder,
  liveDeadline,
  splitCheckout,
  stockNeeds,
  stockShortfall,
  suggestedQuantity,
  timerDue,
  type CheckoutLine,
} from './order.rules.ts';
import { COMMISSION_RATE_BP, orderTimers } from './order.schema.ts';

const HOUR = 3_600_000;
const line = (overrides: Partial<CheckoutLine>): CheckoutLine => ({
  shopId: 's1',
  productId: 'p1',
  variantId: 'v1',
  kind: 'item',
  unitPriceCents: 500,
  quantity: 1,
  rentalStart: null,
  rentalDays: null,
  depositPerUnitCents: 0,
  ...overrides,
});
const shop = {
  name: 'Balloon Barn',
  city: 'Austin',
  timeZone: 'America/Chicago',
  shippingCents: 800,
  shippingDays: 5,
  localDeliveryCents: 1500,
  localLeadHours: 24,
  localRadiusMiles: 10,
  pickup: false,
};

describe('the order state machine', () => {
  it('lets each party make only its own moves', () => {
    expect(canMove('awaiting_payment', 'placed', 'system')).toBe(true);
    expect(canMove('placed', 'confirmed', 'seller')).toBe(true);
    expect(canMove('placed', 'confirmed', 'buyer')).toBe(false);
    expect(canMove('placed', 'cancelled', 'buyer')).toBe(true);
    expect(canMove('confirmed', 'cancelled', 'buyer')).toBe(false);
    expect(canMove('confirmed', 'cancelled', 'system')).toBe(true);
    expect(canMove('delivered', 'received', 'buyer')).toBe(true);
    expect(canMove('delivered', 'received', 'system')).toBe(true);
    expect(canMove('received', 'cancelled', 'system')).toBe(false);
    expect(canMove('cancelled', 'placed', 'system')).toBe(false);
  });

  it('reads only the deadline of the current state, so a timer is gone once the state moves on', () => {
    expect(liveDeadline('placed')).toBe('confirmBy');
    expect(liveDeadline('confirmed')).toBe('deliverBy');
    expect(liveDeadline('cancelled')).toBeNull();
    const deadlines = { confirmBy: 10, deliverBy: 20, receiveBy: 30 };
    expect(timerDue('placed', deadlines, 15)).toBe(true);
    expect(timerDue('confirmed', deadlines, 15)).toBe(false);
    expect(timerDue('cancelled', deadlines, 99)).toBe(false);
    expect(deadlineOnEntering('placed', 0)).toEqual({ confirmBy: 48 * HOUR });
    expect(deadlineOnEntering('delivered', 0)).toEqual({ receiveBy: 72 * HOUR });
    expect(deadlineOnEntering('received', 0)).toEqual({ payoutDueAt: 24 * HOUR });
    expect(deadlineOnEntering('awaiting_payment', 0)).toEqual({ payBy: 15 * 60_000 });
  });
});

describe('money of an order', () => {
  it('takes the frozen rate of what is kept, rounded half up, and the share is the rest', () => {
    expect(commissionOf(1000, 10_005, 0)).toEqual({ baseCents: 10_005, commissionCents: 1001, sellerShareCents: 9004 });
    expect(commissionOf(1000, 10_004, 0).commissionCents).toBe(1000);
    expect(commissionOf(1000, 5000, 5000)).toEqual({ baseCents: 0, commissionCents: 0, sellerShareCents: 0 });
  });

  it('never creates or loses a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (rate, total, refunded) => {
        const { baseCents, commissionCents, sellerShareCents } = commissionOf(rate, total, Math.min(refunded, total));
        expect(commissionCents + sellerShareCents).toBe(baseCents);
        expect(commissionCents).toBeGreaterThanOrEqual(0);
        expect(sellerShareCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses a refund above what is left', () => {
    expect(checkRefund(500, 1000, 400)).toBeNull();
    expect(checkRefund(700, 1000, 400)).toMatch(/more than/);
    expect(checkRefund(0, 1000, 0)).toMatch(/positive/);
  });

  it('a fully refunded order never reads as paid', () => {
    expect(isPaidOrder(1, 1000, 1000)).toBe(false);
    expect(isPaidOrder(1, 1000, 999)).toBe(true);
    expect(isPaidOrder(null, 1000, 0)).toBe(false);
  });

  it('has keys of its own', () => {
    expect(orderMoneyKey('charge', 'o1')).toBe('order-charge:o1');
    expect(orderMoneyKey('refund', 'r1')).toBe('order-refund:r1');
    expect(orderMoneyKey('transfer', 'o1')).toBe('order-transfer:o1');
    expect(() => orderMoneyKey('charge', 'a:b')).toThrow();
  });

  it('the rate is 10 %', () => expect(COMMISSION_RATE_BP).toBe(1000));
});

describe('splitting a checkout', () => {
  it('makes one order per shop with the delivery fee once per order', () => {
    const orders = splitCheckout([line({ shopId: 'a', quantity: 2 }), line({ shopId: 'b', variantId: 'v2' }), line({ shopId: 'a', variantId: 'v3', unitPriceCents: 100 })], (shopId) =>
      shopId === 'a' ? 800 : 0,
    );
    expect(orders.map((order) => [order.shopId, order.itemsCents, order.deliveryCents, order.totalCents])).toEqual([
      ['a', 1100, 800, 1900],
      ['b', 500, 0, 500],
    ]);
  });

  it('prices a rental per day and adds its deposit per unit', () => {
    const [order] = splitCheckout([line({ kind: 'rental', quantity: 2, rentalStart: '2026-12-05', rentalDays: 3, depositPerUnitCents: 2000 })], () => 0);
    expect(order).toMatchObject({ itemsCents: 3000, depositCents: 4000, totalCents: 7000 });
  });

  it('sums two lines of one variant before the stock check', () => {
    const needs = stockNeeds([line({ quantity: 1 }), line({ quantity: 1 })]);
    expect(needs.variants.get('v1')).toBe(2);
    expect(
      stockShortfall(
        needs,
        () => 1,
        () => 0,
      ),
    ).toEqual({ variantId: 'v1', left: 1 });
    expect(
      stockShortfall(
        needs,
        () => 2,
        () => 0,
      ),
    ).toBeNull();
  });

  it('needs a free unit on every rental day', () => {
    const needs = stockNeeds([line({ kind: 'rental', rentalStart: '2026-12-05', rentalDays: 2 })]);
    expect([...needs.rentalDays.get('p1')!.keys()]).toEqual(['2026-12-05', '2026-12-06']);
    expect(
      stockShortfall(
        needs,
        () => 0,
        (_, date) => (date === '2026-12-06' ? 0 : 1),
      ),
    ).toEqual({ productId: 'p1', date: '2026-12-06', left: 0 });
  });
});

describe('the party', () => {
  const start = Date.UTC(2026, 11, 5, 20); // 2 PM in Chicago
  it('wants things by its start less the setup margin', () => {
    expect(deliverByFor(start)).toBe(start - orderTimers.setupMarginMs);
    expect(deliverByDateFor(start, 'America/Chicago')).toBe('2026-12-05');
  });

  it('refuses a delivery that cannot arrive before it, one the shop does not offer, or local delivery elsewhere', () => {
    const now = start - 3 * 24 * HOUR;
    const nowhere = { city: '', miles: null };
    expect(deliveryProblem(shop, 'shipping', now, start, nowhere)).toMatch(/cannot arrive before the party/);
    expect(deliveryProblem(shop, 'shipping', now, null, nowhere)).toBeNull();
    expect(deliveryProblem(shop, 'local', now, start, { city: 'Austin', miles: null })).toBeNull();
    expect(deliveryProblem(shop, 'pickup', now, start, nowhere)).toMatch(/does not offer pickup/);
  });

  it('refuses local delivery beyond the radius, naming the distance and the other ways', () => {
    const now = start - 3 * 24 * HOUR;
    expect(deliveryProblem(shop, 'local', now, start, { city: 'Pflugerville', miles: 9.6 })).toBeNull();
    expect(deliveryProblem(shop, 'local', now, start, { city: 'Round Rock', miles: 16.6 })).toBe(
      'Balloon Barn delivers within 10 miles of Austin; Round Rock is about 17 miles away. Choose shipping.',
    );
    // Just past the radius reads as past it, not as "about 10 miles".
    expect(deliveryProblem({ ...shop, pickup: true }, 'local', now, start, { city: 'Manor', miles: 10.3 })).toBe(
      'Balloon Barn delivers within 10 miles of Austin; Manor is about 10.3 miles away. Choose shipping or pickup.',
    );
    expect(deliveryProblem({ ...shop, shippingCents: null }, 'local', now, start, { city: 'Dallas', miles: 182 })).toMatch(/about 182 miles away\. Remove its items/);
    // Neither distance nor the same city: the buyer is asked for the state.
    expect(deliveryProblem(shop, 'local', now, start, { city: 'Xyzzy', miles: null })).toMatch(/could not find Xyzzy .* Add the state \(for example “Round Rock, TX”\) or choose shipping\./);
    // A far buyer may still choose pickup: the buyer comes to the shop.
    expect(deliveryProblem({ ...shop, pickup: true }, 'pickup', now, start, { city: 'Dallas', miles: 182 })).toBeNull();
  });

  it('suggests one plate or favor per guest going', () => {
    expect(suggestedQuantity('tableware', 10, 24)).toBe(24);
    expect(suggestedQuantity('favors', 24, 24)).toBeNull();
    expect(suggestedQuantity('balloons', 1, 24)).toBeNull();
  });
});
