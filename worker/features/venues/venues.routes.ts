import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { publicJson, sharedAnswer } from '../../middleware/etag.ts';
import { venuesRepo } from './venues.repo.ts';

const MAX_VENUES = 100;

/**
 * `GET /api/venues`: the spec's array of venue cards (core's venueSchema), best rated first. The
 * same for everyone, so shared caches may keep it for 30 s and revalidate it with its ETag. The
 * venue issue adds search.
 */
export const venuesRoutes = new Hono<AppBindings>().get('/venues', async (c) => {
  const body = await sharedAnswer(c, 'venues', () => venuesRepo.listBestRatedJson(c.var.deps.db, MAX_VENUES));
  return publicJson(c, body, 'public, max-age=30');
});
