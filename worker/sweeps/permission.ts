import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../testing/invitations.ts';
import { sweepTargets, type SweepWorld, type Target } from '../testing/sweep-world.ts';
import type { TestApp } from '../testing/test-app.ts';
import { concretePath, objectRoutes, type RouteGroup, routesOf, type RouteTable, targetFor } from './route-table.ts';

/**
 * Every API route that names an object (a path parameter) is called on the sweep world's real
 * objects by a stranger (no session), by another member (Cleo) and, where it is an admin's, by a
 * member who is not one — and must refuse them all: never a 2xx, never a 5xx. A read is also
 * made by the object's owner, who must get it: the id is real, so the refusals are about who
 * asks. The routes come from the app's own route table, so a route added later is swept without
 * a line here; a route that is meant for anyone says so in OPEN_TO_ANYONE with its reason, or the
 * sweep fails with its name.
 */

/** Routes anyone may call on someone else's object, each with why (checked by their own feature's tests). */
export const OPEN_TO_ANYONE: Record<string, string> = {
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
  'GET /api/marketplace/products/:id': 'an active product of a selling shop is public (catalog-public.test.ts)',
  'GET /api/marketplace/products/:id/availability': 'an active rental’s free days are public (catalog-public.test.ts)',
  'GET /api/marketplace/shops/:shopIdOrSlug': 'a selling shop’s page is public (catalog-public.test.ts)',
  'GET /api/marketplace/shops/:shopIdOrSlug/reach': 'how a selling shop reaches a place is public, as its delivery terms are (catalog-public.test.ts)',
};

/** Admins' routes (and the forum's moderators', whom admins appoint): a member who is neither is refused. */
export const isAdminRoute = (path: string) => path.startsWith('/api/admin/') || path.startsWith('/api/forum/mod/') || path.startsWith('/api/forum/moderators');

/** The widget API answers by embed key and the page's origin, not by member (its own tests: embed-*.test.ts). */
export const byEmbedKey = (path: string) => path.startsWith('/api/embed/v1/');

/** Whether the permission sweep calls a route (`METHOD /path`) as others: every object route but the open ones and the widget API's. */
export const sweptForPermission = (route: string) => !(route in OPEN_TO_ANYONE) && !byEmbedKey(route.split(' ')[1]!);

/** The object routes the sweep calls that the world has no object for (a made-up id would only prove a 404). */
export function routesWithoutObject(app: RouteTable, w: SweepWorld, targets: Target[] = sweepTargets(w)): string[] {
  return objectRoutes(app)
    .filter(sweptForPermission)
    .filter((route) => !targetFor(route, targets) && concretePath(route.split(' ')[1]!, w) === undefined);
}

/** What the sweep calls: the test app, or one with a route in front of it. */
type SweptApp = RouteTable & { request: (url: string, init: RequestInit) => Response | Promise<Response> };

/**
 * The sweep over `routes` (`METHOD /path/:param`): every call that let a stranger or another member
 * through, and every read its owner was refused, as `status for whom: METHOD url`.
 */
export async function permissionFailures(t: TestApp, w: SweepWorld, memberToken: string, routes: string[], app: SweptApp = t.app) {
  const call = async (method: string, path: string, init: { json?: unknown; token?: string }) => {
    const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`http://127.0.0.1${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    await response.arrayBuffer();
    await t.settle();
    return response;
  };
  const targets = sweepTargets(w);
  const failures: string[] = [];
  for (const route of routes.filter(sweptForPermission)) {
    const [method, path] = route.split(' ') as [string, string];
    // The body the route accepts from its owner, so a refusal is about who asks, not a 400 for the body.
    const known = targetFor(route, targets);
    const url = known?.path ?? concretePath(path, w);
    if (url === undefined) {
      failures.push(`no object of the sweep world for ${route}`);
      continue;
    }
    const body = known?.valid ? { json: known.valid } : method === 'GET' || method === 'DELETE' ? {} : { json: {} };
    const asStranger = await call(method, url, body);
    if (![401, 403, 404].includes(asStranger.status)) failures.push(`${asStranger.status} for a stranger: ${method} ${url}`);
    const asMember = await call(method, url, { ...body, token: memberToken });
    if (![403, 404].includes(asMember.status)) failures.push(`${asMember.status} for another member${isAdminRoute(path) ? ' (not an admin)' : ''}: ${method} ${url}`);
    // Only reads: a write by the owner would change the world the next routes are called on.
    if (method === 'GET') {
      const asOwner = await call(method, url, { token: isAdminRoute(path) ? w.admin : w.ann });
      if (asOwner.status >= 300) failures.push(`${asOwner.status} for its owner: ${method} ${url}`);
    }
  }
  return failures;
}

/**
 * The permission sweep in a file: its groups' object routes, on the file's world. It changes
 * nothing (every call is refused, or a read), so it runs before the file's hostile input. Answers
 * the world and the other member, for more tests of the file's own.
 */
export function sweepPermissions(world: () => { t: TestApp; w: SweepWorld }, groups: readonly RouteGroup[]) {
  let cleo: string;
  beforeAll(async () => {
    cleo = (await registerMember(world().t, 'Cleo', 'cleo@example.com')).token;
  }, 60_000);
  describe(`permission on every object route of ${groups.join(', ')}, from the route table`, () => {
    it('refuses strangers, other members and non-admins on every route that names an object, and lets its owner read it', async () => {
      const { t, w } = world();
      const routes = routesOf(objectRoutes(t.app), groups);
      expect(routes.filter(sweptForPermission).length).toBeGreaterThan(0);
      expect(await permissionFailures(t, w, cleo, routes)).toEqual([]);
    }, 300_000);
  });
  return () => ({ ...world(), cleo });
}

/** The app with a route in front of it that checks nothing, to show the sweep names it. */
export function withRouteWithoutACheck(app: TestApp['app']) {
  // The app itself answers 404 for any API path it does not know, so the new route goes in front of it.
  return new Hono().get('/api/events/:id/throwaway-without-a-check', (c) => c.json({ id: c.req.param('id') })).route('/', app);
}
