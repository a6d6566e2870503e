import type { Context } from 'hono';
import type { CreateItemInput } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppBindings, SessionUser } from '../../deps.ts';
import { wishlistAccessAs } from './wishlist-access.service.ts';
import { wishlistEmbedRepo } from './wishlist-embed.repo.ts';
import { createItem } from './wishlist.service.ts';

type Ctx = Context<AppBindings>;

/**
 * What the add-to-wishlist widget (worker/features/embed, decision 031) gets from this feature
 * through the port createApp hands it: the member's wishlists they may add to, and the add itself
 * with this feature's own access rule, item limit and position, for the member behind the widget's
 * token instead of the request's platform session.
 */
export async function addableWishlists(c: Ctx, user: SessionUser) {
  const rows = await wishlistEmbedRepo.listAddable(c.get('deps').db, user.id, c.get('deps').clock.now());
  return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt).toISOString(), itemCount: Number(row.itemCount) }));
}

export async function addWishlistItemAs(c: Ctx, user: SessionUser, eventId: string, input: CreateItemInput) {
  const access = await wishlistAccessAs(c, user, eventId, 'items');
  const item = await createItem(c, access, input);
  return { id: item.id, eventId: access.event.id, title: item.title, priceCents: item.priceCents };
}
