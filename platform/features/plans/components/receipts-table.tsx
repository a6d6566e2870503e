import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { TableHead } from '#platform/components/ui/table-head.tsx';

const statusText: Record<PurchaseView['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
  failed: 'Failed',
  refunded: 'Refunded',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function formatReceiptDate(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '—' : dateFormat.format(at);
}

/** Every purchase of the member, newest first as the server sends them. */
export function ReceiptsTable({ purchases }: { purchases: PurchaseView[] }) {
  if (purchases.length === 0) return <p className="text-sm text-muted-foreground">No purchases yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[560px] text-left text-sm">
        <TableHead caption="Receipts" columns={[{ label: 'Date' }, { label: 'Description' }, { label: 'Amount', align: 'right' }, { label: 'Status' }]} />
        <tbody>
          {purchases.map((purchase) => (
            <tr key={purchase.id} className="border-b border-border last:border-b-0">
              <td className="px-3 py-2 whitespace-nowrap">{formatReceiptDate(purchase.paidAt ?? purchase.createdAt)}</td>
              <td className="px-3 py-2">
                {purchase.description}
                <DemoPaymentLabel label={purchase.providerLabel} className="mt-1 flex w-fit" />
              </td>
              <td className="px-3 py-2 text-right font-medium whitespace-nowrap">{formatUsd(purchase.amountCents)}</td>
              <td className="px-3 py-2">{statusText[purchase.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
