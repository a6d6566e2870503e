import type { SweepWorld, Target } from '../testing/sweep-world.ts';

/**
 * The sweeps' walk over the app's own route table (Hono's `app.routes`), shared by the hostile-input
 * and permission sweeps and by the one file that checks the whole table is covered
 * (worker/sweeps/coverage.test.ts). The sweeps are split into files by route group so that Vitest
 * runs them side by side, each file on a world of its own; a route in no group would be swept by
 * no file, so the coverage file names it.
 */

/** What the sweeps read of an app: its routes. */
export type RouteTable = { routes: readonly { method: string; path: string }[] };

/**
 * The route groups, by path (a route's pattern or a concrete URL). The first match wins, so the
 * album and money routes under /api/events/:id go to their groups before the events take the rest.
 */
export const ROUTE_GROUPS = {
  accounts: [/^\/api\/(email-auth|user)(\/|$)/],
  albums: [/^\/api\/events\/[^/]+\/album(\/|$)/, /^\/api\/(album-items|album-uploads|upload-portal|gallery)(\/|$)/],
  money: [/^\/api\/events\/[^/]+\/(wishlist|celebrant|guests\/[^/]+\/band|pots|contributions)(\/|\.|$)/, /^\/api\/(gift|pots|contributions|payments|payouts|billing)(\/|$)/],
  events: [/^\/api\/(events|public\/events|cohost-invitations)(\/|$)/],
  venues: [/^\/api\/(uploads|host\/venues|venues|bookings|reviews)(\/|$)/],
  embed: [/^\/api\/embed(\/|$)/],
  community: [/^\/api\/(messages|forum|birthday-board|push|admin|webhooks)(\/|$)/],
  // The marketplace's cart, checkout and orders (the catalog's shop and product routes are another group).
  'marketplace-orders': [/^\/api\/marketplace\/(cart|checkout|checkouts|orders|seller\/(orders|reviews|dashboard))(\/|$)/],
  // Every other marketplace route: shops, products, search (the catalog).
  marketplace: [/^\/api\/marketplace(\/|$)/],
} satisfies Record<string, RegExp[]>;
export type RouteGroup = keyof typeof ROUTE_GROUPS;

/**
 * The files that sweep the groups (worker/sweeps/sweep.<name>.test.ts), each on a world of its own.
 * They are sized by time, not by routes, for Vitest's two workers: the accounts' lines hash
 * passwords and the widget API's write their per-address limits and counts on every call, so that
 * file takes about as long as the other two together.
 */
export const SWEEP_FILES = {
  'accounts-embed': ['accounts', 'embed'],
  'events-money': ['events', 'albums', 'money'],
  'venues-community': ['venues', 'community'],
  marketplace: ['marketplace'],
  'marketplace-orders': ['marketplace-orders'],
} as const satisfies Record<string, readonly RouteGroup[]>;

/** The group a path (a route's pattern or a concrete URL) is swept in, if any. */
export function groupOf(path: string): RouteGroup | undefined {
  const bare = path.split('?')[0]!;
  return (Object.keys(ROUTE_GROUPS) as RouteGroup[]).find((group) => ROUTE_GROUPS[group].some((pattern) => pattern.test(bare)));
}

