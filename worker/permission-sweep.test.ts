import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerMember } from './testing/messaging-fixtures.ts';
import { sweepTargets, sweepWorld, type SweepWorld } from './testing/sweep-world.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/**
 * Every API route that names an object (a path parameter) is called on Ann's objects by a
 * stranger (no session), by another member (Cel) and, where it is an admin's, by a member who is
 * not one — and must refuse them all: never a 2xx, never a 5xx. The routes come from the app's
 * own route table, so a route added later is swept without a line here; a route that is meant for
 * anyone says so in OPEN_TO_ANYONE with its reason, or the test fails with its name.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

/** Routes anyone may call on someone else's object, each with why (checked by their own feature's tests). */
const OPEN_TO_ANYONE: Record<string, string> = {
  'GET /api/public/events/:slug': 'the public event page',
  'GET /api/public/events/:slug/calendar.ics': 'the public event page',
  'GET /api/public/events/:slug/comments': 'the public event page',
  'POST /api/public/events/:slug/comments': 'a guest with their link, or an open event',
  'GET /api/public/events/:slug/going': 'the public event page',
  'GET /api/public/events/:slug/pots': 'the public event page',
  'POST /api/public/events/:slug/rsvp': 'a guest with their link, or an open event',
  'GET /api/gallery/:slug': 'the guests’ gallery, by guest link or session; visitors get its shell',
  'GET /api/venues/:id': 'a published listing is public',
  'GET /api/venues/:id/availability': 'a published listing is public',
  'GET /api/venues/:id/quote': 'a published listing is public',
  'GET /api/venues/:id/reviews': 'a published listing is public',
  'POST /api/venues/:id/bookings': 'any member books a published venue',
  'GET /api/blog/posts/:slug': 'published posts are public',
  'GET /api/forum/posts/:id': 'the forum is public to read',
  'POST /api/forum/posts/:id/comments': 'any member comments',
  'POST /api/forum/posts/:id/report': 'any member reports',
  'PUT /api/forum/posts/:id/vote': 'any member votes',
  'POST /api/forum/comments/:id/report': 'any member reports',
  'PUT /api/forum/comments/:id/vote': 'any member votes',
  'GET /api/pots/:potId': 'a pot’s card for its guests (guest link); totals only',
  'POST /api/pots/:potId/contributions': 'a guest with their link chips in',
  'GET /api/contributions/:id': 'its contributor, by guest link',
  'POST /api/contributions/:id/cancel': 'its contributor, by guest link',
  'POST /api/album-items/:itemId/report': 'any guest of the party reports',
  'GET /api/birthday-board/gifts/:id': 'any member sees a group gift; never its celebrant (birthday-board tests)',
  'POST /api/birthday-board/gifts/:id/messages': 'any member chips in with a message',
  'DELETE /api/messages/blocks/:memberId': 'a member’s own block list: the id is whom they unblock',
  'GET /api/payments/demo/checkout/:sessionId': 'the checkout page: its unguessable id is the capability',
  'POST /api/payments/demo/checkout/:sessionId/pay': 'the checkout page: its unguessable id is the capability',
  'POST /api/payments/demo/checkout/:sessionId/cancel': 'the checkout page: its unguessable id is the capability',
  'GET /api/upload-portal/:token': 'the shared upload link is the capability',
  'POST /api/upload-portal/:token/uploaders': 'the shared upload link is the capability',
  'GET /api/upload-portal/:token/uploads': 'the shared upload link is the capability',
  'GET /api/album-uploads/:token': 'a resumable upload’s unguessable id is the capability',
  'PATCH /api/album-uploads/:token': 'a resumable upload’s unguessable id is the capability',
  'DELETE /api/album-uploads/:token': 'a resumable upload’s unguessable id is the capability',
};

/** Admins' routes (and the forum's moderators', whom admins appoint): a member who is neither is refused. */
const isAdminRoute = (path: string) => path.startsWith('/api/admin/') || path.startsWith('/api/forum/mod/') || path.startsWith('/api/forum/moderators');

/** The widget API answers by embed key and the page's origin, not by member (its own tests: embed-*.test.ts). */
const byEmbedKey = (path: string) => path.startsWith('/api/embed/v1/');

