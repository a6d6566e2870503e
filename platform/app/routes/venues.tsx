import { VenueSearchScreen } from '../../features/venues/components/venue-search-screen.tsx';

export function Component() {
  return <VenueSearchScreen />;
}
