import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCancelOrder } from '../../api/cancel-order.ts';
import { useOrders } from '../../api/list-orders.ts';
import { useMarkReceived } from '../../api/mark-received.ts';
import { useReviewOrder } from '../../api/review-order.ts';
import { marketplaceHome } from '../../marketplace-paths.ts';
import { PaymentModal } from '../cart/payment-modal.tsx';
import { MarketplaceHeader } from '../marketplace-header.tsx';
import { OrderCard, type OrderActions } from './order-card.tsx';

/** Just back from paying: read the orders again every 2 s until the provider's confirmation has landed, for a minute at most. */
const AFTER_PAYMENT_REFRESH_MS = 2000;
const AFTER_PAYMENT_WAIT_MS = 60_000;

/** The list itself, for the screen and its stories: newest first, each order with what the buyer can do now. */
export function OrderList({ orders, now, ...actions }: { orders: OrderView[]; now: number } & OrderActions) {
  if (orders.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-border p-8 text-center sm:p-10">
        <h2 className="text-xl font-bold">No orders yet</h2>
        <p className="mt-2 text-muted-foreground">What you buy in the marketplace shows here, with its delivery and what happens next.</p>
        <ButtonLink to={marketplaceHome} className="mt-4">
          Browse party supplies
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {[...orders]
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((order) => (
          <li key={order.id}>
            <OrderCard order={order} now={now} {...actions} />
          </li>
        ))}
    </ul>
  );
}

/** /marketplace/orders: the buyer's orders; after paying (`?paid=<groupId>`) a thank-you over them. */
export function OrdersScreen() {
  useDocumentMeta('My orders');
  const [params] = useSearchParams();
  const paidGroup = params.get('paid');
  const [now] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  // Read on each render (every answer renders again), so the polling stops by itself after the wait.
  const orders = useOrders(paidGroup && !settled && Date.now() - now < AFTER_PAYMENT_WAIT_MS ? AFTER_PAYMENT_REFRESH_MS : false);
  const cancel = useCancelOrder();
  const received = useMarkReceived();
  const review = useReviewOrder();
  const [cancelling, setCancelling] = useState<OrderView | null>(null);
  const [payingGroup, setPayingGroup] = useState<string | null>(null);

  const paidOrders = paidGroup ? (orders.data ?? []).filter((order) => order.groupId === paidGroup) : [];
  const paymentLanded = paidOrders.length > 0 && paidOrders.every((order) => order.status !== 'awaiting_payment');
  if (paidGroup && paymentLanded && !settled) setSettled(true);

  let body;
  if (orders.isPending) body = <DashboardSkeleton />;
  else if (orders.isError) body = <Alert tone="error">{failureMessage(orders.error, 'Your orders could not be loaded.', 'Please check your connection and try again.')}</Alert>;
  else
    body = (
      <OrderList
        orders={orders.data}
        now={now}
        onPay={(order) => setPayingGroup(order.groupId)}
        onCancel={setCancelling}
        onReceived={(order) => received.mutate(order.id)}
        onReview={(order, input) => review.mutate({ id: order.id, input })}
        busy={
          received.isPending && received.variables
            ? { orderId: received.variables, action: 'received' }
            : review.isPending && review.variables
              ? { orderId: review.variables.id, action: 'review' }
              : null
        }
        reviewError={
          review.isError && review.variables
            ? { orderId: review.variables.id, message: failureMessage(review.error, 'Your review could not be sent.', 'Please check your connection and try again.') }
            : null
        }
      />
    );

  return (
    <>
      <MarketplaceHeader />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-extrabold">My orders</h1>
        <div className="mt-6 space-y-4">
          {paidGroup ? (
            paymentLanded ? (
              <Alert tone="success">Thank you, your payment went through. Each shop confirms its part within 48 hours; you will see it here.</Alert>
            ) : (
              <Alert tone="info">Thank you. Your payment is being confirmed…</Alert>
            )
          ) : null}
          {received.isError ? <Alert tone="error">{failureMessage(received.error, 'That could not be saved.', 'Please check your connection and try again.')}</Alert> : null}
          {body}
        </div>
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => {
          cancel.reset();
          setCancelling(null);
        }}
        title="Cancel this order?"
        description={cancelling ? `${cancelling.shop.name} has not confirmed it yet, so you get ${formatUsd(cancelling.totalCents - cancelling.refundedCents)} back in full.` : undefined}
        cancelLabel="Keep the order"
        confirmLabel="Cancel order"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        error={cancel.isError ? failureMessage(cancel.error, 'The order could not be cancelled.', 'Please check your connection and try again.') : null}
        onConfirm={() => {
          if (cancelling) cancel.mutate({ id: cancelling.id }, { onSuccess: () => setCancelling(null) });
        }}
      />
      <PaymentModal open={payingGroup !== null} onClose={() => setPayingGroup(null)} preview={null} input={null} resumeGroupId={payingGroup} />
    </>
  );
}