/** A real id of the sweep world for a path parameter, by the segment before it; a made-up one where the world has none. */
function idFor(segment: string, param: string, w: SweepWorld): string {
  const byName: Record<string, string> = {
    eventId: w.event.id,
    guestId: w.guest.id,
    potId: w.potId,
    messageId: String(w.messageId),
    sessionId: w.sessionId,
    slug: w.event.slug,
    token: w.portalToken,
  };
  const bySegment: Record<string, string> = {
    events: w.event.id,
    contributions: w.contributionId,
    conversations: w.conversationId,
    venues: w.venueId,
    posts: segment === 'posts' ? String(w.forumPostId) : '',
    comments: String(w.forumCommentId),
    gifts: w.boardGiftId,
    keys: w.embedKey,
  };
  if (param === 'itemId') return segment === 'items' ? w.itemId : w.albumItemId;
  return byName[param] ?? bySegment[segment] ?? 'not-a-real-id';
}

function concretePath(path: string, w: SweepWorld): string {
  if (path.startsWith('/api/admin/blog/posts/')) return path.replace(':id', w.blogPostId);
  if (path.includes('/album/items/')) return path.replace(':id', w.event.id).replace(':itemId', w.albumItemId);
  return path.replace(/\/([^/]+)\/:([A-Za-z]+)/g, (_, segment: string, param: string) => `/${segment}/${idFor(segment, param, w)}`);
}

/** What the sweep finds: every object route that let a stranger or another member through, as `status for whom: METHOD url`. */
/** What the sweep calls: the test app, or one with a route in front of it. */
type SweptApp = { routes: readonly { method: string; path: string }[]; request: (url: string, init: RequestInit) => Response | Promise<Response> };

async function sweepFailures(w: SweepWorld, memberToken: string, app: SweptApp = t.app) {
  const call = async (method: string, path: string, init: { json?: unknown; token?: string }) => {
    const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`http://127.0.0.1${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    await response.arrayBuffer();
    await t.settle();
    return response;
  };
  const targets = sweepTargets(w);
  const routes = [...new Set(app.routes.filter((route) => route.path.startsWith('/api/') && route.path.includes('/:') && !['ALL', 'OPTIONS'].includes(route.method)).map((route) => `${route.method} ${route.path}`))];
  const failures: string[] = [];
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    if (route in OPEN_TO_ANYONE || byEmbedKey(path)) continue;
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
    // The body the route accepts from its owner, so a refusal is about who asks, not a 400 for the body.
    const known = targets.find((target) => target.method === method && pattern.test(target.path.split('?')[0]!));
    const url = known?.path ?? concretePath(path, w);
    const body = known?.valid ? { json: known.valid } : method === 'GET' || method === 'DELETE' ? {} : { json: {} };
    const asStranger = await call(method, url, body);
    if (![401, 403, 404].includes(asStranger.status)) failures.push(`${asStranger.status} for a stranger: ${method} ${url}`);
    const asMember = await call(method, url, { ...body, token: memberToken });
    if (![403, 404].includes(asMember.status)) failures.push(`${asMember.status} for another member${isAdminRoute(path) ? ' (not an admin)' : ''}: ${method} ${url}`);
  }
  return { routes, failures };
}

describe('permission on every object route, from the route table', () => {
  it('refuses strangers, other members and non-admins on every route that names an object', async () => {
    const w = await sweepWorld(t);
    const cleo = await registerMember(t, 'Cleo', 'cleo@example.com');
    const { routes, failures } = await sweepFailures(w, cleo.token);
    expect(routes.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    // Most routes reach a real object of the world; the few it has none for (a booking, a review…) still meet the checks.
    const madeUp = routes.filter((route) => !(route in OPEN_TO_ANYONE) && concretePath(route.split(' ')[1]!, w).includes('not-a-real-id'));
    expect(madeUp.length).toBeLessThan(routes.length / 4);
  }, 300_000);

  it('names a route added without a permission check', async () => {
    const w = await sweepWorld(t);
    const cleo = await registerMember(t, 'Cleo', 'cleo@example.com');
    // The app itself answers 404 for any API path it does not know, so the new route goes in front of it.
    const withNewRoute = new Hono().get('/api/events/:id/throwaway-without-a-check', (c) => c.json({ id: c.req.param('id') })).route('/', t.app);
    const { failures } = await sweepFailures(w, cleo.token, withNewRoute);
    expect(failures).toEqual([`200 for a stranger: GET /api/events/${w.event.id}/throwaway-without-a-check`, `200 for another member: GET /api/events/${w.event.id}/throwaway-without-a-check`]);
  }, 300_000);
});
