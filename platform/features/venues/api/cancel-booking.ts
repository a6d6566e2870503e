import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';
import { bookingKeys, bookingPath, type BookingView } from './booking-keys.ts';

/** POST /api/bookings/:id/cancel {reason?} → {booking}; the refund the policy gave is on booking.payment. */
export async function cancelBooking(id: string, reason?: string): Promise<BookingView> {
  return (await apiJson<{ booking: BookingView }>('POST', `${bookingPath(id)}/cancel`, reason ? { reason } : {})).booking;
}

export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => cancelBooking(id, reason),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.booking(id), booking);
      void queryClient.invalidateQueries({ queryKey: venueKeys.venue(booking.venue.id) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.host });
    },
  });
}
