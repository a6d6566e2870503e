import { ListingEditScreen } from '../../features/venues/components/listing-edit-screen.tsx';

export function Component() {
  return <ListingEditScreen />;
}
