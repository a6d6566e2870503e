import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingInput } from '#core/domain/venues/listing.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys, type OwnerListing } from './venue-keys.ts';

/** POST /api/host/venues → {listing}: a new draft ("List your space"). */
export async function createListing(input: CreateListingInput): Promise<OwnerListing> {
  return (await apiJson<{ listing: OwnerListing }>('POST', '/api/host/venues', input)).listing;
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(venueKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: venueKeys.myListings });
    },
  });
}
