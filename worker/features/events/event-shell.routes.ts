import { Hono } from 'hono';
import { eventShareMeta } from '#core/domain/events/event-share.rules.ts';
import { googleCalendarLink, outlookCalendarLink } from '#core/domain/events/ics.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { appUrl } from '../../middleware/app-url.ts';
import { htmlPage } from '../../middleware/html-page.ts';
import { injectServerContent, injectShareMeta, renderEventCard, type PublicEventCard } from './event-shell.service.ts';
import { eventsRepo } from './events.repo.ts';

/**
 * `GET /e/:slug` outside the API: the platform's page with the event's share preview in its
 * <head> and the event's card drawn in the page, so the first paint shows the party before any
 * JavaScript runs (docs/decisions/022-public-first-paint.md). Falls through to the plain static
 * page when the runtime gives no app shell.
 *
 * What is drawn is the visitor's view, always: the session cookie and a guest link's `?g=` token
 * are never read here (the app asks the API with them once it runs), so the answer is the same
 * for every viewer and holds nothing private.
 */
export const eventShellRoutes = new Hono<AppBindings>().get('/e/:slug', async (c, next) => {
  const shell = await c.get('deps').appShell?.(c);
  if (!shell) return next();
  const slug = c.req.param('slug');
  // The public API's own batch (event, host names, counts), without any guest.
  const page = slug.length <= 100 ? await eventsRepo.publicPage(c.get('deps').db, slug, {}) : undefined;
  const event = page?.event;
  if (!page || !event) return htmlPage(c, shell, 404);
  const url = `${appUrl(c)}/e/${encodeURIComponent(event.slug)}`;
  // The calendar links a visitor gets from the API: no location.
  const calendarFacts = { title: event.title, description: event.description, location: null, startsAt: event.startsAt, endsAt: event.endsAt, url };
  const card: PublicEventCard = {
    slug: event.slug,
    title: event.title,
    celebrantName: event.celebrantName,
    celebrantAge: event.celebrantAge,
    timeZone: event.timeZone,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    coverImageUrl: event.coverImageUrl,
    status: event.status,
    hosts: page.hosts.map((host) => host.name),
    calendar: {
      icsUrl: `/api/public/events/${encodeURIComponent(event.slug)}/calendar.ics`,
      google: googleCalendarLink(calendarFacts),
      outlook: outlookCalendarLink(calendarFacts),
    },
  };
  const withMeta = injectShareMeta(shell, eventShareMeta(event, url));
  return htmlPage(c, injectServerContent(withMeta, renderEventCard(card)));
});
