import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_RETURN_MESSAGE, type CheckoutReturnMessage } from '#core/embed/embed-keys.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { webOrigin } from './opener-origin.ts';

/**
 * /embed/checkout-return/:id — where the checkout sends the contribution widget's popup back
 * (decision 029). It tells the widget's page, and only that origin, that the checkout is over; the
 * message holds nothing but the contribution's id, which that page already has, and the widget
 * asks the API for the status itself. Nothing here reads the contribution: the guest's link token
 * stays on the widget's page.
 */
export function CheckoutReturnScreen() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const cancelled = searchParams.get('cancelled') === '1';
  // The `origin` the API wrote into the return address (checked against the key).
  const target = webOrigin(searchParams.get('origin'));
  const [told, setTold] = useState(false);
  useDocumentMeta(cancelled ? 'Payment cancelled' : 'Payment sent');

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || !target || !id) return;
    const message: CheckoutReturnMessage = { type: CHECKOUT_RETURN_MESSAGE, contributionId: id, cancelled };
    try {
      opener.postMessage(message, target);
      setTold(true);
    } catch {
      // The opener went elsewhere: the widget's own status checks still find the payment.
    }
  }, [id, target, cancelled]);

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="grid gap-4 p-6">
        <h1 className="text-2xl font-extrabold">{cancelled ? 'Payment cancelled' : 'Thank you!'}</h1>
        {cancelled ? <Alert tone="info">Payment cancelled — nothing was charged.</Alert> : <p>Your payment was sent. The page you came from shows your contribution as soon as it goes through.</p>}
        <p className="text-sm text-muted-foreground">{told ? 'You can close this window.' : 'You can close this window and go back to the page you came from.'}</p>
        <Button className="justify-self-start" onClick={() => window.close()}>
          Close this window
        </Button>
      </Card>
    </div>
  );
}

/** The route module's export (react-router's lazy routes take `Component`). */
export function Component() {
  return <CheckoutReturnScreen />;
}
