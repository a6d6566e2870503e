import { useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** GET /api/marketplace/seller/orders?status= → {orders}: the shop's own orders (only its part of a checkout). */
export async function listShopOrders(status: OrderStatus | 'all'): Promise<OrderView[]> {
  const query = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return (await apiJson<{ orders: OrderView[] }>('GET', `${sellerApi}/orders${query}`)).orders;
}

export function useShopOrders(status: OrderStatus | 'all' = 'all') {
  return useQuery({ queryKey: sellerKeys.orders(status), queryFn: () => listShopOrders(status) });
}
