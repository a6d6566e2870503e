import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys, type OwnerListing } from './venue-keys.ts';

/** GET /api/host/venues → {listings}: the member's own listings, any status, newest first. */
export async function getMyListings(): Promise<OwnerListing[]> {
  return (await apiJson<{ listings: OwnerListing[] }>('GET', '/api/host/venues')).listings;
}

export function useMyListings() {
  return useQuery({ queryKey: venueKeys.myListings, queryFn: getMyListings });
}
