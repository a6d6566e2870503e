import { utcToZonedLocal } from '../events/event-time.rules.ts';
import { addDays } from '../venues/calendar-date.rules.ts';
import { type BuyerPlace, sameCity } from './catalog.rules.ts';
import { type DeliveryMethod, type OrderStatus, orderTimers } from './order.schema.ts';

/**
 * The marketplace's order rules (decision 061), pure: the state machine and its timers, the split of
 * a checkout into one order per shop, the stock a checkout needs, the commission and the seller's
 * share, refund limits, and when a delivery can still arrive before the party.
 */

export type OrderActor = 'buyer' | 'seller' | 'system';

/**
 * Each state's moves and who may make them. A timer is the "system" move out of a state; it is
 * only acted on while the order is still in that state, so moving on cancels it.
 */
const moves: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  awaiting_payment: { placed: ['system'], expired: ['system'] },
  placed: { confirmed: ['seller'], cancelled: ['buyer', 'seller', 'system'] },
  confirmed: { delivered: ['seller'], cancelled: ['system'] },
  delivered: { received: ['buyer', 'system'] },
  received: {},
  expired: {},
  cancelled: {},
};

export function canMove(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return moves[from][to]?.includes(by) ?? false;
}

/** The deadline column that is live in each state (the group's pay_by while awaiting payment). */
export type OrderDeadline = 'payBy' | 'confirmBy' | 'deliverBy' | 'receiveBy' | 'payoutDueAt';
const liveDeadlines: Record<OrderStatus, OrderDeadline | null> = {
  awaiting_payment: 'payBy',
  placed: 'confirmBy',
  confirmed: 'deliverBy',
  delivered: 'receiveBy',
  received: 'payoutDueAt',
  expired: null,
  cancelled: null,
};
export const liveDeadline = (status: OrderStatus): OrderDeadline | null => liveDeadlines[status];

/** The deadline set when an order enters a state (from `at`); deliver_by is fixed at checkout from the party. */
export function deadlineOnEntering(status: OrderStatus, at: number): Partial<Record<OrderDeadline, number>> {
  switch (status) {
    case 'awaiting_payment':
      return { payBy: at + orderTimers.payWithinMs };
    case 'placed':
      return { confirmBy: at + orderTimers.confirmWithinMs };
    case 'delivered':
      return { receiveBy: at + orderTimers.receiveWithinMs };
    case 'received':
      return { payoutDueAt: at + orderTimers.payoutHoldMs };
    default:
      return {};
  }
}

/** Whether the live timer of an order in `status` has run out (a null deadline never runs out). */
export function timerDue(status: OrderStatus, deadlines: Partial<Record<OrderDeadline, number | null>>, now: number): boolean {
  const which = liveDeadline(status);
  if (!which) return false;
  const at = deadlines[which];
  return at !== null && at !== undefined && at <= now;
}

// --- money --------------------------------------------------------------------------------------

/**
 * The commission at the order's frozen rate on what the seller keeps (total less refunds):
 * rounded to the nearest cent, half up. The seller's share is the rest, so the two always add up
 * to what was kept and nothing is created or lost by rounding.
 */
export function commissionOf(rateBp: number, totalCents: number, refundedCents: number): { baseCents: number; commissionCents: number; sellerShareCents: number } {
  const baseCents = Math.max(0, totalCents - refundedCents);
  const commissionCents = Math.floor((baseCents * rateBp + 5_000) / 10_000);
  return { baseCents, commissionCents, sellerShareCents: baseCents - commissionCents };
}

/** What may still be refunded of an order: never more than was paid. */
export function refundableCents(totalCents: number, refundedCents: number): number {
  return Math.max(0, totalCents - refundedCents);
}

/** A refund of `amountCents` is allowed only within what was paid and not yet refunded. */
export function checkRefund(amountCents: number, totalCents: number, refundedCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'A refund is a positive whole number of cents';
  if (amountCents > refundableCents(totalCents, refundedCents)) return 'A refund cannot be more than what is left of the payment';
  return null;
}

/** An order "reads as paid" only while some of its payment is kept. */
export const isPaidOrder = (paidAt: number | null, totalCents: number, refundedCents: number) => paidAt !== null && refundedCents < totalCents;

// --- the party ----------------------------------------------------------------------------------

