import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useDemoCheckout } from '#platform/components/money/get-demo-checkout.ts';
import { useDemoCardForm } from '#platform/components/money/use-demo-card-form.ts';
import { DemoCheckoutCard } from '#platform/components/money/demo-checkout-card.tsx';
import { LoadError, toHome } from '#platform/components/load-error.tsx';

/** /demo-checkout/:sessionId — the demo provider's checkout page, for contributions and plans alike. */
export function DemoCheckoutScreen() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useDemoCheckout(sessionId);
  const [nextUrl, setNextUrl] = useState<string | null>(null);
  useDocumentMeta('Demo checkout');
  const form = useDemoCardForm(sessionId, { paid: goOn, cancelled: goOn });

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

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <DemoCheckoutCard view={checkout.data} nextUrl={nextUrl} {...form} />
    </div>
  );
}
