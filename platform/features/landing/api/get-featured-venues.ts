import { useQuery } from '@tanstack/react-query';
import { FEATURED_VENUES_COUNT } from '#core/constants.ts';
import type { Venue } from '#core/domain/venues/venue.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';

/** GET /api/venues through the default read (key parts joined with '/'). */
export const venuesQueryKey = [apiPaths.venues] as const;

/** The first three venues for the landing page; an empty list hides the section. */
export function useFeaturedVenues() {
  return useQuery<Venue[], Error, Venue[]>({
    queryKey: venuesQueryKey,
    select: (venues) => (Array.isArray(venues) ? venues.slice(0, FEATURED_VENUES_COUNT) : []),
  });
}