/** The instant things should be delivered by for a party starting at `startsAt`. */
export const deliverByFor = (startsAt: number) => startsAt - orderTimers.setupMarginMs;

/** That instant as a date in the shop's zone (what the seller and the buyer read). */
export const deliverByDateFor = (startsAt: number, timeZone: string) => utcToZonedLocal(deliverByFor(startsAt), timeZone).slice(0, 10);

export interface ShopDeliveryTerms {
  shippingCents: number | null;
  shippingDays: number;
  localDeliveryCents: number | null;
  localLeadHours: number;
  /** Local delivery's reach around the shop's city (null when it does not deliver locally). */
  localRadiusMiles: number | null;
  pickup: boolean;
  city: string;
  timeZone: string;
}

/** The fee of a method the shop offers, or null when it does not offer it. */
export function deliveryFee(shop: ShopDeliveryTerms, method: DeliveryMethod): number | null {
  if (method === 'shipping') return shop.shippingCents;
  if (method === 'local') return shop.localDeliveryCents;
  return shop.pickup ? 0 : null;
}

/** The earliest instant an order placed at `now` can arrive (pickup: ready after the local lead time). */
export function earliestArrival(shop: ShopDeliveryTerms, method: DeliveryMethod, now: number): number {
  if (method === 'shipping') return now + shop.shippingDays * 24 * 3_600_000;
  return now + shop.localLeadHours * 3_600_000;
}

/** The date (shop's zone) a method would arrive by. */
export const arrivesByDate = (shop: ShopDeliveryTerms, method: DeliveryMethod, now: number) => utcToZonedLocal(earliestArrival(shop, method, now), shop.timeZone).slice(0, 10);

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** The buyer's distance as the message gives it: whole miles, unless that would read as inside the radius. */
function distanceWords(miles: number, radiusMiles: number): string {
  const whole = Math.max(1, Math.round(miles));
  return whole > radiusMiles ? plural(whole, 'mile') : `${Math.ceil(miles * 10) / 10} miles`;
}

/** The shop's other ways, for "Choose shipping or pickup." */
function otherWays(shop: ShopDeliveryTerms): string {
  const ways = (['shipping', 'pickup'] as const).filter((method) => deliveryFee(shop, method) !== null).map((method) => methodLabel[method]);
  return ways.length > 0 ? `Choose ${ways.join(' or ')}.` : 'Remove its items to check out the rest.';
}

/**
 * Why a delivery method cannot be used, or null: not offered, local delivery beyond the shop's
 * radius (decision 063: `buyer.miles` when the worker could place both cities; otherwise a
 * different city than the shop's), or (for a cart tied to a party) not able to arrive before the
 * party's start less the setup margin. Pickup is never refused for distance: the buyer comes.
 */
export function deliveryProblem(shop: ShopDeliveryTerms & { name: string }, method: DeliveryMethod, now: number, partyStartsAt: number | null, buyer: BuyerPlace): string | null {
  if (deliveryFee(shop, method) === null) return `${shop.name} does not offer ${methodLabel[method]}.`;
  if (method === 'local' && buyer.city.trim() !== '') {
    const radius = shop.localRadiusMiles ?? 0;
    if (buyer.miles !== null && buyer.miles > radius) {
      return `${shop.name} delivers within ${plural(radius, 'mile')} of ${shop.city}; ${buyer.city.trim()} is about ${distanceWords(buyer.miles, radius)} away. ${otherWays(shop)}`;
    }
    if (buyer.miles === null && !sameCity(buyer.city, shop.city)) {
      return `${shop.name} delivers locally around ${shop.city}, and we could not find ${buyer.city.trim()} to measure how far it is. Add the state (for example “Round Rock, TX”) or ${otherWays(shop).toLowerCase()}`;
    }
  }
  if (partyStartsAt !== null && earliestArrival(shop, method, now) > deliverByFor(partyStartsAt)) {
    return `${methodLabel[method][0]!.toUpperCase()}${methodLabel[method].slice(1)} from ${shop.name} cannot arrive before the party: choose another way or another shop.`;
  }
  return null;
}

export const methodLabel: Record<DeliveryMethod, string> = { shipping: 'shipping', local: 'local delivery', pickup: 'pickup' };

// --- the split and the stock ------------------------------------------------------------------

