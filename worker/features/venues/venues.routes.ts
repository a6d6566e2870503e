import { Hono } from 'hono';
import type { Venue } from '../../../core/domain/venues/venue.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { venuesRepo } from './venues.repo.ts';

const MAX_VENUES = 100;

/** `GET /api/venues`: the spec's array of venue cards, best rated first. The venue issue adds search. */
export const venuesRoutes = new Hono<AppBindings>().get('/venues', async (c) => {
  const rows = await venuesRepo.listNewestFirst(c.var.deps.db, MAX_VENUES);
  const body: Venue[] = rows.map((row) => ({ ...row, imageUrls: Array.isArray(row.imageUrls) ? row.imageUrls : [] }));
  return c.json(body, 200, { 'Cache-Control': 'public, max-age=30' });
});
