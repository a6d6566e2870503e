import { HostBookingsScreen } from '../../features/venues/components/host-bookings-screen.tsx';

export function Component() {
  return <HostBookingsScreen />;
}
