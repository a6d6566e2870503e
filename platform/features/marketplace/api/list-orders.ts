import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/orders → the buyer's orders, one per shop of each checkout. */
export async function listOrders(): Promise<OrderView[]> {
  return (await apiJson<{ orders: OrderView[] }>('GET', marketplacePaths.orders)).orders;
}

export const ordersQueryOptions = queryOptions({ queryKey: marketplaceKeys.orders, queryFn: listOrders, retry: false });

/** `refetchEveryMs`: just back from paying, the orders are read again until the payment has landed. */
export function useOrders(refetchEveryMs: number | false = false) {
  return useQuery({ ...ordersQueryOptions, refetchInterval: refetchEveryMs });
}
