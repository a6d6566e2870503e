import { z } from 'zod';

/** `POST /api/marketplace/products/:id/wishlist`: which of the member's events, and optionally which variant. */
export const productWishlistInputSchema = z
  .object({
    eventId: z.string({ error: 'Choose one of your events' }).min(1, 'Choose one of your events').max(100, 'Choose one of your events'),
    variantId: z.string({ error: 'Choose a variant' }).min(1, 'Choose a variant').max(100, 'Choose a variant').optional(),
  })
  .strict();
export type ProductWishlistInput = z.infer<typeof productWishlistInputSchema>;
