import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequestInput } from '#core/domain/venues/booking.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys, venuePath } from './venue-keys.ts';
import { bookingKeys, type BookingView } from './booking-keys.ts';

export interface CreatedBooking {
  booking: BookingView;
  /** The checkout to pay at; null for a free booking. */
  checkoutUrl: string | null;
}

/** POST /api/venues/:id/bookings → 201 {booking, checkoutUrl}; 409 when the slot was just taken or the venue paused. */
export async function createBooking(venueId: string, input: BookingRequestInput): Promise<CreatedBooking> {
  return apiJson<CreatedBooking>('POST', `${venuePath(venueId)}/bookings`, input);
}

export function useCreateBooking(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingRequestInput) => createBooking(venueId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: venueKeys.venue(venueId) });
    },
  });
}
