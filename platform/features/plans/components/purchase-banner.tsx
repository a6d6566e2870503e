import { Alert } from '#platform/components/ui/alert.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { usePurchaseUntilSettled } from '../api/get-purchase.ts';
import { purchaseOutcome } from '../lib/purchase-outcome.ts';

/**
 * The banner after coming back from a plan checkout (/billing?purchase=<id>): waits for the
 * provider's confirmation, then says what the purchase became.
 */
export function PurchaseBanner({ purchaseId }: { purchaseId: string }) {
  const purchase = usePurchaseUntilSettled(purchaseId);
  if (purchase.error) {
    return <Alert tone="error">{failureMessage(purchase.error, 'Could not find this purchase', 'Could not check the purchase. Please refresh the page.')}</Alert>;
  }
  if (!purchase.data) return <Alert tone="info">Checking your payment…</Alert>;
  if (purchase.gaveUp) {
    return <Alert tone="info">The payment is not confirmed yet. It can take a minute — refresh this page shortly. Nothing is charged twice.</Alert>;
  }
  const outcome = purchaseOutcome(purchase.data);
  return (
    <Alert tone={outcome.tone}>
      <p>{outcome.title}</p>
      {outcome.detail ? <p className="mt-1 font-normal">{outcome.detail}</p> : null}
    </Alert>
  );
}
