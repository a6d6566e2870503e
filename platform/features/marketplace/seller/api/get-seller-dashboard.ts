import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys, type SellerDashboard } from './seller-keys.ts';

/** GET /api/marketplace/seller/dashboard: orders waiting, sales and payouts by week, top products, reviews and totals. */
export async function getSellerDashboard(): Promise<SellerDashboard> {
  return apiJson<SellerDashboard>('GET', `${sellerApi}/dashboard`);
}

export function useSellerDashboard(enabled = true) {
  return useQuery({ queryKey: sellerKeys.dashboard, queryFn: getSellerDashboard, enabled });
}
