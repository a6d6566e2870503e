import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { ORDER_REVIEW_TEXT_MAX_LENGTH, orderTimers, type OrderStatus } from '#core/domain/marketplace/order-terms.rules.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { ReviewForm } from '#platform/components/review-form.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { orderMessageLink, productPath, shopPath } from '../../marketplace-paths.ts';
import { Stars } from '../star-rating.tsx';

const whenFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const statusTones: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  expired: 'bg-muted text-foreground',
  placed: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  delivered: 'bg-sky-100 text-sky-900',
  received: 'bg-success-surface text-success-text',
  cancelled: 'bg-muted text-foreground',
};

export interface OrderActions {
  onPay: (order: OrderView) => void;
  onCancel: (order: OrderView) => void;
  onReceived: (order: OrderView) => void;
  onReview: (order: OrderView, input: { rating: number; text: string }) => void;
  /** The order an action is being saved for, and for which action. */
  busy: { orderId: string; action: 'received' | 'review' } | null;
  reviewError: { orderId: string; message: string } | null;
}

/** What happens next and by when, in words (the deadlines the order's timers keep). */
export function nextStepWords(order: OrderView): string | null {
  switch (order.status) {
    case 'awaiting_payment':
      return 'Not paid yet: finish paying, or the items are let go after 15 minutes.';
    case 'placed':
      return order.confirmBy ? `The shop confirms by ${whenFormat.format(order.confirmBy)}, or the order is cancelled and refunded in full.` : 'Waiting for the shop to confirm.';
    case 'confirmed':
      return order.deliverByDate ? `On its way: due by ${formatCalendarDate(order.deliverByDate)}.` : 'Confirmed by the shop.';
    case 'delivered':
      return order.receiveBy ? `Delivered. Say you received it, or it counts as received on ${whenFormat.format(order.receiveBy)}.` : 'Delivered.';
    case 'received':
      return null;
    case 'expired':
      return 'Not paid in time; nothing was charged.';
    case 'cancelled':
      return order.refundedCents > 0 ? `Cancelled; ${formatUsd(order.refundedCents)} refunded.` : 'Cancelled.';
  }
}

/** True while a received order can still be reviewed (60 days from being ordered, a safe reading of the server's window). */
export function canReview(order: OrderView, now: number): boolean {
  return order.status === 'received' && order.review === null && now - order.createdAt < orderTimers.reviewWithinMs;
}

/** One order (one shop's part of a checkout) on the buyer's orders page. */
export function OrderCard({ order, now, onPay, onCancel, onReceived, onReview, busy, reviewError }: { order: OrderView; now: number } & OrderActions) {
  const id = useId();
  const working = busy?.orderId === order.id ? busy.action : null;
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-card border border-border bg-card p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold break-words">
            <Link to={shopPath(order.shop.id)} className="hover:underline">
              {order.shop.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">
            Ordered {dayFormat.format(order.createdAt)}
            {order.event ? (
              <>
                {' '}
                for{' '}
                <Link to={`/dashboard/events/${encodeURIComponent(order.event.id)}`} className="underline">
                  {order.event.title}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <span className={cx('rounded-full px-3 py-1 text-xs font-semibold', statusTones[order.status])}>{order.statusLabel}</span>
      </header>
      {nextStepWords(order) ? <p className="mt-3 text-sm">{nextStepWords(order)}</p> : null}
      <ul className="mt-3 divide-y divide-border border-y border-border">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className={cx('min-w-0 break-words', line.declined && 'text-muted-foreground line-through')}>
              {line.productId ? (
                <Link to={productPath(line.productId)} className="hover:underline">
                  {line.title}
                </Link>
              ) : (
                line.title
              )}
              {line.variantTitle ? ` (${line.variantTitle})` : ''} × {line.quantity}
              {line.rentalStart && line.rentalDays ? `, from ${formatCalendarDate(line.rentalStart)} for ${line.rentalDays} ${line.rentalDays === 1 ? 'day' : 'days'}` : ''}
              {line.declined ? <span className="ml-1 font-semibold no-underline"> (declined by the shop, refunded)</span> : null}
            </span>
            <span className="tabular-nums">{formatUsd(line.lineCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-0.5 text-sm">
        {order.depositCents > 0 ? (
          <>
            <dt className="text-muted-foreground">Refundable deposit</dt>
            <dd className="text-right tabular-nums">{formatUsd(order.depositCents)}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">
          {order.deliveryMethod === 'pickup' ? 'Pickup' : order.deliveryMethod === 'local' ? 'Local delivery' : 'Shipping'}
          {order.deliveryMethod !== 'pickup' && order.address ? ` to ${order.address}` : ''}
        </dt>
        <dd className="text-right tabular-nums">{order.deliveryCents === 0 ? 'Free' : formatUsd(order.deliveryCents)}</dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold tabular-nums">{formatUsd(order.totalCents)}</dd>
        {order.refundedCents > 0 ? (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd className="text-right tabular-nums">−{formatUsd(order.refundedCents)}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {order.status === 'awaiting_payment' ? <Button onClick={() => onPay(order)}>Pay now</Button> : null}
        {order.status === 'delivered' ? (
          <Button onClick={() => onReceived(order)} disabled={working === 'received'}>
            {working === 'received' ? 'Saving...' : 'I received it'}
          </Button>
        ) : null}
        {order.status === 'placed' ? (
          <Button variant="destructive-outline" onClick={() => onCancel(order)}>
            Cancel order
          </Button>
        ) : null}
        {order.status !== 'awaiting_payment' && order.status !== 'expired' ? (
          <ButtonLink variant="outline" to={orderMessageLink(order.id, order.shop.name)}>
            Message the shop<span className="sr-only"> about this order</span>
          </ButtonLink>
        ) : null}
      </div>
      {order.review ? (
        <div className="mt-4 rounded-lg bg-muted px-3 py-2 text-sm">
          <p className="flex items-center gap-2 font-semibold">
            Your review <Stars rating={order.review.rating} />
            <span className="sr-only">{order.review.rating} out of 5 stars</span>
          </p>
          {order.review.text ? <p className="mt-1 whitespace-pre-line break-words">{order.review.text}</p> : null}
          {order.review.reply ? <p className="mt-2 break-words">The shop replied: {order.review.reply}</p> : null}
        </div>
      ) : canReview(order, now) ? (
        <div className="mt-4 border-t border-border pt-4">
          <ReviewForm
            heading={`Review ${order.shop.name}`}
            headingLevel={3}
            maxLength={ORDER_REVIEW_TEXT_MAX_LENGTH}
            rows={3}
            submitLabel="Send review"
            pendingLabel="Sending..."
            pending={working === 'review'}
            error={reviewError?.orderId === order.id ? reviewError.message : null}
            onSubmit={(input) => onReview(order, input)}
          />
        </div>
      ) : null}
    </article>
  );
}
