/**
 * What a visitor wrote in a venue's booking panel that the address does not carry: the message to
 * the owner and the event the booking is for. The window and the party size go through `?next=`
 * when a signed-out visitor is sent to sign in; the message is private text, so it stays in this
 * tab's sessionStorage (keyed by venue), never in a URL that ends up in logs or history. Cleared
 * once the booking is made.
 */
export interface BookingDraft {
  message: string;
  eventId: string;
}

const storageKey = (venueId: string) => `cakeday.booking-draft.${venueId}`;

export function rememberBookingDraft(venueId: string, draft: BookingDraft): void {
  try {
    if (!draft.message && !draft.eventId) globalThis.sessionStorage?.removeItem(storageKey(venueId));
    else globalThis.sessionStorage?.setItem(storageKey(venueId), JSON.stringify(draft));
  } catch {
    // Without storage the visitor writes the message again after signing in.
  }
}

export function bookingDraft(venueId: string): Partial<BookingDraft> {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(storageKey(venueId)) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { message, eventId } = parsed as Record<string, unknown>;
      return {
        ...(typeof message === 'string' && message ? { message } : {}),
        ...(typeof eventId === 'string' && eventId ? { eventId } : {}),
      };
    }
  } catch {
    // Unreadable or blocked storage: nothing kept.
  }
  return {};
}

export function forgetBookingDraft(venueId: string): void {
  try {
    globalThis.sessionStorage?.removeItem(storageKey(venueId));
  } catch {
    // Nothing to forget.
  }
}
