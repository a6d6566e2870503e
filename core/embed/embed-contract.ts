/**
 * The public contract between a host page and Cakeday's embeddable widgets: which widgets exist,
 * which DOM events they send to the host page and what those events carry. Deliberately free of
 * zod and of any runtime code, because the SDK runtime that every embedding page downloads imports
 * it; the zod schemas for the same shapes live in embed.schema.ts for the API and the platform.
 */

export const widgetNames = ['rsvp', 'wishlist-add', 'contribution', 'venue-search'] as const;
export type WidgetName = (typeof widgetNames)[number];

export const embedEventNames = ['rsvp.submitted', 'gift.claimed', 'contribution.completed', 'booking.requested', 'wishlist.added'] as const;
export type EmbedEventName = (typeof embedEventNames)[number];

/** What each event's `detail` holds; host pages read it from `event.detail`. */
export interface EmbedEventPayloads {
  /** `waitlisted`: the answer was "going" but the event was full, so the guest joined its waitlist. */
  'rsvp.submitted': { eventSlug: string; response: 'going' | 'maybe' | 'not-going'; partySize: number; waitlisted: boolean };
  'gift.claimed': { wishlistItemId: string; eventSlug?: string };
  /**
   * The payment went through in the popup: the money is held for 24 hours (the contributor may
   * cancel for a full refund until `heldUntil`), then released to the host.
   */
  'contribution.completed': { potId: string; contributionId: string; amountCents: number; currency: 'usd'; heldUntil: string | null };
  'booking.requested': { venueId: string; bookingRequestId: string; startsAt: string };
  /**
   * A shopper put the seller's product on one of their parties' wishlists (the add-to-wishlist
   * widget). Nothing about the shopper: the item's and the event's ids and the product's title.
   */
  'wishlist.added': { wishlistItemId: string; eventId: string; title: string };
}

/**
 * The height (CSS px) each widget reserves in the host page from the moment the runtime finds it
 * until it shows its content (while its code and its first answer load), so the page around it does
 * not jump then; from there the box is as tall as the content and follows it. Each widget's tallest
 * usual state, measured in Chromium (RSVP's open form; the contribution form of a guest link; the
 * venue form with a venue chooser and the price lines; the add-to-wishlist product card with its picture,
 * which the popup's later steps may grow after a click).
 */
export const widgetMinHeights: Partial<Record<WidgetName, number>> = { rsvp: 552, contribution: 770, 'wishlist-add': 266, 'venue-search': 790 };

/** Every DOM event name is prefixed so it cannot collide with the host page's own events. */
export const EMBED_EVENT_PREFIX = 'cakeday:';
/** Sent when a widget cannot be shown (unknown name, bad configuration, failed download). */
export const EMBED_ERROR_EVENT = 'cakeday:error';
/** Sent once a widget has rendered, so host pages can reveal their surrounding layout. */
export const EMBED_READY_EVENT = 'cakeday:ready';

export type EmbedErrorCode = 'unknown-widget' | 'unavailable-widget' | 'invalid-config' | 'load-failed';
export interface EmbedErrorDetail {
  code: EmbedErrorCode;
  widget: string;
  message: string;
}

/** The attribute that marks an element for the SDK: `<div data-cakeday-widget="rsvp">`. */
export const WIDGET_ATTRIBUTE = 'data-cakeday-widget';
/** The custom element alternative: `<cakeday-widget name="rsvp">`. */
export const WIDGET_ELEMENT = 'cakeday-widget';

export function isWidgetName(value: string): value is WidgetName {
  return (widgetNames as readonly string[]).includes(value);
}

/** The DOM event name for a contract event: `rsvp.submitted` → `cakeday:rsvp.submitted`. */
export function embedEventType(name: EmbedEventName): string {
  return EMBED_EVENT_PREFIX + name;
}
