import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingViewSchema, type BillingView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** POST /api/billing/subscription/cancel → the billing view as it is after cancelling Pro. */
export async function cancelSubscription(): Promise<BillingView> {
  return billingViewSchema.parse(await apiJson('POST', apiPaths.billingCancelSubscription, {}));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (billing) => queryClient.setQueryData(billingKeys.billing, billing),
  });
}
