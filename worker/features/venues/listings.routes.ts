import { Hono } from 'hono';
import { createListingInputSchema, updateListingInputSchema } from '#core/domain/venues/listing.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { parseInput, readJson, readJsonObject } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { listingsRepo } from './listings.repo.ts';
import { createListing, loadOwnListing, moveListing, ownerListingView, updateListing } from './listings.service.ts';

/**
 * The owner's side of venue listings: create a draft, list and read one's own, edit,
 * publish, pause. Only the owner sees or changes a listing: anyone else gets the 404 of a listing
 * that does not exist, and a visitor signed out a 401.
 */
export const listingsRoutes = new Hono<AppBindings>()
  .post('/host/venues', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, createListingInputSchema);
    const row = await createListing(c, user, input);
    return c.json({ listing: ownerListingView(row) }, 201);
  })

  .get('/host/venues', async (c) => {
    const user = requireUser(c);
    const rows = await listingsRepo.listByOwner(c.get('deps').db, user.id);
    return c.json({ listings: rows.map(ownerListingView) });
  })

  .get('/host/venues/:id', async (c) => {
    const { row } = await loadOwnListing(c, c.req.param('id'));
    return c.json({ listing: ownerListingView(row) });
  })

  .patch('/host/venues/:id', async (c) => {
    const { user, row } = await loadOwnListing(c, c.req.param('id'));
    const raw = await readJsonObject(c);
    const parsed = parseInput(updateListingInputSchema, raw);
    // Only what the request sent: zod may fill defaults in nested parts, which must not reset anything.
    const sent = new Set(Object.keys(raw));
    const patch = Object.fromEntries(Object.entries(parsed).filter(([key]) => sent.has(key))) as typeof parsed;
    if (Object.keys(patch).length === 0) throw new ApiError(400, 'Nothing to change: send at least one field of the listing.');
    const updated = await updateListing(c, user, row, patch);
    return c.json({ listing: ownerListingView(updated) });
  })

  .post('/host/venues/:id/publish', async (c) => {
    const { row } = await loadOwnListing(c, c.req.param('id'));
    return c.json({ listing: ownerListingView(await moveListing(c, row, 'published')) });
  })

  .post('/host/venues/:id/pause', async (c) => {
    const { row } = await loadOwnListing(c, c.req.param('id'));
    return c.json({ listing: ownerListingView(await moveListing(c, row, 'paused')) });
  });
