import { isValidTimeZone, utcToZonedLocal } from '../events/event-time.rules.ts';
import { addDays, type IsoDate } from '../venues/calendar-date.rules.ts';
import type { ShopDelivery } from './catalog.schema.ts';

/**
 * The catalog's pure rules (decision 061): what a product is listed at, when it is sold out, when
 * a shop's order can arrive and where a shop delivers, and how many rental units are free a day.
 * The search and the product page both read them, so a card and its page never disagree.
 */

export interface PricedVariant {
  priceCents: number;
  stock: number;
  archived: boolean;
}

/**
 * The price a product is listed at: its cheapest variant still sold (a rental has one variant,
 * whose price is the price per day). Null when every variant is archived: nothing is for sale.
 */
export function listedPriceCents(variants: readonly PricedVariant[]): number | null {
  let lowest: number | null = null;
  for (const variant of variants) if (!variant.archived && (lowest === null || variant.priceCents < lowest)) lowest = variant.priceCents;
  return lowest;
}

/**
 * Nothing left to buy: every variant still sold has no stock. A rental is never sold out as a
 * whole (its stock is unused; each day has its own free units), nor is a product whose variants
 * are all archived reported as sold out (it is not on sale at all).
 */
export function isSoldOut(kind: 'item' | 'rental', variants: readonly PricedVariant[]): boolean {
  if (kind === 'rental') return false;
  const sold = variants.filter((variant) => !variant.archived);
  return sold.length > 0 && sold.every((variant) => variant.stock <= 0);
}

export type DeliveryMethod = 'shipping' | 'local' | 'pickup';

/** The shop's local date of an instant ('UTC' for a zone this runtime does not know). */
export function localDateOf(instant: number, timeZone: string): IsoDate {
  return utcToZonedLocal(instant, isValidTimeZone(timeZone) ? timeZone : 'UTC').slice(0, 10);
}

/**
 * The local date (in the shop's zone) an order placed at `now` can arrive by with `method`:
 * shipping takes its number of days from today, local delivery its lead hours from now, pickup is
 * today. Null when the shop does not offer the method.
 */
export function arrivalDate(delivery: ShopDelivery, method: DeliveryMethod, now: number, timeZone: string): IsoDate | null {
  const today = localDateOf(now, timeZone);
  if (method === 'shipping') return delivery.shipping ? addDays(today, delivery.shipping.days) : null;
  if (method === 'local') return delivery.localDelivery ? localDateOf(now + delivery.localDelivery.leadHours * 3_600_000, timeZone) : null;
  return delivery.pickup ? today : null;
}

/**
 * A city as people type it, for comparing: no accents, no case, single spaces
 * ("Zürich " and "zurich" are one city; "St. Louis" and "St Louis" too).
 */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.,'’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const sameCity = (a: string, b: string) => cityKey(a) === cityKey(b);

/**
 * The ways a shop can get an order to a buyer in `buyerCity` (all it offers when the city is not
 * known). There is no geocoding: local delivery's radius is shown to buyers but checked as "the
 * buyer's city is the shop's city", and pickup too is for buyers of the shop's own city; shipping
 * goes anywhere (decision record in the catalog's report).
 */
export function methodsTo(shop: { city: string; delivery: ShopDelivery }, buyerCity?: string | null): DeliveryMethod[] {
  const local = buyerCity === undefined || buyerCity === null || sameCity(shop.city, buyerCity);
  const methods: DeliveryMethod[] = [];
  if (shop.delivery.shipping) methods.push('shipping');
  if (shop.delivery.localDelivery && local) methods.push('local');
  if (shop.delivery.pickup && local) methods.push('pickup');
  return methods;
}

/** Whether a shop gets orders to a buyer in this city by any of its methods. */
export function deliversTo(shop: { city: string; delivery: ShopDelivery }, buyerCity: string): boolean {
  return methodsTo(shop, buyerCity).length > 0;
}

/** The earliest local date an order placed now can arrive by, over the methods that reach the buyer; null if none does. */
export function earliestArrival(shop: { city: string; timeZone: string; delivery: ShopDelivery }, now: number, buyerCity?: string | null): IsoDate | null {
  let earliest: IsoDate | null = null;
  for (const method of methodsTo(shop, buyerCity)) {
    const date = arrivalDate(shop.delivery, method, now, shop.timeZone);
    if (date !== null && (earliest === null || date < earliest)) earliest = date;
  }
  return earliest;
}

/** An order placed now can arrive by `date` (inclusive), to the buyer's city when given. */
export function canArriveBy(shop: { city: string; timeZone: string; delivery: ShopDelivery }, date: IsoDate, now: number, buyerCity?: string | null): boolean {
  const earliest = earliestArrival(shop, now, buyerCity);
  return earliest !== null && earliest <= date;
}

/** A rental's taken units on one day (a rental_days row). */
export interface ReservedDay {
  date: IsoDate;
  reserved: number;
}

/** The dates `from`, `from + 1`, … for `days` days. */
export function dateRange(from: IsoDate, days: number): IsoDate[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

/**
 * The free units of a rental on each date: its quantity per day less what is reserved that day
 * (never below 0: a day reserved before the seller lowered the quantity is simply full).
 */
export function rentalAvailability(dates: readonly IsoDate[], reserved: readonly ReservedDay[], quantityPerDay: number): { date: IsoDate; free: number }[] {
  const taken = new Map(reserved.map((row) => [row.date, row.reserved]));
  return dates.map((date) => ({ date, free: Math.max(0, quantityPerDay - (taken.get(date) ?? 0)) }));
}

/** Whether `quantity` units are free on every date of the range. */
export function rentalFits(dates: readonly IsoDate[], reserved: readonly ReservedDay[], quantityPerDay: number, quantity: number): boolean {
  return rentalAvailability(dates, reserved, quantityPerDay).every((day) => day.free >= quantity);
}

/**
 * The product a link names when it is a product page of this site (`<appOrigin>/marketplace/product/<id>`),
 * else null: how a seller's add-to-wishlist button, whose link points back at the product here, is
 * told apart from a link to anywhere else.
 */
export function marketplaceProductIdOf(link: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appOrigin).origin) return null;
  const match = /^\/marketplace\/product\/([^/]{1,300})\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    const id = decodeURIComponent(match[1]!);
    return id.length > 0 && id.length <= 100 ? id : null;
  } catch {
    return null;
  }
}
