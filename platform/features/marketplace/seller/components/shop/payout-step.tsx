import { COMMISSION_RATE_BP } from '#core/domain/marketplace/order-terms.rules.ts';
import type { PayoutAccountView } from '#core/domain/money/money-view.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';

/**
 * Step 2 of opening a shop: the payout account the shop's sales are paid to. Until it is connected
 * the seller may draft products but not sell them (the API refuses to activate one). Props only, so
 * the stories show each state.
 */
export function PayoutStep({
  account,
  onConnect,
  connecting = false,
  error = null,
  justReturned = false,
}: {
  /** Null while it loads or when it could not be read. */
  account: PayoutAccountView | null;
  onConnect: () => void;
  connecting?: boolean;
  error?: string | null;
  /** The provider just sent the seller back (`?payouts=done`) but the account is not ready yet. */
  justReturned?: boolean;
}) {
  const ready = account?.connected === true && account.payoutsEnabled;
  return (
    <section aria-labelledby="payout-step-heading" className="rounded-card border border-border bg-card p-4 sm:p-5">
      <h2 id="payout-step-heading" className="text-lg font-bold">
        Step 2: Connect a payout account
      </h2>
      {ready ? (
        <p className="mt-2 text-sm font-medium text-success-text">Payouts are connected{account.providerLabel ? ` (${account.providerLabel})` : ''}: your active products can be sold.</p>
      ) : (
        <>
          <p className="mt-2 text-sm">
            <strong>Until a payout account is connected, you can draft products but not sell them.</strong> Buyers pay Cakeday; your share of each order is paid to this account 24 hours after the
            buyer receives it, less the {COMMISSION_RATE_BP / 100}% marketplace fee.
          </p>
          {justReturned && account?.connected ? <p className="mt-2 text-sm">The provider is still checking your details; this page shows when payouts are ready.</p> : null}
          {account?.providerLabel === null || account === null ? null : <p className="mt-2 text-xs text-muted-foreground">Payments run through {account.providerLabel}.</p>}
          <Button className="mt-3 w-full sm:w-auto" onClick={onConnect} disabled={connecting || account === null}>
            {connecting ? 'Opening…' : account?.connected ? 'Finish setting up payouts' : 'Connect a payout account'}
          </Button>
          {error ? (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}
