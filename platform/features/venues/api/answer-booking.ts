import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerRequestInput } from '#core/domain/venues/booking.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingKeys, bookingPath, type BookingView } from './booking-keys.ts';

/** POST /api/bookings/:id/answer {answer, message?} → {booking}: the owner accepts or declines a request. */
export async function answerBooking(id: string, input: AnswerRequestInput): Promise<BookingView> {
  return (await apiJson<{ booking: BookingView }>('POST', `${bookingPath(id)}/answer`, input)).booking;
}

export function useAnswerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AnswerRequestInput & { id: string }) => answerBooking(id, input),
    onSuccess: (booking) => queryClient.setQueryData(bookingKeys.booking(booking.id), booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.host }),
  });
}
