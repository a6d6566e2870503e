import { describe, expect, it } from 'vitest';
import type { ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { deliverySummary, emptyShopForm, shopFormValuesFrom, slugFromName, validateShopForm } from './shop-form-values.ts';

const filled = { ...emptyShopForm('America/Chicago'), name: 'Confetti Corner', slug: 'confetti-corner', city: 'Austin' };

describe('the shop form', () => {
  it('suggests a shop address from the name', () => {
    expect(slugFromName('Nina’s Party Shop!')).toBe('ninas-party-shop');
    expect(slugFromName('  Café  Ballons  ')).toBe('cafe-ballons');
    expect(slugFromName('x'.repeat(45))).toHaveLength(40);
  });

  it('sends cents, whole numbers and null for a delivery way not offered', () => {
    const { input, errors } = validateShopForm({ ...filled, local: true, localFee: '12.5', localRadius: '20', localLeadHours: '48', pickup: true });
    expect(errors).toEqual({});
    expect(input.delivery).toEqual({ shipping: { priceCents: 500, days: 5 }, localDelivery: { priceCents: 1250, radiusMiles: 20, leadHours: 48 }, pickup: true });
    expect(validateShopForm({ ...filled, shipping: false, pickup: true }).input.delivery.shipping).toBeNull();
  });

  it('puts core’s messages under the fields, in words for a number typed wrong', () => {
    const { errors } = validateShopForm({ ...filled, name: 'A', slug: 'Bad Slug', shippingPrice: 'five', shippingDays: '' });
    expect(errors.name).toBe('Give your shop a name of at least 2 characters');
    expect(errors.slug).toMatch(/3–40 lowercase letters/);
    expect(errors.shippingPrice).toBe('Enter the shipping rate in dollars, like 5.00');
    expect(errors.shippingDays).toBe('Enter how many days shipping takes');
  });

  it('asks for at least one way to deliver', () => {
    const { errors } = validateShopForm({ ...filled, shipping: false, local: false, pickup: false });
    expect(errors.delivery).toMatch(/at least one way/);
  });

  it('reads a shop back into the form and says how it delivers', () => {
    const shop: ShopSummary = {
      id: 'shop-1',
      name: 'Confetti Corner',
      slug: 'confetti-corner',
      description: '',
      logoUrl: null,
      city: 'Austin',
      timeZone: 'America/Chicago',
      delivery: { shipping: null, localDelivery: { priceCents: 1500, radiusMiles: 10, leadHours: 24 }, pickup: true },
      ratingAverage: null,
      ratingCount: 0,
      canSell: false,
    };
    const values = shopFormValuesFrom(shop);
    expect(values).toMatchObject({ shipping: false, local: true, localFee: '15.00', localRadius: '10', pickup: true, slugEdited: true });
    expect(validateShopForm(values).input.delivery).toEqual(shop.delivery);
    expect(deliverySummary(shop.delivery)).toBe('Local delivery $15.00 within 10 miles · Pickup');
  });
});
