import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { CartView, CheckoutView, DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';

/** One shop's part of a checkout, as the payment modal lists it. */
export interface ShopPart {
  shopId: string;
  shopName: string;
  itemsCents: number;
  depositCents: number;
  deliveryLabel: string;
  deliveryCents: number;
  /** The date it arrives by (or is ready for pickup); null when the shop gives none. */
  arrivesBy: string | null;
  totalCents: number;
}

export interface CheckoutSummaryData {
  parts: ShopPart[];
  totalCents: number;
}

const methodLabels: Record<DeliveryMethod, string> = { shipping: 'Shipping', local: 'Local delivery', pickup: 'Pickup' };

/** Before paying: the cart with each shop's chosen delivery (the server's figures follow once the checkout is made). */
export function summaryFromCart(cart: CartView, methods: Record<string, DeliveryMethod>): CheckoutSummaryData {
  const parts = cart.shops.map((group): ShopPart => {
    const option = group.deliveryOptions.find((candidate) => candidate.method === methods[group.shop.id]) ?? group.deliveryOptions[0];
    const deliveryCents = option?.priceCents ?? 0;
    return {
      shopId: group.shop.id,
      shopName: group.shop.name,
      itemsCents: group.itemsCents,
      depositCents: group.depositCents,
      deliveryLabel: option?.label ?? 'No delivery offered',
      deliveryCents,
      arrivesBy: option?.arrivesBy ?? null,
      totalCents: group.itemsCents + group.depositCents + deliveryCents,
    };
  });
  return { parts, totalCents: parts.reduce((sum, part) => sum + part.totalCents, 0) };
}

/** After the checkout is made: the server's orders, one per shop, and the one total to pay. */
export function summaryFromCheckout(checkout: CheckoutView): CheckoutSummaryData {
  return {
    parts: checkout.orders.map((order) => ({
      shopId: order.shop.id,
      shopName: order.shop.name,
      itemsCents: order.itemsCents,
      depositCents: order.depositCents,
      deliveryLabel: methodLabels[order.deliveryMethod],
      deliveryCents: order.deliveryCents,
      arrivesBy: order.deliverByDate,
      totalCents: order.totalCents,
    })),
    totalCents: checkout.totalCents,
  };
}

/**
 * Each shop's part (items, refundable deposits, delivery with its fee and date) and the one total:
 * one payment, split between the shops by bookkeeping. Each shop is a block with its figures as a
 * description list, which reads well on a phone and to a screen reader alike.
 */
export function CheckoutSummary({ summary }: { summary: CheckoutSummaryData }) {
  return (
    <div>
      <ul className="divide-y divide-border">
        {summary.parts.map((part) => (
          <li key={part.shopId} className="py-3 first:pt-0">
            <p className="flex items-baseline justify-between gap-3 font-semibold">
              <span className="min-w-0 break-words">{part.shopName}</span>
              <span className="tabular-nums">{formatUsd(part.totalCents)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm text-muted-foreground">
              <dt>Items</dt>
              <dd className="text-right tabular-nums">{formatUsd(part.itemsCents)}</dd>
              {part.depositCents > 0 ? (
                <>
                  <dt>Refundable deposit</dt>
                  <dd className="text-right tabular-nums">{formatUsd(part.depositCents)}</dd>
                </>
              ) : null}
              <dt>
                {part.deliveryLabel}
                {part.arrivesBy ? `, by ${formatCalendarDate(part.arrivesBy)}` : ''}
              </dt>
              <dd className="text-right tabular-nums">{part.deliveryCents === 0 ? 'Free' : formatUsd(part.deliveryCents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-border pt-3 text-lg font-extrabold">
        <span>Total</span>
        <span className="tabular-nums">{formatUsd(summary.totalCents)}</span>
      </p>
      {summary.parts.length > 1 ? <p className="mt-1 text-xs text-muted-foreground">One payment; each shop receives its own part.</p> : null}
    </div>
  );
}
