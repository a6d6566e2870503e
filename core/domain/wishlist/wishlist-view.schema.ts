import { z } from 'zod';

/**
 * What the wishlist API answers: the contract between worker/features/wishlist and the platform.
 * Times are ISO strings (UTC). Prices are whole cents in `currency`.
 */

/** Same values as `AssignmentExplanation` in assignment.rules.ts. */
export const assignmentExplanations = ['bought', 'pinned', 'in_band', 'nearest_band', 'no_band', 'no_item_free'] as const;

export const bandSchema = z.object({
  id: z.string(),
  label: z.string(),
  minCents: z.number(),
  /** null: no upper limit. A band holds prices minCents ≤ price < maxCents. */
  maxCents: z.number().nullable(),
});
export type BandView = z.infer<typeof bandSchema>;

/** Celebrant-safe status of an item: never says by whom. */
export const itemStatuses = ['available', 'reserved', 'bought'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/** One claimed unit, with the guest's name: for hosts/co-hosts, and for the celebrant only after the reveal. */
export const itemClaimSchema = z.object({
  guestId: z.string(),
  guestName: z.string(),
  unitIndex: z.number(),
  status: z.enum(['assigned', 'bought']),
  pinned: z.boolean(),
});
export type ItemClaim = z.infer<typeof itemClaimSchema>;

export const wishlistItemSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  priceCents: z.number(),
  currency: z.string(),
  quantity: z.number(),
  priority: z.number(),
  notes: z.string().nullable(),
  productRef: z.string().nullable(),
  position: z.number(),
  /** Priced above every band: a group pot several guests contribute to (never assigned to one guest). */
  isPot: z.boolean(),
  /** 'bought' when every unit is bought; 'reserved' when any unit is assigned or bought; else 'available'. */
  status: z.enum(itemStatuses),
  unitsReserved: z.number(),
  unitsBought: z.number(),
  /** Who has which unit. null when the viewer may not know (the celebrant before the reveal). */
  claims: z.array(itemClaimSchema).nullable(),
  /** Guests who joined this group pot. null when the viewer may not know. */
  potMembers: z.array(z.object({ guestId: z.string(), guestName: z.string() })).nullable(),
  /** Number of guests in the pot (visible to everyone who sees the list). */
  potMemberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WishlistItemView = z.infer<typeof wishlistItemSchema>;

/** GET /api/events/:id/wishlist/items (and GET /api/events/:id/wishlist). */
export const wishlistViewSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  currency: z.string(),
  viewerRole: z.enum(['host', 'cohost', 'celebrant']),
  /** When names become visible to the celebrant (the end of the party unless the host chose a date). */
  revealAt: z.string(),
  /** True when the host chose the reveal date; false when it is the party's end. */
  revealAtChosen: z.boolean(),
  /** For the celebrant: whether names are shown yet. Always true for hosts. */
  revealed: z.boolean(),
  bands: z.array(bandSchema),
  /** True while the host has not saved their own bands. */
  bandsAreDefault: z.boolean(),
  /** The celebrant member, for hosts (null when none or when the viewer is the celebrant). */
  celebrant: z.object({ name: z.string(), email: z.string() }).nullable(),
  items: z.array(wishlistItemSchema),
});
export type WishlistView = z.infer<typeof wishlistViewSchema>;

/** GET/PUT /api/events/:id/wishlist/bands */
export const bandsViewSchema = z.object({ bands: z.array(bandSchema), isDefault: z.boolean() });
export type BandsView = z.infer<typeof bandsViewSchema>;

export const assignmentRowStatuses = ['assigned', 'bought', 'in_pot', 'unassigned'] as const;

