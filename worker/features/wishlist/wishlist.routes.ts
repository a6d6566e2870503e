import { Hono } from 'hono';
import {
  bandsInputSchema,
  createItemInputSchema,
  pinAssignmentInputSchema,
  readLinkInputSchema,
  reorderItemsInputSchema,
  sendGiftLinksInputSchema,
  setCelebrantInputSchema,
  setGuestBandInputSchema,
  updateItemInputSchema,
  wishlistSettingsInputSchema,
} from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { loadTable, pinAssignment, runAssignment, sendGiftLinks, setGuestBandByHost, unpinAssignment } from './assignment.service.ts';
import { wishlistAccess } from './wishlist-access.service.ts';
import { wishlistRepo } from './wishlist.repo.ts';
import { bandsView, createItem, readProductLink, removeItem, reorderItems, saveBands, saveRevealAt, setCelebrant, updateItem, wishlistView } from './wishlist.service.ts';

/**
 * The host side of the wishlist (host, co-hosts; the celebrant for the items only). Every route
 * loads the event through wishlistAccess first: strangers get a 404. See decision 012.
 */
export const wishlistRoutes = new Hono<AppBindings>()
  // The member's own wishlists as the celebrant, for the dashboard (no guest or claim data).
  .get('/wishlists/celebrating', async (c) => {
    const rows = await wishlistRepo.listCelebrating(c.get('deps').db, requireUser(c).id);
    return c.json({ celebrating: rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt).toISOString() })) });
  })
  .get('/events/:id/wishlist', async (c) => c.json(await wishlistView(c, await wishlistAccess(c, c.req.param('id'), 'items'))))
  .get('/events/:id/wishlist/items', async (c) => c.json(await wishlistView(c, await wishlistAccess(c, c.req.param('id'), 'items'))))

  .post('/events/:id/wishlist/items', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'items');
    const input = await readJson(c, createItemInputSchema);
    return c.json({ item: await createItem(c, access, input) }, 201);
  })

  .patch('/events/:id/wishlist/items/:itemId', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'items');
    const patch = await readJson(c, updateItemInputSchema);
    if (Object.keys(patch).length === 0) throw new ApiError(400, 'Nothing to change: send at least one field of the item.');
    return c.json({ item: await updateItem(c, access, c.req.param('itemId'), patch) });
  })

  .delete('/events/:id/wishlist/items/:itemId', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'items');
    await removeItem(c, access, c.req.param('itemId'));
    return c.json({ ok: true });
  })

  .post('/events/:id/wishlist/items/reorder', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'items');
    const input = await readJson(c, reorderItemsInputSchema);
    return c.json(await reorderItems(c, access, input.itemIds));
  })

  .post('/events/:id/wishlist/read-link', async (c) => {
    await wishlistAccess(c, c.req.param('id'), 'items');
    const input = await readJson(c, readLinkInputSchema);
    return c.json(await readProductLink(c, input.url));
  })

  .get('/events/:id/wishlist/bands', async (c) => c.json(bandsView(await wishlistAccess(c, c.req.param('id'), 'items'))))

  .put('/events/:id/wishlist/bands', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    const input = await readJson(c, bandsInputSchema);
    return c.json(await saveBands(c, access, input));
  })

  .put('/events/:id/wishlist/settings', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    const input = await readJson(c, wishlistSettingsInputSchema);
    return c.json(await saveRevealAt(c, access, input.revealAt));
  })

  .put('/events/:id/celebrant', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'host');
    const input = await readJson(c, setCelebrantInputSchema);
    return c.json(await setCelebrant(c, access, input.email));
  })

  .put('/events/:id/guests/:guestId/band', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    const input = await readJson(c, setGuestBandInputSchema);
    return c.json(await setGuestBandByHost(c, access, c.req.param('guestId'), input.bandId));
  })

  .get('/events/:id/wishlist/assignment', async (c) => c.json(await loadTable(c, await wishlistAccess(c, c.req.param('id'), 'manage'))))

  .post('/events/:id/wishlist/assignment/run', async (c) => c.json(await runAssignment(c, await wishlistAccess(c, c.req.param('id'), 'manage'))))

  .post('/events/:id/wishlist/assignment/send', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    const input = await readJson(c, sendGiftLinksInputSchema);
    return c.json(await sendGiftLinks(c, access, [...new Set(input.channels)]));
  })

  .put('/events/:id/wishlist/assignment/:guestId', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    const input = await readJson(c, pinAssignmentInputSchema);
    return c.json(await pinAssignment(c, access, c.req.param('guestId'), input));
  })

  .delete('/events/:id/wishlist/assignment/:guestId', async (c) => {
    const access = await wishlistAccess(c, c.req.param('id'), 'manage');
    return c.json(await unpinAssignment(c, access, c.req.param('guestId')));
  });
