import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

export interface RentalAvailability {
  days: { date: string; free: number }[];
}

/** GET /api/marketplace/products/:id/availability?from=&days= → the units free on each day (days ≤ 62). */
export async function getAvailability(id: string, from: string, days: number): Promise<RentalAvailability> {
  const query = new URLSearchParams({ from, days: String(days) }).toString();
  return apiJson<RentalAvailability>('GET', `${marketplacePaths.availability(id)}?${query}`);
}

export const availabilityQueryOptions = (id: string, from: string, days: number) =>
  queryOptions({ queryKey: marketplaceKeys.availability(id, from, days), queryFn: () => getAvailability(id, from, days), placeholderData: keepPreviousData, retry: false });

/** A rental's free units from `from` for `days` days; off until a start date is chosen. */
export function useAvailability(id: string, from: string | null, days: number) {
  return useQuery({ ...availabilityQueryOptions(id, from ?? '', days), enabled: from !== null });
}
