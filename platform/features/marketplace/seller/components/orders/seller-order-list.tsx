import { useState } from 'react';
import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { orderMessageLink } from '#platform/features/marketplace/marketplace-paths.ts';
import { Chip } from '../form-parts.tsx';
import { deliveryMethodLabels, nextStepOf, shopTime } from '../seller-words.ts';
import { DeclineLinesDialog } from './decline-lines-dialog.tsx';

export type SellerOrderAction = 'confirm' | 'decline' | 'deliver';

export interface SellerOrderListProps {
  orders: OrderView[];
  /** The shop's zone: deadlines and dates read in it. */
  timeZone: string;
  now: number;
  onConfirm: (orderId: string) => void;
  onDeliver: (orderId: string) => void;
  /** Declines lines; the dialog closes when the promise resolves and stays open (with `error`) when it rejects. */
  onDecline: (orderId: string, lineIds: string[], reason: string) => Promise<unknown> | void;
  /** The order being answered, and how. */
  pending?: { id: string; action: SellerOrderAction } | null;
  /** The last refused answer, under its order (or in the decline dialog while it is open). */
  error?: { id: string; action: SellerOrderAction; message: string } | null;
  /** What to say when there are no orders. */
  empty?: string;
}

const statusTone = {
  awaiting_payment: 'neutral',
  expired: 'ended',
  placed: 'waiting',
  confirmed: 'success',
  delivered: 'success',
  received: 'success',
  cancelled: 'ended',
} as const;

function rentalWords(line: OrderView['lines'][number]): string | null {
  if (!line.rentalStart || !line.rentalDays) return null;
  return `from ${formatCalendarDate(line.rentalStart)} for ${line.rentalDays} ${line.rentalDays === 1 ? 'day' : 'days'}`;
}

