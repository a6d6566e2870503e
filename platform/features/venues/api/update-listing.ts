import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListingInput } from '#core/domain/venues/listing.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { listingPath, venueKeys, type OwnerListing } from './venue-keys.ts';

/** PATCH /api/host/venues/:id with the changed fields → {listing}. */
export async function updateListing(id: string, input: UpdateListingInput): Promise<OwnerListing> {
  return (await apiJson<{ listing: OwnerListing }>('PATCH', listingPath(id), input)).listing;
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateListingInput) => updateListing(id, input),
    onSuccess: (listing) => {
      queryClient.setQueryData(venueKeys.listing(id), listing);
      void queryClient.invalidateQueries({ queryKey: venueKeys.myListings });
      void queryClient.invalidateQueries({ queryKey: ['venues', 'search'] });
    },
  });
}
