import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingPath } from './booking-keys.ts';

/** POST /api/bookings/:id/pay → {checkoutUrl}: the guest goes back to the checkout while the slot is held. */
export async function payBooking(id: string): Promise<string> {
  return (await apiJson<{ checkoutUrl: string }>('POST', `${bookingPath(id)}/pay`)).checkoutUrl;
}

export function usePayBooking(id: string) {
  return useMutation({ mutationFn: () => payBooking(id) });
}
