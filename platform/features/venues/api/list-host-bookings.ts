import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingKeys, type BookingView } from './booking-keys.ts';

export interface HostBookings {
  /** Pending requests the owner can still answer. */
  requests: BookingView[];
  upcoming: BookingView[];
  past: BookingView[];
}

/** GET /api/host/bookings → {requests, upcoming, past}: the bookings of the member's venues. */
export async function listHostBookings(): Promise<HostBookings> {
  return apiJson<HostBookings>('GET', '/api/host/bookings');
}

export function useHostBookings() {
  return useQuery({ queryKey: bookingKeys.host, queryFn: listHostBookings, staleTime: 0 });
}
