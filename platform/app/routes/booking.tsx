import { BookingDetailScreen } from '../../features/venues/components/booking-detail-screen.tsx';

export function Component() {
  return <BookingDetailScreen />;
}
