import { useId, useState } from 'react';
import { orderStatusLabels, type OrderStatus } from '#core/domain/marketplace/order-terms.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { CardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useAnswerOrder } from '../../api/answer-order.ts';
import { useShopOrders } from '../../api/list-shop-orders.ts';
import { CONNECTION_TEXT } from '../api-failure.ts';
import { useNow } from '../use-now.ts';
import { SellerOrderList, type SellerOrderAction } from './seller-order-list.tsx';

const filters: (OrderStatus | 'all')[] = ['all', 'placed', 'confirmed', 'delivered', 'received', 'cancelled'];
const filterLabels: Record<string, string> = { all: 'All orders', ...orderStatusLabels };

const doneWords: Record<SellerOrderAction, string> = { confirm: 'Order confirmed', deliver: 'Marked delivered', decline: 'Lines declined and refunded' };
const failedWords: Record<SellerOrderAction, string> = {
  confirm: 'The order could not be confirmed.',
  deliver: 'The order could not be marked delivered.',
  decline: 'The lines could not be declined.',
};

/** The shop manager's Orders tab: the shop's orders, filtered by status, with the seller's answers wired to the API. */
export function ShopOrdersPanel({ timeZone }: { timeZone: string }) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const orders = useShopOrders(status);
  const answer = useAnswerOrder();
  const now = useNow();
  const [error, setError] = useState<{ id: string; action: SellerOrderAction; message: string } | null>(null);

  async function run(orderId: string, change: Parameters<typeof answer.mutateAsync>[0]) {
    setError(null);
    try {
      await answer.mutateAsync(change);
      toast({ title: doneWords[change.action] });
    } catch (failure) {
      setError({ id: orderId, action: change.action, message: failureMessage(failure, failedWords[change.action], CONNECTION_TEXT) });
      throw failure;
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          Orders
        </h2>
        <div className="w-56">
          <Label htmlFor={`${id}-filter`}>Show</Label>
          <Select id={`${id}-filter`} value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | 'all')}>
            {filters.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabels[filter]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">You see your shop’s part of each checkout. Confirm within 48 hours of payment, or the order is cancelled and refunded. Times are in {timeZone}.</p>
      {orders.isPending ? (
        <CardSkeleton />
      ) : orders.isError ? (
        <Alert tone="error">{failureMessage(orders.error, 'The orders could not be loaded.', CONNECTION_TEXT)}</Alert>
      ) : (
        <SellerOrderList
          orders={orders.data}
          timeZone={timeZone}
          now={now}
          empty={status === 'all' ? 'No orders yet. They appear here as soon as a buyer pays.' : `No orders with the status “${filterLabels[status]}”.`}
          pending={answer.isPending && answer.variables ? { id: answer.variables.orderId, action: answer.variables.action } : null}
          error={error}
          onConfirm={(orderId) => void run(orderId, { orderId, action: 'confirm' }).catch(() => undefined)}
          onDeliver={(orderId) => void run(orderId, { orderId, action: 'deliver' }).catch(() => undefined)}
          onDecline={(orderId, lineIds, reason) => run(orderId, { orderId, action: 'decline', lineIds, reason })}
        />
      )}
    </section>
  );
}