export interface CheckoutLine {
  shopId: string;
  productId: string;
  variantId: string;
  kind: 'item' | 'rental';
  unitPriceCents: number;
  quantity: number;
  rentalStart: string | null;
  rentalDays: number | null;
  /** A rental's deposit per unit. */
  depositPerUnitCents: number;
}

/** A line's price (a rental's price is per unit and day) and deposit. */
export function lineAmounts(line: Pick<CheckoutLine, 'kind' | 'unitPriceCents' | 'quantity' | 'rentalDays' | 'depositPerUnitCents'>) {
  const days = line.kind === 'rental' ? (line.rentalDays ?? 1) : 1;
  return { lineCents: line.unitPriceCents * line.quantity * days, depositCents: line.kind === 'rental' ? line.depositPerUnitCents * line.quantity : 0 };
}

export interface ShopOrderDraft<L extends CheckoutLine = CheckoutLine> {
  shopId: string;
  lines: L[];
  itemsCents: number;
  depositCents: number;
  /** Once per order, never per line. */
  deliveryCents: number;
  totalCents: number;
}

/** One order per shop, in the order shops first appear; the delivery fee counted once per order. */
export function splitCheckout<L extends CheckoutLine>(lines: readonly L[], feeOf: (shopId: string) => number): ShopOrderDraft<L>[] {
  const byShop = new Map<string, L[]>();
  for (const line of lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line]);
  return [...byShop].map(([shopId, shopLines]) => {
    let itemsCents = 0;
    let depositCents = 0;
    for (const line of shopLines) {
      const amounts = lineAmounts(line);
      itemsCents += amounts.lineCents;
      depositCents += amounts.depositCents;
    }
    const deliveryCents = feeOf(shopId);
    return { shopId, lines: shopLines, itemsCents, depositCents, deliveryCents, totalCents: itemsCents + depositCents + deliveryCents };
  });
}

/** Units asked per variant (items: two lines of one variant summed) and per rental product and day. */
export function stockNeeds(lines: readonly CheckoutLine[]): { variants: Map<string, number>; rentalDays: Map<string, Map<string, number>> } {
  const variants = new Map<string, number>();
  const rentalDays = new Map<string, Map<string, number>>();
  for (const line of lines) {
    if (line.kind === 'item') {
      variants.set(line.variantId, (variants.get(line.variantId) ?? 0) + line.quantity);
      continue;
    }
    const days = rentalDays.get(line.productId) ?? new Map<string, number>();
    for (const date of rentalDates(line.rentalStart!, line.rentalDays ?? 1)) days.set(date, (days.get(date) ?? 0) + line.quantity);
    rentalDays.set(line.productId, days);
  }
  return { variants, rentalDays };
}

export const rentalDates = (start: string, days: number) => Array.from({ length: days }, (_, index) => addDays(start, index));

/** The first shortfall of stock for the needs (items: stock left; rentals: free units on each day), or null. */
export function stockShortfall(
  needs: ReturnType<typeof stockNeeds>,
  stockOf: (variantId: string) => number,
  freeOn: (productId: string, date: string) => number,
): { variantId?: string; productId?: string; date?: string; left: number } | null {
  for (const [variantId, wanted] of needs.variants) {
    const left = stockOf(variantId);
    if (wanted > left) return { variantId, left };
  }
  for (const [productId, days] of needs.rentalDays) {
    for (const [date, wanted] of days) {
      const left = freeOn(productId, date);
      if (wanted > left) return { productId, date, left: Math.max(0, left) };
    }
  }
  return null;
}

/** "Only 1 left" style message for a shortfall. */
export function shortfallMessage(title: string, left: number, date?: string): string {
  if (date) return left === 0 ? `${title} is fully booked on ${date}.` : `Only ${left} of ${title} free on ${date}.`;
  return left === 0 ? `${title} is sold out.` : `Only ${left} left of ${title}.`;
}

/** Tableware and favors: one per guest going, when the line asks for fewer or more. */
export function suggestedQuantity(category: string, quantity: number, goingCount: number): number | null {
  if (!['tableware', 'favors'].includes(category) || goingCount <= 0 || goingCount === quantity) return null;
  return goingCount;
}

/** The wishlist's reference to a marketplace product. */
export const productRefOf = (productId: string) => `marketplace:${productId}`;
