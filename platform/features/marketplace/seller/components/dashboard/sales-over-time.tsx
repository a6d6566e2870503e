import { formatCalendarDate } from '#core/domain/events/event-time.rules.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { SellerDashboard } from '../../api/seller-keys.ts';

/**
 * Sales and payouts by week as a table, with a bar beside each figure for the eye (hidden from
 * screen readers, which read the figures). No chart library: a table is accessible as it is.
 */
export function SalesOverTime({ weeks }: { weeks: SellerDashboard['salesByWeek'] }) {
  // The API answers every recent week, zeros included: a shop without sales gets a sentence, not a table of $0.00.
  if (weeks.every((week) => week.salesCents === 0 && week.payoutsCents === 0))
    return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No sales yet.</p>;
  const top = Math.max(1, ...weeks.map((week) => Math.max(week.salesCents, week.payoutsCents)));
  const bar = (cents: number, tone: string) => (
    <span aria-hidden="true" className="mt-1 block h-2 rounded-full bg-muted">
      <span className={`block h-2 rounded-full ${tone}`} style={{ width: `${Math.round((cents / top) * 100)}%` }} />
    </span>
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Sales and payouts by week</caption>
        <thead className="border-b border-border bg-muted/60 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Week of
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Sales
            </th>
            <th scope="col" className="px-3 py-2 text-left">
              Paid out
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {formatCalendarDate(week.weekStart)}
              </th>
              <td className="w-2/5 px-3 py-2 tabular-nums">
                {formatUsd(week.salesCents)}
                {bar(week.salesCents, 'bg-primary')}
              </td>
              <td className="w-2/5 px-3 py-2 tabular-nums">
                {formatUsd(week.payoutsCents)}
                {bar(week.payoutsCents, 'bg-success-text')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The best sellers: units and sales each. */
export function TopProducts({ products }: { products: SellerDashboard['topProducts'] }) {
  if (products.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">Your best sellers show here after the first orders.</p>;
  return (
    <ol className="divide-y divide-border rounded-lg border border-border text-sm">
      {products.map((product, index) => (
        <li key={product.productId} className="flex items-baseline gap-3 p-3">
          <span aria-hidden="true" className="w-5 shrink-0 text-muted-foreground">
            {index + 1}.
          </span>
          <span className="min-w-0 flex-1 font-medium break-words">{product.title}</span>
          <span className="shrink-0 text-right tabular-nums">
            {formatUsd(product.salesCents)}
            <span className="block text-xs text-muted-foreground">{product.unitsSold} sold</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Sales, paid out and held (waiting for delivery and the 24-hour hold). */
export function SellerTotals({ totals }: { totals: SellerDashboard['totals'] }) {
  const items = [
    { label: 'Sales', cents: totals.salesCents, note: 'Paid by buyers, less refunds' },
    { label: 'Paid out', cents: totals.paidOutCents, note: 'Sent to your payout account' },
    { label: 'Held', cents: totals.heldCents, note: 'Paid out 24 hours after the buyer receives it' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-card border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums">{formatUsd(item.cents)}</dd>
          <dd className="text-xs text-muted-foreground">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}