/** A route pattern (`/api/events/:id`, `:key{.+}`, `*`) as a regular expression for concrete paths. */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?/g, '[^/]+').replace(/\*/g, '.*')}$`);
}

/** The app's mutating API routes, as `METHOD /path/:param`. */
export function mutatingRoutes(app: RouteTable): string[] {
  return [...new Set(app.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path.startsWith('/api/')).map((route) => `${route.method} ${route.path}`))];
}

/** The app's API routes that name an object (a path parameter), as `METHOD /path/:param`. */
export function objectRoutes(app: RouteTable): string[] {
  return [
    ...new Set(app.routes.filter((route) => route.path.startsWith('/api/') && route.path.includes('/:') && !['ALL', 'OPTIONS'].includes(route.method)).map((route) => `${route.method} ${route.path}`)),
  ];
}

/** The first target that reaches a route (`METHOD /path/:param`), if any. */
export function targetFor(route: string, targets: Target[]): Target | undefined {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = routePattern(path);
  return targets.find((target) => target.method === method && pattern.test(target.path.split('?')[0]!));
}

/**
 * The mutating routes that no target reaches: a route added without a line in sweepTargets()
 * fails the coverage check with its name.
 */
export function unsweptRoutes(app: RouteTable, targets: Target[]): string[] {
  return mutatingRoutes(app).filter((route) => !targetFor(route, targets));
}

/**
 * What no file would sweep: targets and object routes in no group, or in a group no file of
 * SWEEP_FILES sweeps. Routes that need no group (those the permission sweep leaves out and no
 * line reaches) are left out by `needsGroup`.
 */
export function ungrouped(app: RouteTable, targets: Target[], needsGroup: (route: string) => boolean): string[] {
  const swept = new Set<RouteGroup>(Object.values(SWEEP_FILES).flat());
  const outside = (path: string) => {
    const group = groupOf(path);
    return !group || !swept.has(group);
  };
  const targetsOutside = targets.filter((target) => outside(target.path)).map((target) => `${target.method} ${target.path} (a line of sweepTargets())`);
  const routesOutside = objectRoutes(app).filter((route) => needsGroup(route) && outside(route.split(' ')[1]!));
  return [...targetsOutside, ...routesOutside];
}

/**
 * The sweep world's id for a path parameter, by its name or the segment before it; undefined
 * where the world has no object of that kind (the coverage file names such a route, since a
 * made-up id would only prove a 404).
 */
export function worldIdFor(segment: string, param: string, w: SweepWorld): string | undefined {
  if (param === 'itemId') return segment === 'items' ? w.itemId : w.albumItemId;
  const byName: Record<string, string> = {
    eventId: w.event.id,
    guestId: w.guest.id,
    potId: w.potId,
    messageId: String(w.messageId),
    sessionId: w.sessionId,
    slug: w.event.slug,
    token: w.portalToken,
    // The event page's comments; the forum's are found by their segment below.
    commentId: w.eventCommentId,
    cohostId: w.cohostId,
    accountId: w.payoutAccountId,
    shopIdOrSlug: w.shopSlug,
    // A product's photo, by its place in the list.
    index: '0',
    groupId: w.marketGroupId,
  };
  const bySegment: Record<string, string> = {
    events: w.event.id,
    contributions: w.contributionId,
    conversations: w.conversationId,
    venues: w.venueId,
    products: w.productId,
    posts: String(w.forumPostId),
    comments: String(w.forumCommentId),
    gifts: w.boardGiftId,
    keys: w.embedKey,
    bookings: w.bookingId,
    reviews: w.reviewId,
    purchases: w.purchaseId,
    reports: w.forumReportId,
    bans: w.bannedId,
    moderators: w.moderatorId,
    // The marketplace's buyer routes: Ann's order, checkout and cart line.
    orders: w.marketOrderId,
    checkouts: w.marketGroupId,
    lines: w.cartLineId,
  };
  return byName[param] ?? bySegment[segment];
}

/** A route's path with the world's ids in it, or undefined if the world has no object for one of its parameters. */
export function concretePath(path: string, w: SweepWorld): string | undefined {
  if (path.startsWith('/api/admin/blog/posts/')) return path.replace(':id', w.blogPostId);
  if (path.includes('/album/items/')) return path.replace(':id', w.event.id).replace(':itemId', w.albumItemId);
  let missing = false;
  const concrete = path.replace(/\/([^/]+)\/:([A-Za-z]+)/g, (_, segment: string, param: string) => {
    const id = worldIdFor(segment, param, w);
    if (id === undefined) missing = true;
    return `/${segment}/${id}`;
  });
  return missing ? undefined : concrete;
}

/**
 * Every id of the world as a placeholder, for the coverage file: matching targets to route
 * patterns and finding which parameters the world has an object for need no real ids, and
 * building the real world would cost that small file most of its time.
 */
export const placeholderWorld: SweepWorld = new Proxy({} as SweepWorld, {
  get: (_, key) => (key === 'event' || key === 'guest' ? placeholderWorld : `placeholder-${String(key)}`),
});

/** The routes (`METHOD /path/:param`) of the given groups. */
export function routesOf(routes: string[], groups: readonly RouteGroup[]): string[] {
  return routes.filter((route) => groups.includes(groupOf(route.split(' ')[1]!)!));
}