/** One guest in the host's assignment table. */
export const assignmentRowSchema = z.object({
  guestId: z.string(),
  guestName: z.string(),
  rsvpStatus: z.string(),
  /** The guest's band (null: none chosen). */
  band: bandSchema.nullable(),
  /** Who chose the band. */
  bandChosenBy: z.enum(['host', 'guest']).nullable(),
  status: z.enum(assignmentRowStatuses),
  item: z.object({ id: z.string(), title: z.string(), priceCents: z.number(), imageUrl: z.string().nullable(), unitIndex: z.number(), quantity: z.number() }).nullable(),
  /** The group pot joined instead (status 'in_pot'). */
  pot: z.object({ id: z.string(), title: z.string() }).nullable(),
  pinned: z.boolean(),
  explanation: z.enum(assignmentExplanations).nullable(),
  /** A sentence for people, e.g. "Matched in your band". */
  explanationText: z.string().nullable(),
  /** Can receive their link by email / SMS. */
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

/** GET /api/events/:id/wishlist/assignment, POST …/assignment/run, PUT/DELETE …/assignment/:guestId */
export const assignmentTableSchema = z.object({
  eventId: z.string(),
  currency: z.string(),
  /** When the assignment last ran; null: never. */
  ranAt: z.string().nullable(),
  bands: z.array(bandSchema),
  rows: z.array(assignmentRowSchema),
  /** Units of non-pot items nobody holds, for the override picker. */
  freeUnits: z.array(z.object({ itemId: z.string(), title: z.string(), priceCents: z.number(), unitIndex: z.number() })),
  pots: z.array(z.object({ itemId: z.string(), title: z.string(), priceCents: z.number(), members: z.array(z.object({ guestId: z.string(), guestName: z.string() })) })),
  summary: z.object({ guests: z.number(), assigned: z.number(), bought: z.number(), inPot: z.number(), unassigned: z.number(), freeUnits: z.number() }),
  /** Guests left out of the run and why (declined / waitlisted). */
  excludedNote: z.string(),
});
export type AssignmentTable = z.infer<typeof assignmentTableSchema>;

/** POST /api/events/:id/wishlist/assignment/send */
export const sendGiftLinksResultSchema = z.object({ queued: z.number(), skipped: z.number(), message: z.string() });
export type SendGiftLinksResult = z.infer<typeof sendGiftLinksResultSchema>;

/** GET /api/gift (header x-guest-token): the guest's own gift page /a/:token. */
export const guestGiftViewSchema = z.object({
  event: z.object({ title: z.string(), slug: z.string(), startsAt: z.string(), timeZone: z.string(), celebrantName: z.string().nullable(), status: z.enum(['active', 'cancelled']) }),
  guest: z.object({ name: z.string(), rsvpStatus: z.string() }),
  currency: z.string(),
  band: bandSchema.nullable(),
  bands: z.array(bandSchema),
  gift: z
    .object({
      itemId: z.string(),
      title: z.string(),
      url: z.string().nullable(),
      imageUrl: z.string().nullable(),
      priceCents: z.number(),
      notes: z.string().nullable(),
      unitIndex: z.number(),
      status: z.enum(['assigned', 'bought']),
      pinned: z.boolean(),
      explanation: z.enum(assignmentExplanations),
      explanationText: z.string(),
    })
    .nullable(),
  /** Group pots the guest can join (items above every band). */
  pots: z.array(z.object({ itemId: z.string(), title: z.string(), url: z.string().nullable(), imageUrl: z.string().nullable(), priceCents: z.number(), memberCount: z.number(), joined: z.boolean() })),
  /** The pot the guest joined instead of a single gift. */
  joinedPotItemId: z.string().nullable(),
  /** Whether another free unit exists in the guest's band (swap would succeed). */
  canSwap: z.boolean(),
  /** A sentence for the page when there is no gift ("The host hasn't assigned gifts yet", "You can't go…"). */
  message: z.string().nullable(),
});
export type GuestGiftView = z.infer<typeof guestGiftViewSchema>;

/** GET /api/wishlists/celebrating: the wishlists a member manages as the celebrant (dashboard). */
export const celebratingListSchema = z.object({
  celebrating: z.array(z.object({ eventId: z.string(), slug: z.string(), title: z.string(), startsAt: z.string(), timeZone: z.string(), status: z.enum(['active', 'cancelled']) })),
});
export type CelebratingList = z.infer<typeof celebratingListSchema>;
