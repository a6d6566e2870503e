/**
 * The add-to-wishlist widget's inputs as zod schemas (decision 031). The product's fields are the
 * wishlist's own add-item rules (`createItemInputSchema`), so an item added from a shop's page is
 * held to exactly what the wishlist screen accepts.
 */
import { z } from 'zod';
import { createItemInputSchema, WISHLIST_CURRENCY } from '../domain/wishlist/wishlist.schema.ts';
import { EMBED_KEY_PATTERN } from './embed-keys.rules.ts';

export * from './embed-wishlist.rules.ts';

/** POST /api/embed/sessions (the popup, on Cakeday's own origin, signed in): a token for this key and page origin. */
export const embedSessionInputSchema = z
  .object({
    key: z.string({ error: 'The shop’s button sent no key' }).regex(EMBED_KEY_PATTERN, 'The shop’s button sent a key that is not a Cakeday key'),
    origin: z.string({ error: 'The shop’s page did not say which site it is' }).min(1, 'The shop’s page did not say which site it is').max(200, 'The shop’s site address is too long'),
  })
  .strict();
export type EmbedSessionInput = z.infer<typeof embedSessionInputSchema>;

/** POST /api/embed/v1/wishlist/items: which party's wishlist, and the product as the seller's page describes it. */
export const embedWishlistAddInputSchema = createItemInputSchema
  .pick({ title: true, priceCents: true, imageUrl: true, url: true })
  .extend({
    eventId: z.string({ error: 'Choose one of your wishlists' }).trim().min(1, 'Choose one of your wishlists').max(100, 'Choose one of your wishlists'),
    currency: z
      .string({ error: 'The currency must be a three-letter code like USD' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter code like USD')
      .superRefine((code, context) => {
        if (code !== WISHLIST_CURRENCY) context.addIssue({ code: 'custom', message: `Cakeday wishlists keep prices in US dollars for now; this product is priced in ${code}.` });
      })
      .optional(),
  })
  .strict();
export type EmbedWishlistAddInput = z.infer<typeof embedWishlistAddInputSchema>;
