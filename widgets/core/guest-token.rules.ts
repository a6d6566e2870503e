/**
 * The guest's personal link token (decision 008), for the widgets that act for one invited guest
 * (RSVP, contribution). DOM-free and zod-free so it is tested in Node and costs little in a chunk.
 */

const GUEST_TOKEN = /^[\w-]+$/;

/**
 * `data-guest` wins; otherwise the page URL's `g` parameter, because a host who embeds the widget
 * on their own site sends guests there with the same `?g=` link the invitation carries. A value not
 * shaped like a token is dropped here rather than sent to the API in a header.
 *
 * @example
 * guestTokenOf(undefined, 'https://example.com/party?g=abc') // → 'abc'
 */
export function guestTokenOf(attribute: string | undefined, pageUrl: string): string | null {
  let guest = attribute || null;
  if (!guest) {
    try {
      guest = new URL(pageUrl).searchParams.get('g');
    } catch {
      guest = null;
    }
  }
  if (guest && (guest.length > 200 || !GUEST_TOKEN.test(guest))) return null;
  return guest;
}
