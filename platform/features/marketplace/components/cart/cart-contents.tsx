import { useId } from 'react';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import type { CartView, DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { marketplaceHome } from '../../marketplace-paths.ts';
import { CartParty } from './cart-party.tsx';
import { CartShopGroup, type CartLineActions } from './cart-shop-group.tsx';
import { summaryFromCart } from './checkout-summary.tsx';

export interface DeliveryAddress {
  address: string;
  city: string;
}

/** Why Checkout cannot go ahead yet, in words; null when it can. */
export function checkoutProblem(cart: CartView, methods: Record<string, DeliveryMethod>, where: DeliveryAddress): string | null {
  if (cart.shops.length === 0) return 'Your cart is empty.';
  if (cart.shops.some((group) => !group.canSell)) return 'A shop in your cart is not taking orders: remove its items first.';
  if (cart.shops.some((group) => group.deliveryOptions.length === 0)) return 'A shop in your cart cannot deliver this order: remove its items first.';
  if (cart.shops.some((group) => group.lines.some((line) => line.available < line.quantity))) return 'Some items are no longer available in the quantity asked: change or remove them first.';
  const needsAddress = cart.shops.some((group) => (methods[group.shop.id] ?? group.deliveryOptions[0]?.method) !== 'pickup');
  if (needsAddress && !where.address.trim() && !cart.event?.location) return 'Enter the address to deliver to.';
  return null;
}

/**
 * The cart grouped by shop, with the party it is for, where it goes and the totals. Checkout opens
 * the payment modal (the screen owns it).
 */
export function CartContents({
  cart,
  parties,
  methods,
  onMethod,
  where,
  onWhere,
  onEvent,
  eventBusy,
  onCheckout,
  ...actions
}: {
  cart: CartView;
  parties: Pick<EventSummary, 'id' | 'title'>[] | null;
  methods: Record<string, DeliveryMethod>;
  onMethod: (shopId: string, method: DeliveryMethod) => void;
  where: DeliveryAddress;
  onWhere: (where: DeliveryAddress) => void;
  onEvent: (eventId: string | null) => void;
  eventBusy: boolean;
  onCheckout: () => void;
} & CartLineActions) {
  const id = useId();
  if (cart.shops.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-border p-8 text-center sm:p-10">
        <h2 className="text-xl font-bold">Your cart is empty</h2>
        <p className="mt-2 text-muted-foreground">Find decorations, tableware, treats and rentals for your party.</p>
        <ButtonLink to={marketplaceHome} className="mt-4">
          Browse party supplies
        </ButtonLink>
      </div>
    );
  }
  const summary = summaryFromCart(cart, methods);
  const depositCents = summary.parts.reduce((sum, part) => sum + part.depositCents, 0);
  const deliveryCents = summary.parts.reduce((sum, part) => sum + part.deliveryCents, 0);
  const problem = checkoutProblem(cart, methods, where);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <CartParty event={cart.event} parties={parties} busy={eventBusy} onChange={onEvent} />
        {cart.shops.map((group) => (
          <CartShopGroup key={group.shop.id} group={group} method={methods[group.shop.id]} onMethod={(method) => onMethod(group.shop.id, method)} {...actions} />
        ))}
      </div>
      <aside className="space-y-4">
        <section aria-labelledby={`${id}-where`} className="rounded-card border border-border bg-card p-4 sm:p-5">
          <h2 id={`${id}-where`} className="text-lg font-bold">
            Deliver to
          </h2>
          <div className="mt-3 space-y-3">
            <div>
              <Label htmlFor={`${id}-address`}>Address</Label>
              <Input
                id={`${id}-address`}
                autoComplete="street-address"
                maxLength={300}
                value={where.address}
                placeholder={cart.event?.location ?? ''}
                aria-describedby={cart.event?.location ? `${id}-address-hint` : undefined}
                onChange={(event) => onWhere({ ...where, address: event.target.value })}
              />
              {cart.event?.location ? (
                <p id={`${id}-address-hint`} className="mt-1 text-xs text-muted-foreground">
                  Leave it empty to deliver to the party’s place.
                </p>
              ) : null}
            </div>
            <div>
              <Label htmlFor={`${id}-city`}>City</Label>
              <Input id={`${id}-city`} autoComplete="address-level2" maxLength={80} value={where.city} onChange={(event) => onWhere({ ...where, city: event.target.value })} />
            </div>
          </div>
        </section>
        <section aria-labelledby={`${id}-totals`} className="rounded-card border border-border bg-card p-4 sm:p-5">
          <h2 id={`${id}-totals`} className="text-lg font-bold">
            Total
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt>Items</dt>
            <dd className="text-right tabular-nums">{formatUsd(cart.itemsCents)}</dd>
            {depositCents > 0 ? (
              <>
                <dt>Refundable deposits</dt>
                <dd className="text-right tabular-nums">{formatUsd(depositCents)}</dd>
              </>
            ) : null}
            <dt>Delivery</dt>
            <dd className="text-right tabular-nums">{deliveryCents === 0 ? 'Free' : formatUsd(deliveryCents)}</dd>
            <dt className="mt-2 border-t border-border pt-2 text-base font-extrabold">Total</dt>
            <dd className="mt-2 border-t border-border pt-2 text-right text-base font-extrabold tabular-nums">{formatUsd(summary.totalCents)}</dd>
          </dl>
          {problem ? (
            <p id={`${id}-problem`} className="mt-3 text-sm font-medium text-danger-text">
              {problem}
            </p>
          ) : null}
          <Button size="lg" className="mt-4 w-full" onClick={onCheckout} aria-disabled={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}>
            Checkout
          </Button>
        </section>
      </aside>
    </div>
  );
}
