import { Link } from 'react-router-dom';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { shopTime, timeLeft } from '../seller-words.ts';

/** Orders waiting for the seller's confirmation, soonest deadline first, each with its deadline in the shop's zone. */
export function WaitingOrders({ orders, timeZone, now }: { orders: OrderView[]; timeZone: string; now: number }) {
  if (orders.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No orders waiting for you.</p>;
  const sorted = [...orders].sort((a, b) => (a.confirmBy ?? Infinity) - (b.confirmBy ?? Infinity));
  return (
    <ul className="divide-y divide-border rounded-lg border border-primary/40 bg-card text-sm">
      {sorted.map((order) => {
        const lines = order.lines.filter((line) => !line.declined);
        const late = order.confirmBy !== null && order.confirmBy <= now;
        return (
          <li key={order.id} className="flex flex-wrap items-start justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-semibold">
                {order.buyerName}: {lines.length} {lines.length === 1 ? 'line' : 'lines'}, {formatUsd(order.totalCents)}
              </p>
              <p className={late ? 'font-medium text-danger-text' : 'text-muted-foreground'}>
                {order.confirmBy === null ? 'Confirm soon' : late ? 'The time to confirm is over' : `Confirm by ${shopTime(order.confirmBy, timeZone)} (${timeLeft(order.confirmBy, now)})`}
              </p>
            </div>
          </li>
        );
      })}
      <li className="p-3">
        <Link to="/shop-manager?tab=orders" className="font-semibold underline">
          Answer them in the shop manager
        </Link>
      </li>
    </ul>
  );
}
