import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { listingPath, venueKeys, type OwnerListing } from './venue-keys.ts';

/** GET /api/host/venues/:id → {listing} (the owner only; 404 for anyone else). */
export async function getListing(id: string): Promise<OwnerListing> {
  return (await apiJson<{ listing: OwnerListing }>('GET', listingPath(id))).listing;
}

export function useListing(id: string) {
  return useQuery({ queryKey: venueKeys.listing(id), queryFn: () => getListing(id), retry: false });
}
