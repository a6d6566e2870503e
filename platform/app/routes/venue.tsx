import { VenueDetailScreen } from '../../features/venues/components/venue-detail-screen.tsx';

export function Component() {
  return <VenueDetailScreen />;
}
