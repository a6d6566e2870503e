import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckoutStarted } from '#core/domain/money/money-view.schema.ts';
import { failureMessage } from '#platform/lib/api-client.ts';
import { goToCheckout } from './checkout.ts';

/**
 * One way for every plan button to start a checkout: call the API, then leave for checkoutUrl.
 * `opening` stays true after success, while the browser is leaving, so the button cannot be
 * pressed twice; `error` is the server's message (409 "You are already on Pro", a limit...).
 */
export function useCheckoutStarter<Input>(mutation: UseMutationResult<CheckoutStarted, Error, Input>) {
  const [error, setError] = useState<string | null>(null);
  function start(input: Input) {
    setError(null);
    mutation.mutate(input, {
      onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
      onError: (failure) => setError(failureMessage(failure, 'Could not open the checkout', 'Could not open the checkout. Please check your connection and try again.')),
    });
  }
  return { start, opening: mutation.isPending || mutation.isSuccess, error };
}
