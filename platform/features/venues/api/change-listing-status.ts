import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { listingPath, venueKeys, type OwnerListing } from './venue-keys.ts';

/** POST /api/host/venues/:id/publish or /pause → {listing}; publishing a listing that is not ready answers 400 with what is missing. */
export async function changeListingStatus(id: string, action: 'publish' | 'pause'): Promise<OwnerListing> {
  return (await apiJson<{ listing: OwnerListing }>('POST', `${listingPath(id)}/${action}`)).listing;
}

export function useChangeListingStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'pause') => changeListingStatus(id, action),
    onSuccess: (listing) => {
      queryClient.setQueryData(venueKeys.listing(id), listing);
      void queryClient.invalidateQueries({ queryKey: venueKeys.myListings });
      void queryClient.invalidateQueries({ queryKey: ['venues'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/venues'] });
    },
  });
}
