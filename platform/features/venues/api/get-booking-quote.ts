import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { venuePath } from './venue-keys.ts';
import { bookingKeys, type BookingQuote } from './booking-keys.ts';

export interface QuoteRequest {
  date: string;
  startMinute: number;
  endMinute: number;
  guests: number;
}

export function quoteQueryOf(request: QuoteRequest): string {
  return new URLSearchParams({ date: request.date, startMinute: String(request.startMinute), endMinute: String(request.endMinute), guests: String(request.guests) }).toString();
}

/** GET /api/venues/:id/quote?date=&startMinute=&endMinute=&guests= → {quote}: the price and availability the server will book at. */
export async function getBookingQuote(venueId: string, request: QuoteRequest): Promise<BookingQuote> {
  return (await apiJson<{ quote: BookingQuote }>('GET', `${venuePath(venueId)}/quote?${quoteQueryOf(request)}`)).quote;
}

/** The booking panel's quote; null request = nothing chosen yet. Held for 30 s, then asked again (slots change). */
export function useBookingQuote(venueId: string, request: QuoteRequest | null) {
  return useQuery({
    queryKey: bookingKeys.quote(venueId, request ? quoteQueryOf(request) : ''),
    queryFn: () => getBookingQuote(venueId, request!),
    enabled: request !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
