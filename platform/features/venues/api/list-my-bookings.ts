import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingKeys, type BookingView } from './booking-keys.ts';

export interface MyBookings {
  upcoming: BookingView[];
  past: BookingView[];
}

/** GET /api/bookings → {upcoming, past}: the member's bookings as a guest. */
export async function listMyBookings(): Promise<MyBookings> {
  return apiJson<MyBookings>('GET', '/api/bookings');
}

export function useMyBookings() {
  return useQuery({ queryKey: bookingKeys.mine, queryFn: listMyBookings, staleTime: 0 });
}
