/**
 * The RSVP widget's gift part (decision 032), zod-free for the widget's budget: the guest's own
 * assigned gift from the wishlist's fair assignment, as GET /api/embed/v1/rsvp/gift answers.
 */

export interface EmbedGift {
  itemId: string;
  title: string;
  /** The shop's page for the item, when the wishlist has one. */
  url: string | null;
  /** An absolute URL on Cakeday's origin (the widget runs on another site). */
  imageUrl: string | null;
  priceCents: number;
  currency: 'usd';
  status: 'assigned' | 'bought';
  /** Why this gift went to this guest, in a sentence ("It fits the price band you chose"). */
  explanationText: string;
}

/** GET /api/embed/v1/rsvp/gift and POST …/gift/bought (guest link only): the guest's gift, or why there is none. */
export interface EmbedGiftAnswer {
  eventSlug: string;
  gift: EmbedGift | null;
  /** A sentence when there is no gift (not handed out yet, declined, waitlisted, in a group gift). */
  message: string | null;
  /** The guest's own gift page on Cakeday (swap, price band, group gifts). */
  giftPageUrl: string;
}
