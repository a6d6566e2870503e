import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { CartLineView, CartShopView, DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { AlertTriangleIcon, StoreIcon } from '#platform/components/ui/icons.tsx';
import { LazyImage } from '#platform/components/ui/lazy-image.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { productPath, shopPath } from '../../marketplace-paths.ts';

export interface CartLineActions {
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** The line a change is being saved for: its buttons wait. */
  busyLineId: string | null;
}

function rentalWords(line: CartLineView): string | null {
  if (!line.rentalStart || !line.rentalDays) return null;
  return `From ${formatCalendarDate(line.rentalStart)}, ${line.rentalDays} ${line.rentalDays === 1 ? 'day' : 'days'}`;
}

function CartLine({ line, onQuantity, onRemove, busyLineId }: { line: CartLineView } & CartLineActions) {
  const busy = busyLineId === line.id;
  const name = line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
  const short = line.available < line.quantity;
  return (
    <li className="flex gap-3 py-4">
      <LazyImage src={line.imageUrl ?? undefined} alt="" className="h-20 w-20 shrink-0 overflow-hidden rounded-lg" placeholder={<StoreIcon className="m-auto h-full w-8 text-muted-foreground" />} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="min-w-0 font-semibold break-words">
            <Link to={productPath(line.productId)} className="hover:underline">
              {line.title}
            </Link>
          </h3>
          <p className="font-semibold tabular-nums">{formatUsd(line.lineCents)}</p>
        </div>
        {line.variantTitle ? <p className="text-sm text-muted-foreground">{line.variantTitle}</p> : null}
        {rentalWords(line) ? <p className="text-sm text-muted-foreground">{rentalWords(line)}</p> : null}
        <p className="text-sm text-muted-foreground">
          {formatUsd(line.unitPriceCents)}
          {line.rentalDays ? ' per day' : ' each'}
          {line.depositCents > 0 ? `, plus ${formatUsd(line.depositCents)} refundable deposit` : ''}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <div role="group" aria-label={`Quantity of ${name}`} className="inline-flex items-center rounded-full border border-input">
            <Button variant="ghost" size="sm" className="w-10 px-0" aria-label={`One fewer ${name}`} disabled={busy || line.quantity <= 1} onClick={() => onQuantity(line.id, line.quantity - 1)}>
              −
            </Button>
            <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
              {line.quantity}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="w-10 px-0"
              aria-label={`One more ${name}`}
              disabled={busy || line.quantity >= line.available}
              onClick={() => onQuantity(line.id, line.quantity + 1)}
            >
              +
            </Button>
          </div>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRemove(line.id)} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </div>
        {short ? <p className="mt-2 text-sm font-medium text-danger-text">{line.available === 0 ? 'No longer available: remove it to check out.' : `Only ${line.available} available now.`}</p> : null}
        {line.suggestedQuantity !== null && line.suggestedQuantity !== line.quantity ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span>Suggested for the guests going: {line.suggestedQuantity}.</span>
            <Button variant="outline" size="sm" disabled={busy || line.suggestedQuantity > line.available} onClick={() => onQuantity(line.id, line.suggestedQuantity!)}>
              Use {line.suggestedQuantity}
            </Button>
          </p>
        ) : null}
        {line.warnings.length > 0 ? (
          <ul className="mt-2 space-y-1">
            {line.warnings.map((warning) => (
              <li key={warning} className="flex items-start gap-1.5 text-sm text-danger-text">
                <AlertTriangleIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{warning}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/**
 * One shop's part of the cart: its lines, how it delivers (each option with its fee and the date it
 * arrives by, from the server's `deliveryOptions`) and its subtotal.
 */
export function CartShopGroup({ group, method, onMethod, ...actions }: { group: CartShopView; method: DeliveryMethod | undefined; onMethod: (method: DeliveryMethod) => void } & CartLineActions) {
  const id = useId();
  const chosen = group.deliveryOptions.find((option) => option.method === method) ?? group.deliveryOptions[0];
  return (
    <section aria-labelledby={`${id}-shop`} className="rounded-card border border-border bg-card p-4 sm:p-5">
      <h2 id={`${id}-shop`} className="flex items-center gap-2 text-lg font-bold">
        <StoreIcon className="h-5 w-5 shrink-0" />
        <Link to={shopPath(group.shop.id)} className="min-w-0 break-words hover:underline">
          {group.shop.name}
        </Link>
        <span className="text-sm font-normal text-muted-foreground">{group.shop.city}</span>
      </h2>
      {group.canSell ? null : (
        <Alert tone="error" className="mt-3">
          This shop is not taking orders right now. Remove its items to check out.
        </Alert>
      )}
      <ul className="divide-y divide-border">
        {group.lines.map((line) => (
          <CartLine key={line.id} line={line} {...actions} />
        ))}
      </ul>
      {group.deliveryOptions.length > 0 ? (
        // The rule sits on a wrapper: on the fieldset itself the legend would break through it.
        <div className="mt-2 border-t border-border pt-4">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">Delivery from {group.shop.name}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {group.deliveryOptions.map((option) => (
                <label
                  key={option.method}
                  className={cx(
                    'flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm has-focus-visible:outline-3 has-focus-visible:outline-ring',
                    option === chosen ? 'border-primary bg-muted' : 'border-input',
                  )}
                >
                  <input type="radio" name={`${id}-delivery`} value={option.method} checked={option === chosen} onChange={() => onMethod(option.method)} className="mt-0.5 h-4 w-4 accent-primary" />
                  <span>
                    <span className="block font-semibold">
                      {option.label}: {option.priceCents === 0 ? 'free' : formatUsd(option.priceCents)}
                    </span>
                    <span className="block text-muted-foreground">{option.arrivesBy ? `By ${formatCalendarDate(option.arrivesBy)}` : 'Date agreed with the shop'}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : (
        <p className="mt-2 text-sm text-danger-text">This shop cannot deliver this order.</p>
      )}
      <p className="mt-4 flex items-baseline justify-between border-t border-border pt-3 font-semibold">
        <span>Subtotal</span>
        <span className="tabular-nums">{formatUsd(group.itemsCents + group.depositCents + (chosen?.priceCents ?? 0))}</span>
      </p>
    </section>
  );
}
