import { Hono } from 'hono';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { contributionsCsv, csvFileName } from './contributions-csv.ts';
import { cancelContribution, followContribution, listMine, loadMine, mineViews, startContribution } from './contributions.service.ts';
import { eventMoney, hostRefund } from './event-money.service.ts';
import { contributorOf, guestFromHeader, loadManagedEvent, NO_CONTRIBUTOR } from '../money-access.service.ts';
import { moneyRepo } from '../money.repo.ts';
import { publicPotViews } from './pots.service.ts';

const NO_STORE = { 'cache-control': 'private, no-store' };

/** Contributors start, follow and cancel their contributions; the hosts see and export them. */
export const contributionsRoutes = new Hono<AppBindings>()
  .post('/pots/:potId/contributions', async (c) => c.json(await startContribution(c, c.req.param('potId')), 201))

  // The guest link's money: open pots of the guest's event and this guest's contributions.
  .get('/gift/pots', async (c) => {
    const guest = await guestFromHeader(c);
    if (!guest) throw new ApiError(404, 'Open your personal guest link to see the pots.');
    const event = (await moneyRepo.findEvent(c.get('deps').db, guest.eventId))!;
    const pots = await moneyRepo.listPots(c.get('deps').db, event.id, true);
    const rows = await moneyRepo.listMine(c.get('deps').db, { guestIds: [guest.id], userId: null });
    return c.json({ pots: await publicPotViews(c, event, pots), contributions: await mineViews(c, rows) }, 200, NO_STORE);
  })

  .get('/contributions/mine', async (c) => {
    const who = await contributorOf(c);
    if (!who.guest && !who.user) throw new ApiError(401, NO_CONTRIBUTOR);
    return c.json({ contributions: await listMine(c, who) }, 200, NO_STORE);
  })

  .get('/contributions/:id', async (c) => c.json(await followContribution(c, c.req.param('id')), 200, NO_STORE))

  .post('/contributions/:id/cancel', async (c) => {
    const row = await cancelContribution(c, await loadMine(c, c.req.param('id')));
    const [view] = await mineViews(c, [row]);
    return c.json(view!);
  })

  .get('/events/:eventId/contributions', async (c) => {
    const { event } = await loadManagedEvent(c, c.req.param('eventId'));
    return c.json((await eventMoney(c, event)).view, 200, NO_STORE);
  })

  .get('/events/:eventId/contributions.csv', async (c) => {
    const { event } = await loadManagedEvent(c, c.req.param('eventId'));
    const { view } = await eventMoney(c, event);
    return c.body(contributionsCsv(view), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(event.slug)}"`,
      ...NO_STORE,
    });
  })

  .post('/events/:eventId/contributions/:id/refund', async (c) => {
    const { event } = await loadManagedEvent(c, c.req.param('eventId'));
    return c.json(await hostRefund(c, event, c.req.param('id')));
  });
