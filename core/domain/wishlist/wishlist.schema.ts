import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { MAX_PRICE_CENTS } from './product-values.rules.ts';

/**
 * The wishlist contract: what the host / celebrant / guest send to the wishlist API.
 * Prices are whole cents in the event's currency (USD for now: `WISHLIST_CURRENCY`).
 */
export const WISHLIST_CURRENCY = 'USD';
export { MAX_PRICE_CENTS };
export const MAX_QUANTITY = 99;
export const MAX_BANDS = 8;
export const MAX_ITEMS = 200;

const PRICE_MESSAGE = 'Price must be a whole number of cents from 0 to 100,000.00';
const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
const PRIORITY_MESSAGE = 'Priority must be a whole number from 1 (most wanted) to 5';

export const priceCentsSchema = z.number({ error: PRICE_MESSAGE }).int(PRICE_MESSAGE).min(0, PRICE_MESSAGE).max(MAX_PRICE_CENTS, PRICE_MESSAGE);

/** A product page address: http(s) only, at most 2000 characters. */
export const productUrlSchema = z
  .string({ error: 'Link must be a web address starting with http:// or https://' })
  .trim()
  .max(2000, 'Link is too long (at most 2000 characters)')
  .pipe(z.url({ protocol: /^https?$/, error: 'Link must be a web address starting with http:// or https://' }));

/**
 * The demo wishlist's pictures, which the app serves itself (platform/public/demo/wishlist): a demo
 * item's picture must survive the host editing that item, and `npm start` runs on plain http.
 */
export const DEMO_WISHLIST_PICTURE = /^\/demo\/wishlist\/[a-z-]+\.webp$/;

const imageUrlSchema = z
  .string({ error: 'Image must be a web address starting with https://' })
  .trim()
  .max(2000, 'Image address is too long (at most 2000 characters)')
  .pipe(
    z.union([z.string().regex(DEMO_WISHLIST_PICTURE), z.url({ protocol: /^https$/, error: 'Image must be a web address starting with https://' })], {
      error: 'Image must be a web address starting with https://',
    }),
  );

const itemFields = z.object({
  url: productUrlSchema.nullable().optional(),
  title: singleLineText({ label: 'Title', error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters long'),
  imageUrl: imageUrlSchema.nullable().optional(),
  priceCents: priceCentsSchema,
  quantity: z.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE),
  priority: z.number({ error: PRIORITY_MESSAGE }).int(PRIORITY_MESSAGE).min(1, PRIORITY_MESSAGE).max(5, PRIORITY_MESSAGE),
  notes: multilineText({ label: 'Notes', error: 'Notes must be text' }).trim().max(1000, 'Notes must be at most 1000 characters long').nullable().optional(),
  /** A marketplace product this item stands for (set by the marketplace later; opaque here). */
  productRef: z.string().trim().min(1).max(100, 'Product reference is too long').nullable().optional(),
});

export const createItemInputSchema = itemFields
  .extend({
    quantity: itemFields.shape.quantity.default(1),
    priority: itemFields.shape.priority.default(3),
  })
  .strict();
export type CreateItemInput = z.infer<typeof createItemInputSchema>;

/** An edit sends only what changed. */
export const updateItemInputSchema = itemFields.partial().strict();
export type UpdateItemInput = z.infer<typeof updateItemInputSchema>;

/** The whole list in its new order (every item of the list exactly once). */
export const reorderItemsInputSchema = z
  .object({
    itemIds: z
      .array(z.string({ error: 'Item ids must be text' }).min(1), { error: 'itemIds must be a list of item ids' })
      .min(1, 'Send the item ids in their new order')
      .max(MAX_ITEMS, `A wishlist holds at most ${MAX_ITEMS} items`)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'Each item may appear only once' }),
  })
  .strict();
export type ReorderItemsInput = z.infer<typeof reorderItemsInputSchema>;

/** Read a product page for its title, image and price. */
export const readLinkInputSchema = z.object({ url: productUrlSchema }).strict();
export type ReadLinkInput = z.infer<typeof readLinkInputSchema>;

/** What a link read answers: fields it found (absent when not found) and a message for the person. */
export const readLinkOutcomeSchema = z.object({
  ok: z.boolean(),
  title: z.string().optional(),
  imageUrl: z.string().optional(),
  priceCents: z.number().optional(),
  currency: z.string().optional(),
  message: z.string(),
});
export type ReadLinkOutcome = z.infer<typeof readLinkOutcomeSchema>;

// ── Price bands ────────────────────────────────────────────────────────────────────────────

