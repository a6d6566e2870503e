import { isValidTimeZone, utcToZonedLocal } from '../events/event-time.rules.ts';
import { addDays, type IsoDate } from '../venues/calendar-date.rules.ts';
import { cityKey } from '../places/place.rules.ts';
import type { ShopDelivery } from './catalog.schema.ts';

/**
 * The catalog's pure rules (decision 061): what a product is listed at, when it is sold out, when
 * a shop's order can arrive and where a shop delivers (its radius against a distance the worker
 * measures, decision 063), and how many rental units are free a day. The search and the product
 * page both read them, so a card and its page never disagree.
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

export { cityKey };

export const sameCity = (a: string, b: string) => cityKey(a) === cityKey(b);

/**
 * Where a buyer is, as the delivery rules read it: the city they gave and, when the gazetteer
 * knows both it and the shop's city, how many miles apart the two are (decision 063). A plain
 * string is a city whose distance is not known.
 */
export interface BuyerPlace {
  city: string;
  miles: number | null;
}

const placeOfBuyer = (buyer: BuyerPlace | string): BuyerPlace => (typeof buyer === 'string' ? { city: buyer, miles: null } : buyer);

/**
 * Whether the shop's local delivery reaches the buyer: within its radius when the distance is
 * known, otherwise only in the shop's own city (the rule before there were coordinates).
 */
export function localReaches(shop: { city: string; delivery: ShopDelivery }, buyer: BuyerPlace | string): boolean {
  const local = shop.delivery.localDelivery;
  if (!local) return false;
  const place = placeOfBuyer(buyer);
  return place.miles !== null ? place.miles <= local.radiusMiles : sameCity(shop.city, place.city);
}

/**
 * The ways a shop can get an order to a buyer (all it offers when the buyer's place is not known).
 * Shipping goes anywhere; local delivery within its radius (localReaches); pickup is counted for
 * buyers its local delivery reaches, and for a shop without local delivery, buyers of its own city
 * (decision 063). The checkout itself never refuses pickup for distance: the buyer comes.
 */
export function methodsTo(shop: { city: string; delivery: ShopDelivery }, buyer?: BuyerPlace | string | null): DeliveryMethod[] {
  const known = buyer !== undefined && buyer !== null;
  const local = !known || localReaches(shop, buyer);
  const near = !known || local || (!shop.delivery.localDelivery && sameCity(shop.city, placeOfBuyer(buyer).city));
  const methods: DeliveryMethod[] = [];
  if (shop.delivery.shipping) methods.push('shipping');
  if (shop.delivery.localDelivery && local) methods.push('local');
  if (shop.delivery.pickup && near) methods.push('pickup');
  return methods;
}

/** Whether a shop gets orders to this buyer by any of its methods. */
export function deliversTo(shop: { city: string; delivery: ShopDelivery }, buyer: BuyerPlace | string): boolean {
  return methodsTo(shop, buyer).length > 0;
}

/** The earliest local date an order placed now can arrive by, over the methods that reach the buyer; null if none does. */
export function earliestArrival(shop: { city: string; timeZone: string; delivery: ShopDelivery }, now: number, buyer?: BuyerPlace | string | null): IsoDate | null {
  let earliest: IsoDate | null = null;
  for (const method of methodsTo(shop, buyer)) {
    const date = arrivalDate(shop.delivery, method, now, shop.timeZone);
    if (date !== null && (earliest === null || date < earliest)) earliest = date;
  }
  return earliest;
}

/** An order placed now can arrive by `date` (inclusive), to the buyer's place when given. */
export function canArriveBy(shop: { city: string; timeZone: string; delivery: ShopDelivery }, date: IsoDate, now: number, buyer?: BuyerPlace | string | null): boolean {
  const earliest = earliestArrival(shop, now, buyer);
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
