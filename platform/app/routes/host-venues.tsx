import { MyListingsScreen } from '../../features/venues/components/my-listings-screen.tsx';

export function Component() {
  return <MyListingsScreen />;
}
