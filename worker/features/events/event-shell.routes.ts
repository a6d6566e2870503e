import { Hono } from 'hono';
import { eventShareMeta } from '../../../core/domain/events/event-share.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { injectShareMeta } from './event-shell.service.ts';
import { eventsRepo } from './events.repo.ts';

/**
 * `GET /e/:slug` outside the API: the platform's page with the event's share preview in its
 * <head>. Falls through to the plain static page when the runtime gives no app shell.
 */
export const eventShellRoutes = new Hono<AppBindings>().get('/e/:slug', async (c, next) => {
  const shell = await c.var.deps.appShell?.(c);
  if (!shell) return next();
  const event = await eventsRepo.findEventBySlug(c.var.deps.db, c.req.param('slug'));
  if (!event) return c.html(shell, 404);
  const url = `${(c.var.deps.env.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '')}/e/${encodeURIComponent(event.slug)}`;
  return c.html(injectShareMeta(shell, eventShareMeta(event, url)));
});
