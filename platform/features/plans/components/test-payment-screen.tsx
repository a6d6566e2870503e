import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import type { PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { CheckIcon, XIcon } from '#platform/components/ui/icons.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBilling } from '../api/get-billing.ts';
import { usePurchaseUntilSettled } from '../api/get-purchase.ts';
import { useStartTestPayment } from '../api/start-test-payment.ts';
import { checkoutCancelledText } from '../lib/plans-content.ts';
import { purchaseOutcome } from '../lib/purchase-outcome.ts';
import { useCheckoutStarter } from '../lib/use-checkout-starter.ts';

/** The amounts offered, in cents; the server accepts $0.50 to $5.00. */
export const TEST_AMOUNTS = [50, 100, 500] as const;
const DEFAULT_AMOUNT = 100;

/** /test-payment (signed in): a small real charge through the payment set-up, refunded at once. */
export function TestPaymentScreen() {
  useDocumentMeta('Test payment');
  const [params] = useSearchParams();
  const purchaseId = params.get('purchase');
  // Only for the provider label; the form works without it.
  const billing = useBilling();
  const providerLabel = billing.data?.providerLabel ?? null;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Test payment</h1>
        <p className="mt-2 text-muted-foreground">
          Check that payments work end to end: this charges a small amount through your payment set-up and refunds it at once. You keep nothing and pay nothing.
        </p>
      </div>
      <DemoPaymentLabel label={providerLabel} />
      {params.get('cancelled') === '1' ? <Alert tone="info">{checkoutCancelledText}</Alert> : null}
      {purchaseId ? <TestPaymentResult key={purchaseId} purchaseId={purchaseId} /> : null}
      <TestPaymentForm />
    </div>
  );
}

function TestPaymentForm() {
  const [amount, setAmount] = useState<number>(DEFAULT_AMOUNT);
  const checkout = useCheckoutStarter(useStartTestPayment());
  function submit(event: FormEvent) {
    event.preventDefault();
    checkout.start(amount);
  }
  return (
    <Card className="p-6">
      <form noValidate onSubmit={submit} className="space-y-5">
        {checkout.error ? <Alert tone="error">{checkout.error}</Alert> : null}
        <fieldset>
          <legend className="font-bold">Amount</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {TEST_AMOUNTS.map((cents) => (
              <label
                key={cents}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-border px-4 py-2 font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input type="radio" name="test-amount" value={cents} checked={amount === cents} onChange={() => setAmount(cents)} className="h-4 w-4 accent-primary" />
                {formatUsd(cents)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={checkout.opening}>
          {checkout.opening ? 'Opening checkout...' : 'Make a test payment'}
        </Button>
      </form>
    </Card>
  );
}

/** After the checkout: the steps the test went through, read until the refund is done. */
export function TestPaymentResult({ purchaseId }: { purchaseId: string }) {
  const purchase = usePurchaseUntilSettled(purchaseId);
  if (purchase.error) {
    return <Alert tone="error">{failureMessage(purchase.error, 'Could not find this test payment', 'Could not check the test payment. Please refresh the page.')}</Alert>;
  }
  if (!purchase.data) return <Spinner label="Checking the test payment..." />;
  return <TestPaymentSteps purchase={purchase.data} gaveUp={purchase.gaveUp} />;
}

type StepState = 'done' | 'waiting' | 'failed';

/** The result as two steps, payment then refund (stories render each state). */
export function TestPaymentSteps({ purchase, gaveUp = false }: { purchase: PurchaseView; gaveUp?: boolean }) {
  const failed = purchase.status === 'failed' || purchase.status === 'expired' || purchase.status === 'cancelled';
  const paid = purchase.status === 'paid' || purchase.status === 'refunded';
  const steps: Array<{ label: string; state: StepState }> = [
    { label: failed ? 'Payment did not go through' : 'Payment succeeded', state: failed ? 'failed' : paid ? 'done' : 'waiting' },
    { label: 'Refunded automatically', state: purchase.status === 'refunded' ? 'done' : failed ? 'failed' : 'waiting' },
  ];
  const outcome = purchaseOutcome(purchase);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold">Test payment of {formatUsd(purchase.amountCents)}</h2>
      <DemoPaymentLabel label={purchase.providerLabel} className="mt-2" />
      <ol className="mt-4 space-y-3">
        {steps.map((step) => (
          <li key={step.label} className="flex items-center gap-3">
            <StepMark state={step.state} />
            <span className={step.state === 'waiting' ? 'text-muted-foreground' : 'font-semibold'}>
              {step.label}
              <span className="sr-only">{step.state === 'done' ? ' (done)' : step.state === 'failed' ? ' (failed)' : ' (waiting)'}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        {gaveUp ? (
          <Alert tone="info">Not confirmed yet. It can take a minute — refresh this page shortly.</Alert>
        ) : (
          <Alert tone={outcome.tone}>
            <p>{outcome.title}</p>
            {outcome.detail ? <p className="mt-1 font-normal">{outcome.detail}</p> : null}
          </Alert>
        )}
      </div>
    </Card>
  );
}

function StepMark({ state }: { state: StepState }) {
  if (state === 'done') return <CheckIcon className="h-5 w-5 text-success-text" />;
  if (state === 'failed') return <XIcon className="h-5 w-5 text-danger-text" />;
  return <span aria-hidden="true" className="h-5 w-5 rounded-full border-2 border-border" />;
}
