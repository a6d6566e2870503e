import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { purchaseViewSchema, type PurchaseView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { isSettled, PURCHASE_POLL_MS, PURCHASE_POLL_LIMIT_MS } from '../lib/purchase-outcome.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /api/billing/purchases/:id → one of the member's purchases (404 for anyone else's). */
export async function getPurchase(id: string): Promise<PurchaseView> {
  return purchaseViewSchema.parse(await apiJson('GET', apiPaths.billingPurchase(id)));
}

export const purchaseQueryOptions = (id: string) => queryOptions({ queryKey: billingKeys.purchase(id), queryFn: () => getPurchase(id), retry: false });

/**
 * Reads a purchase after the checkout sent the member back: the provider's webhook may land a
 * moment later, so the purchase is read again every 2 s until it is settled, for about 30 s.
 * `gaveUp` is true when it was still pending after that. Once settled, the billing view is read
 * again so the plan, unlocked events and receipts on screen match.
 */
export function usePurchaseUntilSettled(id: string) {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    ...purchaseQueryOptions(id),
    refetchInterval: (current) => (gaveUp || current.state.status === 'error' || (current.state.data && isSettled(current.state.data.status, current.state.data.kind)) ? false : PURCHASE_POLL_MS),
  });
  const settled = query.data ? isSettled(query.data.status, query.data.kind) : false;

  useEffect(() => {
    if (settled || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, startedAt + PURCHASE_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [settled, gaveUp, startedAt]);

  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: billingKeys.billing });
  }, [settled, queryClient]);

  return { ...query, gaveUp: gaveUp && !settled };
}
