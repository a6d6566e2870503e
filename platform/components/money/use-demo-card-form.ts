import { useState } from 'react';
import { demoPayInputSchema } from '#core/domain/money/money-view.schema.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useCancelDemoCheckout } from './cancel-demo-checkout.ts';
import { usePayDemoCheckout } from './pay-demo-checkout.ts';

/**
 * The demo card form's state and moves for one checkout session, as DemoCheckoutCard takes them:
 * the typed number and its field error, Pay (the number checked by core's rule first) and Cancel,
 * which of the two is under way, and what failed. Shared by the demo checkout page and the
 * marketplace's payment modal; each says where to go once paid or cancelled.
 */
export function useDemoCardForm(sessionId: string, after: { paid: (redirectUrl: string) => void; cancelled: (redirectUrl: string) => void }) {
  const pay = usePayDemoCheckout(sessionId);
  const cancel = useCancelDemoCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const error = pay.isError
    ? failureMessage(pay.error, 'The payment did not go through.', 'Could not reach the payment page. Nothing was charged; please try again.')
    : cancel.isError
      ? failureMessage(cancel.error, 'Could not cancel the payment.', 'Could not reach the payment page. Please try again.')
      : null;
  return {
    cardNumber,
    onCardNumberChange: (value: string) => {
      setCardNumber(value);
      setFieldError(null);
    },
    pending: pay.isPending || pay.isSuccess ? ('pay' as const) : cancel.isPending || cancel.isSuccess ? ('cancel' as const) : null,
    error,
    fieldError,
    onPay: () => {
      const parsed = demoPayInputSchema.safeParse({ cardNumber });
      if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Enter a card number');
      cancel.reset();
      pay.mutate(parsed.data.cardNumber, { onSuccess: (result) => after.paid(result.redirectUrl) });
    },
    onCancel: () => {
      pay.reset();
      cancel.mutate(undefined, { onSuccess: (result) => after.cancelled(result.redirectUrl) });
    },
  };
}
