import { Hono } from 'hono';
import { embedSessionInputSchema, embedWishlistAddInputSchema } from '#core/embed/embed-wishlist.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { readJson } from '../../middleware/request-body.ts';
import { sameOriginOnly } from '../../middleware/session.ts';
import { embedSignInPreview, endEmbedSession, mintEmbedSession } from './embed-session.service.ts';
import { gateWidgetCall } from './embed-widget.service.ts';
import { addToWishlist, type EmbedWishlistPort, wishlistCard, wishlistChoices } from './embed-wishlist.service.ts';

/**
 * The add-to-wishlist widget (decision 031). `/api/embed/sessions…` serve the sign-in popup on our
 * own origin (the member's platform session, same-origin only); `/api/embed/v1/wishlist…` are the
 * widget's calls from the seller's page, behind the key + Origin gate, acting for the member behind
 * the widget-scoped `x-embed-session` token. The add itself is the wishlist feature's, handed in as
 * `wishlist` by createApp.
 */
export function embedWishlistRoutes(wishlist: EmbedWishlistPort) {
  return (
    new Hono<AppBindings>()
      .get('/embed/sessions/preview', async (c) => c.json(await embedSignInPreview(c, c.req.query('key') ?? '', c.req.query('origin') ?? '')))

      .post('/embed/sessions', sameOriginOnly, async (c) => {
        const input = await readJson(c, embedSessionInputSchema);
        return c.json(await mintEmbedSession(c, input), 201);
      })

      // The product card's first call: the seller, and one load in the key's stats.
      .get('/embed/v1/wishlist', async (c) => {
        const key = await gateWidgetCall(c, 'wishlist-add');
        return c.json({ card: await wishlistCard(c, key) });
      })

      .get('/embed/v1/wishlist/events', async (c) => {
        const key = await gateWidgetCall(c, 'wishlist-add');
        return c.json(await wishlistChoices(c, wishlist, key));
      })

      .post('/embed/v1/wishlist/items', async (c) => {
        const key = await gateWidgetCall(c, 'wishlist-add');
        const input = await readJson(c, embedWishlistAddInputSchema);
        return c.json(await addToWishlist(c, wishlist, key, input), 201);
      })

      .post('/embed/v1/wishlist/sign-out', async (c) => {
        const key = await gateWidgetCall(c, 'wishlist-add');
        await endEmbedSession(c, key);
        return c.json({ ok: true });
      })
  );
}
