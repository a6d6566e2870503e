import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys, venuePath, type VenueDetail } from './venue-keys.ts';

/** GET /api/venues/:id → {venue}: published venues for everyone, a draft for its owner. */
export async function getVenue(id: string): Promise<VenueDetail> {
  return (await apiJson<{ venue: VenueDetail }>('GET', venuePath(id))).venue;
}

export function useVenue(id: string) {
  return useQuery({ queryKey: venueKeys.venue(id), queryFn: () => getVenue(id), retry: false });
}
