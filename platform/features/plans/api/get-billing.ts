import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingViewSchema, type BillingView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /api/billing → the member's plan, its limits and usage, unlocked events and receipts. */
export async function getBilling(): Promise<BillingView> {
  return billingViewSchema.parse(await apiJson('GET', apiPaths.billing));
}

export const billingQueryOptions = queryOptions({ queryKey: billingKeys.billing, queryFn: getBilling, retry: false });

/**
 * Read again each time a screen shows it: event counts and purchases change on other screens and
 * through webhooks, and the plan screens must not show an old plan.
 */
export function useBilling(options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingQueryOptions, enabled: options.enabled ?? true, refetchOnMount: 'always' });
}
