import { useMutation } from '@tanstack/react-query';
import { checkoutStartedSchema, type CheckoutStarted } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/billing/test-payment {amountCents} → 201 {purchaseId, checkoutUrl}; refunded by the server once paid. */
export async function startTestPayment(amountCents: number): Promise<CheckoutStarted> {
  return checkoutStartedSchema.parse(await apiJson('POST', apiPaths.billingTestPayment, { amountCents }));
}

export function useStartTestPayment() {
  return useMutation({ mutationFn: startTestPayment });
}