export const bandInputSchema = z
  .object({
    /** Present when editing an existing band (keeps guests' choices); absent for a new one. */
    id: z.string().min(1).max(64).optional(),
    label: singleLineText({ label: 'Band name', error: 'Each band needs a name' }).trim().min(1, 'Each band needs a name').max(40, 'Band names must be at most 40 characters long'),
    minCents: priceCentsSchema,
    /** null = no upper limit ("$100+"). The band holds prices minCents ≤ p < maxCents. */
    maxCents: priceCentsSchema.nullable(),
  })
  .strict()
  .refine((band) => band.maxCents === null || band.maxCents > band.minCents, {
    message: 'A band must end above where it starts',
    path: ['maxCents'],
  });
export type BandInput = z.infer<typeof bandInputSchema>;

/** Bands from cheapest to dearest, not overlapping; only the last may be open-ended. */
export const bandsInputSchema = z
  .object({
    bands: z.array(bandInputSchema, { error: 'bands must be a list' }).min(1, 'Keep at least one band').max(MAX_BANDS, `At most ${MAX_BANDS} bands`),
  })
  .strict()
  .superRefine((input, context) => {
    const { bands } = input;
    for (let i = 1; i < bands.length; i += 1) {
      const previous = bands[i - 1]!;
      const band = bands[i]!;
      if (previous.maxCents === null) {
        context.addIssue({ code: 'custom', path: ['bands', i - 1, 'maxCents'], message: 'Only the last band can have no upper limit' });
        return;
      }
      if (band.minCents < previous.maxCents) {
        context.addIssue({ code: 'custom', path: ['bands', i, 'minCents'], message: 'Bands must be in order from cheapest to dearest and must not overlap' });
        return;
      }
    }
    const labels = bands.map((band) => band.label.toLowerCase());
    if (new Set(labels).size !== labels.length) context.addIssue({ code: 'custom', path: ['bands'], message: 'Each band needs its own name' });
  });
export type BandsInput = z.infer<typeof bandsInputSchema>;

/** Used until the host saves their own bands. */
export const DEFAULT_BANDS: readonly { id: string; label: string; minCents: number; maxCents: number | null }[] = [
  { id: 'default-under-25', label: 'Under $25', minCents: 0, maxCents: 2500 },
  { id: 'default-25-50', label: '$25–50', minCents: 2500, maxCents: 5000 },
  { id: 'default-50-100', label: '$50–100', minCents: 5000, maxCents: 10000 },
  { id: 'default-100-plus', label: '$100+', minCents: 10000, maxCents: null },
];

// ── Settings, bands for guests, assignment ───────────────────────────────────────────────

/** When names of who claimed what become visible to the celebrant; null = the end of the party. */
export const wishlistSettingsInputSchema = z
  .object({
    revealAt: z.iso.datetime({ offset: true, error: 'Reveal date must be a date and time like 2026-12-01T18:00:00Z' }).nullable(),
  })
  .strict();
export type WishlistSettingsInput = z.infer<typeof wishlistSettingsInputSchema>;

/** The host sets a guest's band (null clears it). */
export const setGuestBandInputSchema = z.object({ bandId: z.string({ error: 'Choose a band' }).min(1, 'Choose a band').max(64).nullable() }).strict();
export type SetGuestBandInput = z.infer<typeof setGuestBandInputSchema>;

/** A guest chooses their own band on their link. */
export const chooseBandInputSchema = z.object({ bandId: z.string({ error: 'Choose a band' }).min(1, 'Choose a band').max(64) }).strict();
export type ChooseBandInput = z.infer<typeof chooseBandInputSchema>;

/** The host pins one guest to one item (a unit of it: the first free one when unitIndex is left out). */
export const pinAssignmentInputSchema = z
  .object({
    itemId: z.string({ error: 'Choose an item' }).min(1, 'Choose an item'),
    unitIndex: z
      .number({ error: 'Unit must be a whole number' })
      .int('Unit must be a whole number')
      .min(0)
      .max(MAX_QUANTITY - 1)
      .optional(),
  })
  .strict();
export type PinAssignmentInput = z.infer<typeof pinAssignmentInputSchema>;

export const sendChannels = ['email', 'sms'] as const;
export const sendGiftLinksInputSchema = z
  .object({
    channels: z
      .array(z.enum(sendChannels, { error: 'Channels must be "email" and/or "sms"' }))
      .min(1, 'Choose email, SMS or both')
      .max(2),
  })
  .strict();
export type SendGiftLinksInput = z.infer<typeof sendGiftLinksInputSchema>;

/** The host names which member is the celebrant (null: nobody). */
export const setCelebrantInputSchema = z.object({ email: z.email({ error: 'Please enter the email address of the celebrant’s Cakeday account' }).max(254).nullable() }).strict();
export type SetCelebrantInput = z.infer<typeof setCelebrantInputSchema>;

/** A guest puts their share into a group pot instead of buying a gift alone. */
export const joinPotInputSchema = z.object({ itemId: z.string({ error: 'Choose a group pot' }).min(1, 'Choose a group pot') }).strict();
export type JoinPotInput = z.infer<typeof joinPotInputSchema>;
