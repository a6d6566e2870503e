import { useMutation } from '@tanstack/react-query';
import { checkoutStartedSchema, type CheckoutStarted } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/billing/single-event {eventId} → 201 {purchaseId, checkoutUrl}: pay once to unlock one event. */
export async function startSingleEventCheckout(eventId: string): Promise<CheckoutStarted> {
  return checkoutStartedSchema.parse(await apiJson('POST', apiPaths.billingSingleEvent, { eventId }));
}

export function useStartSingleEventCheckout() {
  return useMutation({ mutationFn: startSingleEventCheckout });
}