/** One order as its seller sees it: buyer, lines (declined ones marked), money, next step and actions. */
function SellerOrderCard({
  order,
  timeZone,
  now,
  onConfirm,
  onDeliver,
  onDeclineOpen,
  pending,
  error,
}: {
  order: OrderView;
  timeZone: string;
  now: number;
  onConfirm: () => void;
  onDeliver: () => void;
  onDeclineOpen: () => void;
  pending: SellerOrderAction | null;
  error: string | null;
}) {
  const headingId = `order-${order.id}-heading`;
  const open = order.lines.filter((line) => !line.declined);
  const late = order.status === 'placed' && order.confirmBy !== null && order.confirmBy <= now;
  const next = nextStepOf(order, timeZone, now);
  const shortId = order.id.slice(-6).toUpperCase();
  return (
    <article aria-labelledby={headingId} className={`space-y-3 rounded-card border bg-card p-4 ${order.status === 'placed' ? 'border-primary/50' : 'border-border'}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            Order {shortId} from {order.buyerName}
          </h3>
          <p className="text-sm text-muted-foreground">
            Placed {shopTime(order.createdAt, timeZone)}
            {order.event ? ` · for ${order.event.title}` : ''}
          </p>
        </div>
        <Chip tone={statusTone[order.status]}>{order.statusLabel}</Chip>
      </header>

      <ul className="divide-y divide-border rounded-lg border border-border text-sm" aria-label={`Lines of order ${shortId}`}>
        {order.lines.map((line) => (
          <li key={line.id} className={`flex gap-3 p-2 ${line.declined ? 'text-muted-foreground' : ''}`}>
            {line.imageUrl ? <img src={line.imageUrl} alt="" className="h-12 w-12 shrink-0 rounded bg-muted object-cover" /> : null}
            <div className="min-w-0 flex-1">
              <p className={line.declined ? 'line-through' : 'font-medium'}>
                {line.quantity} × {line.title}
                {line.variantTitle ? <span className="text-muted-foreground"> ({line.variantTitle})</span> : null}
              </p>
              {rentalWords(line) ? <p className="text-xs">{rentalWords(line)}</p> : null}
              {line.declined ? <p className="text-xs font-semibold text-danger-text">Declined and refunded</p> : null}
            </div>
            <p className="shrink-0 text-right tabular-nums">
              {formatUsd(line.lineCents)}
              {line.depositCents > 0 ? <span className="block text-xs text-muted-foreground">+ {formatUsd(line.depositCents)} deposit</span> : null}
            </p>
          </li>
        ))}
      </ul>

      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{deliveryMethodLabels[order.deliveryMethod]}</dt>
        <dd className="text-right tabular-nums">{formatUsd(order.deliveryCents)}</dd>
        <dt className="font-semibold">Paid by the buyer</dt>
        <dd className="text-right font-semibold tabular-nums">{formatUsd(order.totalCents)}</dd>
        {order.refundedCents > 0 ? (
          <>
            <dt className="text-muted-foreground">Refunded to the buyer</dt>
            <dd className="text-right tabular-nums">−{formatUsd(order.refundedCents)}</dd>
          </>
        ) : null}
        {order.sellerShareCents !== null ? (
          <>
            <dt className="text-muted-foreground">Your share (after the {order.commissionRateBp / 100}% fee)</dt>
            <dd className="text-right tabular-nums">{formatUsd(order.sellerShareCents)}</dd>
          </>
        ) : null}
      </dl>

      <p className="text-sm">
        {order.deliveryMethod === 'pickup' ? 'Picked up from you' : <>To: {order.address || 'the address the buyer gives'}</>}
        {order.deliverByDate ? <> · needed by {formatCalendarDate(order.deliverByDate)}</> : null}
      </p>

      {next ? <p className={`text-sm font-medium ${late ? 'text-danger-text' : ''}`}>{next}</p> : null}

      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      ) : null}

      {order.status === 'placed' && !late ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending !== null} onClick={onConfirm}>
            {pending === 'confirm' ? 'Confirming…' : 'Confirm order'}
            <span className="sr-only"> {shortId}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={pending !== null || open.length === 0} onClick={onDeclineOpen}>
            Decline lines…<span className="sr-only"> of order {shortId}</span>
          </Button>
        </div>
      ) : null}
      {order.status === 'confirmed' ? (
        <Button size="sm" disabled={pending !== null} onClick={onDeliver}>
          {pending === 'deliver' ? 'Saving…' : 'Mark delivered'}
          <span className="sr-only"> order {shortId}</span>
        </Button>
      ) : null}
      <ButtonLink size="sm" variant="ghost" className="self-start" to={orderMessageLink(order.id, order.buyerName)}>
        Message {order.buyerName}
        <span className="sr-only"> about order {shortId}</span>
      </ButtonLink>
    </article>
  );
}

/**
 * The shop's orders (only this shop's part of each checkout): confirm before the deadline, decline
 * single lines (refunded at once) and mark delivered. Props only, so the stories show every state.
 */
export function SellerOrderList({ orders, timeZone, now, onConfirm, onDeliver, onDecline, pending = null, error = null, empty = 'No orders yet.' }: SellerOrderListProps) {
  const [declining, setDeclining] = useState<string | null>(null);
  const declineOrder = orders.find((order) => order.id === declining) ?? null;
  if (orders.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <SellerOrderCard
              order={order}
              timeZone={timeZone}
              now={now}
              onConfirm={() => onConfirm(order.id)}
              onDeliver={() => onDeliver(order.id)}
              onDeclineOpen={() => setDeclining(order.id)}
              pending={pending?.id === order.id ? pending.action : null}
              error={error?.id === order.id && error.action !== 'decline' ? error.message : null}
            />
          </li>
        ))}
      </ul>
      <DeclineLinesDialog
        order={declineOrder}
        onClose={() => setDeclining(null)}
        onDecline={(lineIds, reason) => {
          Promise.resolve(onDecline(declineOrder!.id, lineIds, reason)).then(
            () => setDeclining(null),
            // The refusal shows in the dialog through `error`; it stays open to try again.
            () => undefined,
          );
        }}
        pending={pending?.id === declining && pending.action === 'decline'}
        error={error?.id === declining && error.action === 'decline' ? error.message : null}
      />
    </>
  );
}
