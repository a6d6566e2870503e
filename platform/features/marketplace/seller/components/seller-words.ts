import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import type { DeliveryMethod, OrderView } from '#core/domain/marketplace/order.schema.ts';

/**
 * How the seller's screens say things: deadlines in the shop's own zone, how long is left, a
 * product's status and an order's delivery. Plain functions, so screens, stories and tests read the same words.
 */

const HOUR = 3_600_000;

/** "Sat, Dec 5, 2026, 2:00 PM CST" in the shop's zone (the browser's zone would mislead a seller abroad). */
export function shopTime(utcMs: number, timeZone: string): string {
  try {
    return formatInZone(utcMs, timeZone);
  } catch {
    return formatInZone(utcMs, 'UTC');
  }
}

/** "5 hours left", "40 minutes left", "2 days left"; "the time is over" once past. */
export function timeLeft(until: number, now: number): string {
  const left = until - now;
  if (left <= 0) return 'the time is over';
  if (left < HOUR) {
    const minutes = Math.max(1, Math.floor(left / 60_000));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  }
  if (left < 48 * HOUR) {
    const hours = Math.floor(left / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  }
  return `${Math.floor(left / (24 * HOUR))} days left`;
}

export const productStatusLabels: Record<ProductDetail['status'], string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };

/** What each status means to buyers, for the status control's hint. */
export const productStatusMeaning: Record<ProductDetail['status'], string> = {
  draft: 'Only you can see it.',
  active: 'Buyers can find and buy it.',
  archived: 'Hidden from buyers; past orders keep it.',
};

export const deliveryMethodLabels: Record<DeliveryMethod, string> = { shipping: 'Shipping', local: 'Local delivery', pickup: 'Pickup' };

/** "Red / Large", or "One size" for a product without options. */
export function variantTitle(optionValues: string[]): string {
  return optionValues.length > 0 ? optionValues.join(' / ') : 'One size';
}

/** The total stock of an item product across its variants (rentals have units per day instead). */
export function stockOf(product: Pick<ProductDetail, 'kind' | 'variants' | 'rental'>): string {
  if (product.kind === 'rental') return `${product.rental?.quantityPerDay ?? 0} per day`;
  const total = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
  return `${total} in stock`;
}

/** The order's next step for the seller, in words, or null when nothing is left to do. */
export function nextStepOf(order: Pick<OrderView, 'status' | 'confirmBy' | 'receiveBy' | 'payoutDueAt' | 'releasedAt'>, timeZone: string, now: number): string | null {
  switch (order.status) {
    case 'placed':
      return order.confirmBy === null
        ? 'Confirm or decline this order.'
        : order.confirmBy <= now
          ? 'The time to confirm is over: the order will be cancelled and refunded.'
          : `Confirm by ${shopTime(order.confirmBy, timeZone)} (${timeLeft(order.confirmBy, now)}), or it is cancelled and refunded.`;
    case 'confirmed':
      return 'Deliver it, then mark it delivered.';
    case 'delivered':
      return order.receiveBy === null ? 'Waiting for the buyer to say it arrived.' : `Counted as received on ${shopTime(order.receiveBy, timeZone)} unless the buyer says so sooner.`;
    case 'received':
      if (order.releasedAt !== null) return `Paid out on ${shopTime(order.releasedAt, timeZone)}.`;
      return order.payoutDueAt === null ? 'Your share is held for 24 hours, then paid out.' : `Your share is paid out on ${shopTime(order.payoutDueAt, timeZone)}.`;
    default:
      return null;
  }
}
