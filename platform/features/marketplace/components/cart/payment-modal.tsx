import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CheckoutInput, CheckoutView } from '#core/domain/marketplace/order.schema.ts';
import { DemoCheckoutCard } from '#platform/components/money/demo-checkout-card.tsx';
import { useDemoCheckout } from '#platform/components/money/get-demo-checkout.ts';
import { useDemoCardForm } from '#platform/components/money/use-demo-card-form.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useCheckout } from '../../api/get-checkout.ts';
import { marketplaceKeys } from '../../api/marketplace-keys.ts';
import { useStartCheckout } from '../../api/start-checkout.ts';
import { ordersPath } from '../../marketplace-paths.ts';
import { CheckoutSummary, summaryFromCheckout, type CheckoutSummaryData } from './checkout-summary.tsx';

/** The demo provider's checkout session behind a checkout URL (`/demo-checkout/<sessionId>` on this site), else null. */
export function demoSessionOf(checkoutUrl: string | null): string | null {
  const path = checkoutUrl ? sameOriginPath(checkoutUrl) : null;
  const match = path ? /^\/demo-checkout\/([^/?#]+)/.exec(path) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

const payByFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * The payment modal's face: each shop's part with its delivery fee and date and the one total,
 * then either Pay (before the checkout exists) or the payment step itself (`payment`: the demo
 * card form, or the way on to Stripe's page).
 */
export function PaymentModalView({
  summary,
  payBy,
  error,
  pending,
  payment,
  onPay,
  onClose,
}: {
  summary: CheckoutSummaryData;
  /** When the reserved stock is let go if unpaid (after the checkout is made). */
  payBy: number | null;
  error: string | null;
  pending: boolean;
  payment: ReactNode;
  onPay: () => void;
  onClose: () => void;
}) {
  return (
    <div className="-mx-1 max-h-[calc(100dvh-10rem)] space-y-5 overflow-y-auto px-1 pb-1">
      <CheckoutSummary summary={summary} />
      {payBy ? <p className="text-sm text-muted-foreground">Your items are held for you until {payByFormat.format(payBy)}.</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {payment ?? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPay} disabled={pending} className="flex-1 sm:flex-none">
            {pending ? 'Starting payment...' : 'Pay'}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Back to the cart
          </Button>
        </div>
      )}
    </div>
  );
}

/** The demo provider's card form, inside the modal; paying goes on to the orders. */
function DemoPayment({ sessionId, onPaid, onCancelled }: { sessionId: string; onPaid: () => void; onCancelled: () => void }) {
  const session = useDemoCheckout(sessionId);
  const form = useDemoCardForm(sessionId, { paid: onPaid, cancelled: onCancelled });
  const frame = useRef<HTMLDivElement>(null);
  const ready = session.isSuccess;
  // The Pay button that had focus is gone once the checkout is made: focus moves on into the card form.
  useEffect(() => {
    if (ready) frame.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, [ready]);
  if (session.isPending) return <Spinner label="Opening the payment form..." />;
  if (session.isError) return <Alert tone="error">{failureMessage(session.error, 'The payment form could not be opened.', 'Please check your connection and try again.')}</Alert>;
  return (
    <div ref={frame}>
      <DemoCheckoutCard inDialog view={session.data} nextUrl={null} {...form} />
    </div>
  );
}

/**
 * "Checkout" over the cart (or "Pay now" for an order waiting for payment, with `resumeGroupId`).
 * Pay makes the checkout (POST /checkout: one payment for every shop, the stock held 15 minutes);
 * with the demo provider its card form follows inside this dialog, with Stripe the browser goes to
 * Stripe's hosted page. Once paid, the orders page shows what was bought.
 */
export function PaymentModal({
  open,
  onClose,
  preview,
  input,
  resumeGroupId = null,
}: {
  open: boolean;
  onClose: () => void;
  /** The cart's figures before the checkout exists. */
  preview: CheckoutSummaryData | null;
  input: CheckoutInput | null;
  resumeGroupId?: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartCheckout();
  const resumed = useCheckout(open ? resumeGroupId : null);
  const [made, setMade] = useState<CheckoutView | null>(null);
  const [leaving, setLeaving] = useState(false);
  const checkout = made ?? resumed.data ?? null;
  const demoSession = checkout ? demoSessionOf(checkout.checkoutUrl) : null;

  const showOrders = (groupId: string) => void navigate(`${ordersPath}?${new URLSearchParams({ paid: groupId }).toString()}`);

  function close() {
    if (start.isPending || leaving) return;
    // A checkout made here holds stock and is on the orders page; the cart and orders are read again.
    if (made) {
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cart });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders });
    }
    setMade(null);
    start.reset();
    onClose();
  }

  function goOn(view: CheckoutView) {
    if (view.status === 'paid' || !view.checkoutUrl) return showOrders(view.groupId);
    if (demoSessionOf(view.checkoutUrl)) return;
    // Stripe's hosted page (or any other provider's): the browser goes there and comes back to the orders.
    setLeaving(true);
    window.location.assign(view.checkoutUrl);
  }

  function pay() {
    if (checkout) return goOn(checkout);
    if (!input) return;
    start.mutate(input, {
      onSuccess: (view) => {
        setMade(view);
        goOn(view);
      },
    });
  }

  const summary = checkout ? summaryFromCheckout(checkout) : preview;
  let payment: ReactNode = null;
  if (checkout?.status === 'expired') payment = <Alert tone="info">This checkout was not paid in time and its items were let go. Nothing was charged.</Alert>;
  else if (demoSession && checkout?.status === 'awaiting_payment') payment = <DemoPayment key={demoSession} sessionId={demoSession} onPaid={() => showOrders(checkout.groupId)} onCancelled={close} />;
  else if (leaving) payment = <Spinner label="Taking you to the payment page..." />;

  return (
    <Dialog open={open} onClose={close} title={checkout ? 'Pay for your order' : 'Checkout'} description={checkout ? undefined : 'Check each shop’s part, its delivery and the total before you pay.'}>
      {summary ? (
        <PaymentModalView
          summary={summary}
          payBy={checkout?.status === 'awaiting_payment' ? checkout.payBy : null}
          error={start.isError ? failureMessage(start.error, 'The checkout could not be started.', 'Please check your connection and try again.') : null}
          pending={start.isPending}
          payment={payment}
          onPay={pay}
          onClose={close}
        />
      ) : resumed.isError ? (
        <Alert tone="error">{failureMessage(resumed.error, 'This checkout could not be loaded.', 'Please check your connection and try again.')}</Alert>
      ) : (
        <Spinner label="Loading the checkout..." />
      )}
    </Dialog>
  );
}
