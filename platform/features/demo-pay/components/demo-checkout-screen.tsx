import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { demoPayInputSchema } from '#core/domain/money/money-view.schema.ts';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useCancelDemoCheckout } from '#platform/components/money/cancel-demo-checkout.ts';
import { useDemoCheckout } from '#platform/components/money/get-demo-checkout.ts';
import { usePayDemoCheckout } from '#platform/components/money/pay-demo-checkout.ts';
import { DemoCheckoutCard } from '#platform/components/money/demo-checkout-card.tsx';
import { LoadError, toHome } from '#platform/components/load-error.tsx';

/** /demo-checkout/:sessionId — the demo provider's checkout page, for contributions and plans alike. */
export function DemoCheckoutScreen() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useDemoCheckout(sessionId);
  const pay = usePayDemoCheckout(sessionId);
  const cancel = useCancelDemoCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [nextUrl, setNextUrl] = useState<string | null>(null);
  useDocumentMeta('Demo checkout');

  /** Follows the provider's next address only on this site; anything else becomes a link to click. */
  function goOn(url: string) {
    const path = sameOriginPath(url);
    if (path) navigate(path, { replace: true });
    else setNextUrl(url);
  }

  if (checkout.isPending) return <PageSkeleton />;
  if (checkout.isError) {
    return (
      <LoadError
        error={checkout.error}
        notFoundStatuses={[404]}
        notFoundTitle="Checkout not found"
        notFoundText="This payment link is not valid. Start the payment again from Cakeday."
        failedTitle="Could not load the checkout"
        back={toHome}
      />
    );
  }

  const failure = pay.isError
    ? failureMessage(pay.error, 'The payment did not go through.', 'Could not reach the payment page. Nothing was charged; please try again.')
    : cancel.isError
      ? failureMessage(cancel.error, 'Could not cancel the payment.', 'Could not reach the payment page. Please try again.')
      : null;

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <DemoCheckoutCard
        view={checkout.data}
        cardNumber={cardNumber}
        onCardNumberChange={(value) => {
          setCardNumber(value);
          setFieldError(null);
        }}
        pending={pay.isPending || pay.isSuccess ? 'pay' : cancel.isPending || cancel.isSuccess ? 'cancel' : null}
        error={failure}
        fieldError={fieldError}
        nextUrl={nextUrl}
        onPay={() => {
          const parsed = demoPayInputSchema.safeParse({ cardNumber });
          if (!parsed.success) {
            setFieldError(parsed.error.issues[0]?.message ?? 'Enter a card number');
            return;
          }
          cancel.reset();
          pay.mutate(parsed.data.cardNumber, { onSuccess: (result) => goOn(result.redirectUrl) });
        }}
        onCancel={() => {
          pay.reset();
          cancel.mutate(undefined, { onSuccess: (result) => goOn(result.redirectUrl) });
        }}
      />
    </div>
  );
}
