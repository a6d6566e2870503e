import { type Context, Hono } from 'hono';
import { commentInputSchema, openRsvpInputSchemaFor, rsvpInputSchema } from '#core/domain/events/guest.schema.ts';
import { countryForTimeZone } from '#core/domain/contacts/time-zone-country.rules.ts';
import type { AppBindings } from '../../deps.ts';
import { ownJson, publicJson } from '../../cache/json-responses.ts';
import { readJson } from '../../middleware/request-body.ts';
import { guestLinkFor, linkAnswerTarget, loadEventAndViewer } from './event-access.service.ts';
import { ownGuestView } from './event-view.service.ts';
import type { AnswerEvent, AnswerGuest } from './events.repo.ts';
import { calendarFile, goingPage, icsFileName, listComments, openRsvp, postComment, publicEventPage } from './public-events.service.ts';
import { answerRsvp } from './rsvp.service.ts';

/**
 * The public event page `/e/:slug` and what a guest does there. The viewer comes from the
 * `x-guest-token` header (a guest of this event) or the session; private details only for guests
 * and hosts.
 */
export const publicEventsRoutes = new Hono<AppBindings>()
  .get('/public/events/:slug', async (c) => {
    const { body, shared } = await publicEventPage(c, c.req.param('slug'));
    // Without a session or guest link the answer is the same for everyone: revalidated by its ETag
    // on every use (max-age=0), and Vary keeps a shared cache from serving it to a signed-in viewer.
    if (shared) return publicJson(c, body, 'public, max-age=0, must-revalidate', 'Cookie, Authorization, X-Guest-Token');
    return ownJson(body, 'private, no-store');
  })

  .post('/public/events/:slug/rsvp', async (c) => {
    // A guest through their link without a session (how invitations are answered): one small read.
    const linked = await linkAnswerTarget(c, c.req.param('slug'));
    if (linked) return answerAsGuest(c, linked.event, linked.guest);
    const { event, viewer } = await loadEventAndViewer(c, c.req.param('slug'));
    if (viewer.guest) return answerAsGuest(c, event, viewer.guest);
    const input = await readJson(c, openRsvpInputSchemaFor(countryForTimeZone(event.timeZone)));
    const guest = await openRsvp(c, event, viewer, input);
    return c.json({ status: guest.rsvpStatus, guest: ownGuestView(guest), link: await guestLinkFor(c, event, guest) }, 201);
  })

  // The going list past the names the page itself carries, page by page: guests (when the host
  // shares the list) and hosts only, as on the page.
  .get('/public/events/:slug/going', async (c) => {
    const { event, viewer } = await loadEventAndViewer(c, c.req.param('slug'));
    const page = await goingPage(c, event, viewer, { after: c.req.query('after'), limit: c.req.query('limit') });
    c.header('cache-control', 'private, no-store');
    return c.json(page);
  })

  .get('/public/events/:slug/comments', async (c) => {
    const { event, viewer } = await loadEventAndViewer(c, c.req.param('slug'));
    return c.json({ comments: await listComments(c, event, viewer) });
  })

  .post('/public/events/:slug/comments', async (c) => {
    const { event, viewer } = await loadEventAndViewer(c, c.req.param('slug'));
    const { body } = await readJson(c, commentInputSchema);
    return c.json({ comment: await postComment(c, event, viewer, body) }, 201);
  })

  .get('/public/events/:slug/calendar.ics', async (c) => {
    const { event, viewer } = await loadEventAndViewer(c, c.req.param('slug'));
    const ics = calendarFile(c, event, viewer);
    return c.body(ics, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${icsFileName(event)}"`,
      'cache-control': 'private, no-store',
    });
  });

/** A guest's answer to the invitation: their own row as it stands afterwards. */
async function answerAsGuest(c: Context<AppBindings>, event: AnswerEvent, guest: AnswerGuest) {
  const input = await readJson(c, rsvpInputSchema);
  const answered = await answerRsvp(c, event, guest, input);
  return c.json({ status: answered.rsvpStatus, guest: ownGuestView(answered) });
}
