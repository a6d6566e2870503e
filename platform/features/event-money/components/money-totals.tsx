import type { BalanceView } from '#core/domain/money/money-view.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';

function Total({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  return (
    <div className="rounded-card border border-border bg-card p-4">
      <dt className="text-xs font-semibold text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums">{formatUsd(cents)}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

export interface MoneyTotalsProps {
  totals: BalanceView;
  /** Due to the host but waiting for a payout account that can receive it. */
  awaitingPayoutCents: number;
}

/**
 * The event's money at a glance. Raised is what guests gave minus what went back to them; held,
 * released and refunded add up to what was charged (the ledger's identity), so nothing is counted twice.
 */
export function MoneyTotals({ totals, awaitingPayoutCents }: MoneyTotalsProps) {
  return (
    <section aria-labelledby="money-totals-heading">
      <h2 id="money-totals-heading" className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Total label="Raised" cents={totals.chargedCents - totals.refundedCents} hint="Given, minus refunds" />
        <Total label="Held" cents={totals.heldCents} hint="Protected for 24 hours, then released" />
        <Total label="Released" cents={totals.releasedCents} hint="Sent to the host’s payout account" />
        <Total label="Refunded" cents={totals.refundedCents} hint="Given back in full" />
      </dl>
      {awaitingPayoutCents > 0 ? (
        <Alert tone="info" className="mt-3">
          Waiting for your payout account: {formatUsd(awaitingPayoutCents)}. It is released as soon as payouts are set up.
        </Alert>
      ) : null}
    </section>
  );
}
