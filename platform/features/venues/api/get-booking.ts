import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingKeys, bookingPath, type BookingView } from './booking-keys.ts';

/** GET /api/bookings/:id → {booking}: its guest or its venue's owner only (404 for anyone else). */
export async function getBooking(id: string): Promise<BookingView> {
  return (await apiJson<{ booking: BookingView }>('GET', bookingPath(id))).booking;
}

export function useBooking(id: string) {
  return useQuery({ queryKey: bookingKeys.booking(id), queryFn: () => getBooking(id), staleTime: 0, retry: false });
}
