import type { z } from 'zod';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { shopInputSchema, type ShopInput, type ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { centsToDollars, dollarsToCents } from '#platform/lib/dollars.ts';

/**
 * The shop form's values as its inputs hold them (text and check boxes), and the conversions to and
 * from the API's shop (cents, whole numbers, nulls for a delivery way not offered). Validation is
 * core's shopInputSchema, so the form shows the same words the API would answer.
 */

export interface ShopFormValues {
  name: string;
  slug: string;
  /** False until the seller types in the address field: until then it follows the name. */
  slugEdited: boolean;
  description: string;
  city: string;
  timeZone: string;
  shipping: boolean;
  shippingPrice: string;
  shippingDays: string;
  local: boolean;
  localFee: string;
  localRadius: string;
  localLeadHours: string;
  pickup: boolean;
}

export function emptyShopForm(timeZone: string): ShopFormValues {
  return {
    name: '',
    slug: '',
    slugEdited: false,
    description: '',
    city: '',
    timeZone,
    shipping: true,
    shippingPrice: '5.00',
    shippingDays: '5',
    local: false,
    localFee: '10.00',
    localRadius: '15',
    localLeadHours: '24',
    pickup: false,
  };
}

export function shopFormValuesFrom(shop: ShopSummary): ShopFormValues {
  const { shipping, localDelivery, pickup } = shop.delivery;
  const defaults = emptyShopForm(shop.timeZone);
  return {
    name: shop.name,
    slug: shop.slug,
    slugEdited: true,
    description: shop.description,
    city: shop.city,
    timeZone: shop.timeZone,
    shipping: shipping !== null,
    shippingPrice: shipping ? centsToDollars(shipping.priceCents) : defaults.shippingPrice,
    shippingDays: shipping ? String(shipping.days) : defaults.shippingDays,
    local: localDelivery !== null,
    localFee: localDelivery ? centsToDollars(localDelivery.priceCents) : defaults.localFee,
    localRadius: localDelivery ? String(localDelivery.radiusMiles) : defaults.localRadius,
    localLeadHours: localDelivery ? String(localDelivery.leadHours) : defaults.localLeadHours,
    pickup,
  };
}

/** "Nina's Party Shop!" → "ninas-party-shop": a suggested shop address, cut to the 40 characters allowed. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** A whole number typed in a field; empty or anything else is NaN (the schema then says what is wrong). */
function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function shopInputOf(values: ShopFormValues): ShopInput {
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    city: values.city,
    timeZone: values.timeZone,
    delivery: {
      shipping: values.shipping ? { priceCents: dollarsToCents(values.shippingPrice), days: wholeNumber(values.shippingDays) } : null,
      localDelivery: values.local ? { priceCents: dollarsToCents(values.localFee), radiusMiles: wholeNumber(values.localRadius), leadHours: wholeNumber(values.localLeadHours) } : null,
      pickup: values.pickup,
    },
  };
}

const fieldOfPath: Record<string, string> = {
  'delivery.shipping.priceCents': 'shippingPrice',
  'delivery.shipping.days': 'shippingDays',
  'delivery.localDelivery.priceCents': 'localFee',
  'delivery.localDelivery.radiusMiles': 'localRadius',
  'delivery.localDelivery.leadHours': 'localLeadHours',
};

/** Which field of the form a message belongs to, by the schema's path ("delivery" for the at-least-one rule). */
export function shopFieldOf(path: string): string {
  return fieldOfPath[path] ?? path.split('.')[0] ?? '_';
}

const numberWords: Record<string, string> = {
  shippingPrice: 'Enter the shipping rate in dollars, like 5.00',
  shippingDays: 'Enter how many days shipping takes',
  localFee: 'Enter the delivery fee in dollars, like 10.00',
  localRadius: 'Enter the delivery radius in whole miles',
  localLeadHours: 'Enter the lead time in whole hours',
};

/** The first message per field of a refused parse, with a plain sentence for a number field left empty or mistyped. */
export function shopErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = shopFieldOf(issue.path.join('.'));
    const message = issue.code === 'invalid_type' && numberWords[field] ? numberWords[field] : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

/** Checks the form with core's schema before sending: the input to send, or the messages per field. */
export function validateShopForm(values: ShopFormValues): { input: ShopInput; errors: Record<string, string> } {
  const input = shopInputOf(values);
  const result = shopInputSchema.safeParse(input);
  return { input, errors: result.success ? {} : shopErrorsOf(result.error) };
}

/** The delivery ways a shop offers, in one line: "Shipping $5.00 (5 days) · Local delivery $10.00 within 15 miles · Pickup". */
export function deliverySummary(delivery: ShopSummary['delivery']): string {
  const parts: string[] = [];
  if (delivery.shipping) parts.push(`Shipping ${formatUsd(delivery.shipping.priceCents)} (${delivery.shipping.days} ${delivery.shipping.days === 1 ? 'day' : 'days'})`);
  if (delivery.localDelivery) parts.push(`Local delivery ${formatUsd(delivery.localDelivery.priceCents)} within ${delivery.localDelivery.radiusMiles} miles`);
  if (delivery.pickup) parts.push('Pickup');
  return parts.join(' · ');
}
