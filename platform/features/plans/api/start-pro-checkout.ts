import { useMutation } from '@tanstack/react-query';
import { checkoutStartedSchema, type CheckoutStarted } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/billing/pro → 201 {purchaseId, checkoutUrl}: subscribe at the provider's checkout. */
export async function startProCheckout(): Promise<CheckoutStarted> {
  return checkoutStartedSchema.parse(await apiJson('POST', apiPaths.billingPro, {}));
}

export function useStartProCheckout() {
  return useMutation({ mutationFn: startProCheckout });
}
