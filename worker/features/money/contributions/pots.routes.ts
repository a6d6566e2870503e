import { Hono } from 'hono';
import { createPotInputSchema, updatePotInputSchema } from '#core/domain/money/money-view.schema.ts';
import type { AppBindings } from '#worker/deps.ts';
import { readJson } from '#worker/middleware/request-body.ts';
import { contributorOf, eventNotFound, loadManagedEvent, seesEvent } from '../money-access.service.ts';
import { moneyRepo } from '../money.repo.ts';
import { createPot, hostPotViews, publicPotViews, updatePot, visiblePotView } from './pots.service.ts';

const NO_STORE = { 'cache-control': 'private, no-store' };

/** Pots: the hosts create and manage them; contributors read the ones they may see. */
export const potsRoutes = new Hono<AppBindings>()
  .get('/events/:eventId/pots', async (c) => {
    const { event } = await loadManagedEvent(c, c.req.param('eventId'));
    return c.json({ pots: await hostPotViews(c, event) }, 200, NO_STORE);
  })

  .post('/events/:eventId/pots', async (c) => {
    const { event, user } = await loadManagedEvent(c, c.req.param('eventId'));
    const input = await readJson(c, createPotInputSchema);
    return c.json(await createPot(c, event, user.id, input), 201);
  })

  .patch('/events/:eventId/pots/:potId', async (c) => {
    const { event } = await loadManagedEvent(c, c.req.param('eventId'));
    const input = await readJson(c, updatePotInputSchema);
    return c.json(await updatePot(c, event, c.req.param('potId'), input));
  })

  .get('/pots/:potId', async (c) => c.json(await visiblePotView(c, c.req.param('potId')), 200, NO_STORE))

  // The public event page's pots: visitors see them unless the event is invite-only.
  .get('/public/events/:slug/pots', async (c) => {
    const slug = c.req.param('slug');
    const event = slug.length <= 100 ? await moneyRepo.findEventBySlug(c.get('deps').db, slug) : undefined;
    if (!event) throw eventNotFound();
    // A link of another event (or an outdated one) just counts as no link here, as on the page itself.
    const who = await contributorOf(c).catch(() => ({ guest: null, user: c.get('user') }));
    if (!(await seesEvent(c, event, who))) return c.json({ pots: [] }, 200, NO_STORE);
    const pots = await moneyRepo.listPots(c.get('deps').db, event.id, true);
    return c.json({ pots: await publicPotViews(c, event, pots) }, 200, NO_STORE);
  });
