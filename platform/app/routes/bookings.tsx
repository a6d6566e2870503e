import { MyBookingsScreen } from '../../features/venues/components/my-bookings-screen.tsx';

export function Component() {
  return <MyBookingsScreen />;
}
