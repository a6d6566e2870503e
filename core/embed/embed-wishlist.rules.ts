/**
 * The add-to-wishlist widget's contract without zod (decision 031), so the widget's chunk can use
 * it: the popup sign-in's message, the widget-scoped session header, and the shapes the widget API
 * answers with. The zod schema of the add call is in embed-wishlist.schema.ts.
 */

/** How long a widget-scoped sign-in lasts: long enough for a shopping visit, short if a page leaks it. */
export const EMBED_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/** The request header carrying the widget-scoped token (never a URL, never a cookie). */
export const EMBED_SESSION_HEADER = 'x-embed-session';

/** `ces_` and 32 URL-safe random characters; anything else is not worth a database lookup. */
export const EMBED_SESSION_PATTERN = /^ces_[A-Za-z0-9_-]{30,60}$/;

export function isEmbedSessionToken(value: unknown): value is string {
  return typeof value === 'string' && EMBED_SESSION_PATTERN.test(value);
}

/** What the sign-in popup on Cakeday's origin posts to the widget's page (that exact origin only). */
export const EMBED_SIGNED_IN_MESSAGE = 'cakeday:embed-signed-in';
export interface EmbedSignedInMessage {
  type: typeof EMBED_SIGNED_IN_MESSAGE;
  token: string;
  /** The member's first name, for "Signed in as Ana". */
  name: string;
  expiresAt: string;
}

/** The popup's page on Cakeday: `/embed/sign-in?key=…&origin=…`. */
export function embedSignInPath(key: string, origin: string): string {
  return `/embed/sign-in?key=${encodeURIComponent(key)}&origin=${encodeURIComponent(origin)}`;
}

/** GET /api/embed/v1/wishlist: the seller behind the key (the first call of a product card, counted as a load). */
export interface EmbedWishlistCard {
  sellerName: string;
  /** Wishlists keep prices in this currency; a product priced in another one cannot be added yet. */
  currency: 'USD';
}

/** One party whose wishlist the signed-in member may add to (host, accepted co-host or celebrant). */
export interface EmbedWishlistChoice {
  eventId: string;
  title: string;
  startsAt: string;
  timeZone: string;
  itemCount: number;
}

/** GET /api/embed/v1/wishlist/events: the signed-in member's wishlists, soonest party first. */
export interface EmbedWishlistChoices {
  member: { name: string };
  wishlists: EmbedWishlistChoice[];
  /** Where to create a party (and with it a wishlist) on Cakeday, when there is none yet. */
  createUrl: string;
}

/** POST /api/embed/v1/wishlist/items: the item on the wishlist, and the wishlist's page on Cakeday. */
export interface EmbedWishlistAdded {
  item: { id: string; eventId: string; title: string; priceCents: number };
  wishlistUrl: string;
}

/** Where an item added through a seller's key came from, in the item's `productRef`. */
export function embedProductRef(keyId: string): string {
  return `embed:${keyId}`;
}
