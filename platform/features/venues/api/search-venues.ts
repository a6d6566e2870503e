import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { venueListSchema, type Venue } from '#core/domain/venues/venue.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';

export interface VenueSearchPage {
  venues: Venue[];
  hasMore: boolean;
}

/** GET /api/venues?<query>: one page of cards; `X-Has-More` says whether another follows. */
export async function searchVenues(query: string): Promise<VenueSearchPage> {
  const response = await apiRequest('GET', `${apiPaths.venues}?${query}`);
  return { venues: venueListSchema.parse(await response.json()), hasMore: response.headers.get('x-has-more') === 'true' };
}

/** The search of the /venues page; the previous page stays on screen while the next loads. */
export function useVenueSearch(query: string) {
  return useQuery({ queryKey: venueKeys.search(query), queryFn: () => searchVenues(query), placeholderData: keepPreviousData, retry: false });
}
