import { useEffect } from 'react';
import { BOOKING_CREATED_MESSAGE, type BookingCreatedMessage, EMBED_RETURN_KEY_PARAM, EMBED_RETURN_ORIGIN_PARAM } from '#core/embed/embed-venue.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/**
 * The venue widget's popup (decision 030): the widget opens this venue's page with its key and its
 * page's origin (`?embedKey=&embedOrigin=`). Once the API confirms that origin is one of the key's
 * allowed origins for this venue, it is kept in this tab's sessionStorage (keyed by venue), so it
 * survives the sign-in on the way, and the booking made here is told to that page — only to it.
 */
const storageKey = (venueId: string) => `cakeday.embed-opener.${venueId}`;

export function useEmbedOpener(venueId: string, params: URLSearchParams): void {
  const key = params.get(EMBED_RETURN_KEY_PARAM);
  const origin = params.get(EMBED_RETURN_ORIGIN_PARAM);
  useEffect(() => {
    if (!key || !origin || !venueId || typeof window === 'undefined' || !window.opener) return;
    const query = new URLSearchParams({ key, origin, venue: venueId }).toString();
    apiJson<{ origin: string }>('GET', `/api/embed/venue-return?${query}`).then(
      (answer) => {
        try {
          sessionStorage.setItem(storageKey(venueId), answer.origin);
        } catch {
          // Without storage the widget cannot be told; its page still shows the venue.
        }
      },
      () => undefined,
    );
  }, [venueId, key, origin]);
}

/** Tells the widget's page (the verified origin only) that a booking was made here; then forgets it. */
export function tellEmbedOpener(venueId: string, booking: { id: string; startsAt: number }): void {
  let origin: string | null = null;
  try {
    origin = sessionStorage.getItem(storageKey(venueId));
    sessionStorage.removeItem(storageKey(venueId));
  } catch {
    return;
  }
  const opener = window.opener as Window | null;
  if (!origin || !opener) return;
  const message: BookingCreatedMessage = { type: BOOKING_CREATED_MESSAGE, bookingId: booking.id, venueId, startsAt: new Date(booking.startsAt).toISOString() };
  try {
    opener.postMessage(message, origin);
  } catch {
    // The opener went elsewhere: nothing to tell.
  }
}
