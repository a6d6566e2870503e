/**
 * The API against a bare Hono hello-world, every server in a process of its own and the load from
 * another (autocannon, bench/load-process.mjs). The app runs as production does (`npm start`'s
 * built bundle, or `BENCH_SERVER=source` for `node --import tsx`) on fresh database files this
 * bench seeds itself (bench/data.ts). Targets alternate round by round, so drift on this shared
 * machine hits every one; the ratio to bare Hono of the same run is the figure to compare.
 *
 * Per route: req/s, share of bare Hono, p50/p99, errors and non-2xx, and database round trips
 * per request (counted in the server by an instrumented libSQL client, BENCH=1, over real
 * requests). The main server runs as production does, with its shared-answer cache for public
 * reads (cache/json-responses.ts); the growth table's servers run without it (BENCH_SHARED_CACHE=0), so
 * it shows what the database path costs as data grows. Then a mixed soak, start-up time and RSS.
 *
 *   BENCH_ROUTES='guest link|gift' only the routes (and growth lines) whose labels contain one of
 *                                  these (labels have commas: | between them), with bare Hono; no soak
 *   BENCH_COMPARE_BUNDLE=<file>    each route also on a server of another build of the entry (an A/B
 *                                  in the same run: `cp dist/server/entry.node.mjs dist/server-base/`
 *                                  before the change), on its own copy of the main data
 *   BENCH_BESIDE=0                 without the short bare Hono run after each route's run (below)
 *
 * This VM's speed moves by a third within minutes, so a route whose rounds met a slow phase while
 * bare Hono's met a fast one shows a share that says more about the VM than the app. After each
 * route's run a short bare Hono run (1 s warm-up, 2 s) measures the yardstick in the same minute,
 * and a second table gives each route's share of the bare Hono measured beside it.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUEST_PAGE_SIZE } from '#core/domain/events/guest-list.rules.ts';
import { randomToken } from '#worker/services/tokens.ts';
import { serverNodeFlags } from '../../scripts/build-server.mjs';
import { appCommand, appEnv } from '../app-server.ts';
import { type BenchFixture, FORUM_POSTS, FORUM_THREAD_COMMENTS, MARKETPLACE_CART_PRODUCTS, MARKETPLACE_PRODUCTS, seedBenchDatabase } from '../data.ts';
import { combine, formatLine, type LoadResult, type LoadSettings, type LoadSpec, root, runLoad, type ServerProcess, startServer } from '../load.ts';

export const name = 'API vs bare Hono (separate processes, load from another process)';

interface Target {
  label: string;
  spec: (origin: string) => LoadSpec;
  server: 'hello' | 'main' | 'compare' | 'floor';
  /** Checked once before the load: the route must answer 2xx, or this status when given. */
  expectStatus?: number;
}

const json = { 'content-type': 'application/json' };

/** Database round trips per request of `spec`, read from the server's (or a counting proxy's) /__bench/round-trips. */
export async function roundTrips(server: ServerProcess, spec: LoadSpec, times = 10, expectStatus?: number): Promise<number> {
  const read = async () => ((await (await fetch(`${server.origin}/__bench/round-trips`)).json()) as { count: number }).count;
  const before = await read();
  for (let i = 0; i < times; i += 1) {
    // A request sequence (the booking line's members) is checked with its first steps.
    const step = spec.requests?.[i % spec.requests.length];
    const url = step ? new URL(step.path, spec.url).href : spec.url;
    const response = await fetch(url, { method: step?.method ?? spec.method ?? 'GET', headers: step?.headers ?? spec.headers, body: step?.body ?? spec.body });
    await response.arrayBuffer();
    if (expectStatus === undefined ? !response.ok : response.status !== expectStatus) {
      throw new Error(`${spec.method ?? 'GET'} ${url} answered ${response.status}; the bench needs ${expectStatus ?? '2xx'}.`);
    }
  }
  return ((await read()) - before) / times;
}

export function routes(fixture: BenchFixture, eventIndex: number) {
  const event = fixture.events[eventIndex]!;
  const bearer = { authorization: `Bearer ${fixture.sessionToken}` };
  const guest = { 'x-guest-token': event.guestToken };
  return {
    venues: (origin: string): LoadSpec => ({ url: `${origin}/api/venues` }),
    // A search as /venues sends it, without a date: shared like the list (decision 053), read from the city index once a second.
    venueSearch: (origin: string): LoadSpec => ({ url: `${origin}/api/venues?city=austin&guests=20&maxPrice=200&sort=price` }),
    publicEvent: (origin: string): LoadSpec => ({ url: `${origin}/api/public/events/${event.slug}` }),
    publicEventAsGuest: (origin: string): LoadSpec => ({ url: `${origin}/api/public/events/${event.slug}`, headers: guest }),
    gift: (origin: string): LoadSpec => ({ url: `${origin}/api/gift`, headers: guest }),
    user: (origin: string): LoadSpec => ({ url: `${origin}/api/auth/user`, headers: bearer }),
    // Every anonymous visitor's app asks who is signed in when it starts: a 401 through every middleware.
    anonymousUser: (origin: string): LoadSpec => ({ url: `${origin}/api/auth/user` }),
    dashboard: (origin: string): LoadSpec => ({ url: `${origin}/api/events`, headers: bearer }),
    // The first page, as the guests screen asks for it (GUEST_PAGE_SIZE); the list is paged since
    // 2026-11-25 (commit 0b01061).
    guestList: (origin: string): LoadSpec => ({ url: `${origin}/api/events/${event.id}/guests?limit=${GUEST_PAGE_SIZE}`, headers: bearer }),
    inbox: (origin: string): LoadSpec => ({ url: `${origin}/api/messages`, headers: bearer }),
    sync: (origin: string): LoadSpec => ({ url: `${origin}/api/messages/sync?after=${encodeURIComponent(fixture.syncCursor)}`, headers: bearer }),
    birthday: (origin: string): LoadSpec => ({
      url: `${origin}/api/user/birthday`,
      method: 'POST',
      headers: { ...bearer, ...json },
      body: JSON.stringify({ birthdayMonth: 5, showOnBirthdayBoard: true }),
    }),
    // The booking panel's price for a free window of the bookable venue (2 hours, 12 guests).
    bookingQuote: (origin: string): LoadSpec => ({
      url: `${origin}/api/venues/${fixture.booking.venueId}/quote?date=${fixture.booking.date}&startMinute=600&endMinute=720&guests=12`,
    }),
    // Booking the window someone already holds, each request from the next of the fixture's members:
    // session, venue, quote with the overlap check → 409. A refused window is not counted against a
    // member's 10 booking starts an hour (decision 028), so the run never meets a 429; the many
    // members keep each request a different member's, as in real traffic.
    // (The sequence rides in the load process's argv: about 105 kB, under Linux's 128 kB per argument.)
    bookingTaken: (origin: string): LoadSpec => {
      const body = JSON.stringify({ date: fixture.booking.date, startMinute: fixture.booking.startMinute, endMinute: fixture.booking.endMinute, guests: 12 });
      const path = `/api/venues/${fixture.booking.venueId}/bookings`;
      return {
        url: `${origin}${path}`,
        method: 'POST',
        requests: fixture.booking.memberTokens.map((token) => ({ method: 'POST', path, headers: { authorization: `Bearer ${token}`, ...json }, body })),
      };
    },
    // The marketplace as a visitor searches it (words, ranked by bm25) and opens a product (its shop and reviews).
    marketplaceSearch: (origin: string): LoadSpec => ({ url: `${origin}/api/marketplace/products?q=balloon&sort=relevance` }),
    productPage: (origin: string): LoadSpec => ({ url: `${origin}/api/marketplace/products/${fixture.marketplace.productId}` }),
    // The product page's delivery estimate to a party: how far a place is from the shop (the gazetteer's lookup, read each time).
    shopReach: (origin: string): LoadSpec => ({ url: `${origin}/api/marketplace/shops/bench-shop-0/reach?to=${encodeURIComponent('12 Main Street, Round Rock, TX')}` }),
    // A buyer's add to cart: session, variant with its shop, the same line's quantity against the
    // stock, the upsert of cart and line, then the cart view (three lines from three shops) it
    // answers with. Request i is buyer i mod MARKETPLACE_BUYERS adding one of the stocked variants,
    // so each request is a different member's and every buyer's cart fills to the same few lines.
    addToCart: (origin: string): LoadSpec => {
      const path = '/api/marketplace/cart/lines';
      const { variantIds, memberTokens } = fixture.marketplace.cart;
      return {
        url: `${origin}${path}`,
        method: 'POST',
        requests: variantIds.flatMap((variantId) =>
          memberTokens.map((token) => ({ method: 'POST', path, headers: { authorization: `Bearer ${token}`, ...json }, body: JSON.stringify({ variantId, quantity: 1 }) })),
        ),
      };
    },
    // The forum as a visitor opens it (Hot, first page) and its busiest thread (Best).
    forumList: (origin: string): LoadSpec => ({ url: `${origin}/api/forum/posts?sort=hot` }),
    forumThread: (origin: string): LoadSpec => ({ url: `${origin}/api/forum/posts/${fixture.forumThreadId}?sort=best` }),
    rsvp: (origin: string): LoadSpec => ({
      url: `${origin}/api/public/events/${event.slug}/rsvp`,
      method: 'POST',
      headers: { ...guest, ...json },
      body: JSON.stringify({ response: 'going', partySize: 1 }),
    }),
  };
}

const growthLines = {
  venues: 'GET /api/venues: 100 → 100,000 venues',
  venueSearch: 'GET /api/venues search by city, guests, price: 100 → 100,000 venues',
  publicEvent: 'GET /api/public/events/:slug visitor: 30 → 5,000 guests',
  publicEventAsGuest: 'GET /api/public/events/:slug guest link: 30 → 5,000 guests',
  guestList: `GET /api/events/:id/guests first page of ${GUEST_PAGE_SIZE}: 30 → 5,000 guests`,
};

export async function run(settings: LoadSettings): Promise<void> {
  const dir = join(tmpdir(), `cakeday-bench-${randomToken(6)}`);
  mkdirSync(dir, { recursive: true });
  const servers: ServerProcess[] = [];
  try {
    const secret = randomToken(32);
    const seedStarted = performance.now();
    // Main: 100 venues, events of 200 and 30 guests, the host's inbox of 30 conversations. Large: 100,000 venues, an event of 5,000 guests.
    const only = process.env.BENCH_ROUTES?.split('|')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const picked = (label: string) => !only?.length || only.some((part) => label.toLowerCase().includes(part));
    const compareBundle = process.env.BENCH_COMPARE_BUNDLE || undefined;
    const main = await seedBenchDatabase(join(dir, 'main.db'), { venues: 100, guestCounts: [200, 30], guestLinkSecret: secret });
    // The growth table's large data only when one of its lines runs (seeding 100,000 venues takes a while).
    const large = Object.values(growthLines).some(picked) ? await seedBenchDatabase(join(dir, 'large.db'), { venues: 100_000, guestCounts: [5000], guestLinkSecret: secret, seed: 7 }) : undefined;
    if (compareBundle) copyFileSync(join(dir, 'main.db'), join(dir, 'compare.db'));
    copyFileSync(join(dir, 'main.db'), join(dir, 'floor.db'));
    // Each server its own file: the Node server refuses a file another process holds (one process per database file).
    copyFileSync(join(dir, 'main.db'), join(dir, 'small.db'));
    console.log(
      `seeded: main (100 venues, events of 200 and 30 guests, ${main.conversationCount} conversations)${large ? ' and large (100,000 venues, an event of 5,000 guests)' : ''} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const profileDir = process.env.BENCH_PROFILE || undefined;
    const command = appCommand();
    console.log(
      `app server: ${command
        .slice(1)
        .map((part) => part.replace(root + '/', ''))
        .join(' ')}${profileDir ? ` (main with --cpu-prof into ${profileDir})` : ''}`,
    );
    const hello = await startServer('bare Hono', [process.execPath, join(root, 'bench', 'servers', 'hello.mjs')], {});
    servers.push(hello);
    const app = await startServer('Cakeday (main data)', profileDir ? appCommand(profileDir) : command, await appEnv(join(dir, 'main.db'), secret));
    servers.push(app);
    // The growth table measures the database path: its two servers run without the shared-answer cache.
    const appSmall = await startServer('Cakeday (main data, no shared cache)', command, { ...(await appEnv(join(dir, 'small.db'), secret)), BENCH_SHARED_CACHE: '0' });
    servers.push(appSmall);
    const appLarge = large ? await startServer('Cakeday (large data, no shared cache)', command, { ...(await appEnv(join(dir, 'large.db'), secret)), BENCH_SHARED_CACHE: '0' }) : undefined;
    if (appLarge) servers.push(appLarge);
    const compare = compareBundle
      ? await startServer(`Cakeday (${compareBundle.replace(root + '/', '')})`, appCommand(undefined, compareBundle), await appEnv(join(dir, 'compare.db'), secret))
      : undefined;
    if (compare) servers.push(compare);
    // The RSVP's floor (bench/servers/rsvp-floor.mjs): the route's statements on bare Hono, on its own copy of the main data.
    const floor = await startServer('the RSVP’s floor (bare Hono + its statements on libsql)', [process.execPath, ...serverNodeFlags, join(root, 'bench', 'servers', 'rsvp-floor.mjs')], {
      DATABASE_PATH: join(dir, 'floor.db'),
    });
    servers.push(floor);
    const startRss = app.rss().nowMb;

    const r = routes(main, 0);
    const allTargets: Target[] = [
      { label: 'bare Hono GET /', server: 'hello', spec: (origin) => ({ url: `${origin}/` }) },
      { label: 'GET /api/venues (100 venues)', server: 'main', spec: r.venues },
      { label: 'GET /api/venues?city=…&guests=…&maxPrice=…&sort=price (search)', server: 'main', spec: r.venueSearch },
      { label: 'GET /api/public/events/:slug, 200 guests, visitor', server: 'main', spec: r.publicEvent },
      { label: 'GET /api/public/events/:slug, 200 guests, guest link', server: 'main', spec: r.publicEventAsGuest },
      { label: 'GET /api/gift (a guest’s gift page data)', server: 'main', spec: r.gift },
      { label: 'GET /api/auth/user (bearer session)', server: 'main', spec: r.user },
      { label: 'GET /api/auth/user without a session (401, an anonymous visitor)', server: 'main', spec: r.anonymousUser, expectStatus: 401 },
      { label: 'GET /api/events (dashboard, 6 events)', server: 'main', spec: r.dashboard },
      { label: `GET /api/events/:id/guests, 200 guests, host (first page of ${GUEST_PAGE_SIZE})`, server: 'main', spec: r.guestList },
      { label: `GET /api/messages (inbox, ${main.conversationCount} conversations)`, server: 'main', spec: r.inbox },
      { label: 'GET /api/messages/sync?after=… (5 changes behind)', server: 'main', spec: r.sync },
      { label: `GET /api/marketplace/products?q=balloon (${MARKETPLACE_PRODUCTS} products, search)`, server: 'main', spec: r.marketplaceSearch },
      { label: 'GET /api/marketplace/products/:id (product page)', server: 'main', spec: r.productPage },
      { label: 'GET /api/marketplace/shops/:id/reach?to=… (delivery distance)', server: 'main', spec: r.shopReach },
      { label: `POST /api/marketplace/cart/lines (add to cart, ${MARKETPLACE_CART_PRODUCTS}-line carts)`, server: 'main', spec: r.addToCart },
      { label: `GET /api/forum/posts?sort=hot (${FORUM_POSTS} posts, visitor)`, server: 'main', spec: r.forumList },
      { label: `GET /api/forum/posts/:id (thread of ${FORUM_THREAD_COMMENTS} comments, visitor)`, server: 'main', spec: r.forumThread },
      { label: 'POST /api/user/birthday (one-row write)', server: 'main', spec: r.birthday },
      { label: 'POST /api/public/events/:slug/rsvp, guest link', server: 'main', spec: r.rsvp },
      { label: 'POST …/rsvp floor: bare Hono + the same statements on libsql, no app', server: 'floor', spec: r.rsvp },
      { label: 'GET /api/venues/:id/quote (a free 2-hour window)', server: 'main', spec: r.bookingQuote },
      { label: 'POST /api/venues/:id/bookings (window taken → 409)', server: 'main', spec: r.bookingTaken, expectStatus: 409 },
    ];
    const targets = allTargets
      .filter((target, index) => index === 0 || picked(target.label))
      .flatMap((target) => (compare && target.server === 'main' ? [target, { ...target, label: `${target.label} [${compare.name}]`, server: 'compare' as const }] : [target]));
    const origin = (target: Target) => ({ hello, compare, floor, main: app })[target.server]!.origin;
    const serverOf = (target: Target) => (target.server === 'compare' ? compare! : app);

    // Which loads raised the main server's peak RSS (VmHWM only grows: the route running when it grew set it).
    const peakRises = new Map<string, number>();
    let lastPeak = app.rss().peakMb;
    const notePeak = (label: string) => {
      const peak = app.rss().peakMb;
      if (peak > lastPeak) peakRises.set(label, (peakRises.get(label) ?? 0) + peak - lastPeak);
      lastPeak = peak;
    };
    const trips = new Map<string, number>();
    // The floor has no instrumented client: it makes two statements and its share of a commit, by construction.
    for (const target of targets.slice(1).filter((target) => target.server !== 'floor'))
      trips.set(target.label, await roundTrips(serverOf(target), target.spec(origin(target)), 10, target.expectStatus));

    const results = new Map<string, LoadResult[]>(targets.map((target) => [target.label, []]));
    const besideSettings = { ...settings, warmup: 1, duration: 2 };
    const measureBeside = process.env.BENCH_BESIDE !== '0';
    const beside = new Map<string, LoadResult[]>(targets.map((target) => [target.label, []]));
    for (let round = 0; round < settings.rounds; round += 1) {
      // Each round starts one target later (and the order reverses every other round).
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
      if (round % 2 === 1) order.reverse();
      for (const target of order) {
        results.get(target.label)!.push(await runLoad(target.spec(origin(target)), settings));
        if (target.server === 'main') notePeak(target.label);
        if (measureBeside && target !== targets[0]) beside.get(target.label)!.push(await runLoad(targets[0]!.spec(hello.origin), besideSettings));
      }
    }
    const bare = combine(results.get(targets[0]!.label)!);
    console.log(`\n-- per route (${settings.rounds} rounds × ${settings.duration} s after ${settings.warmup} s warm-up, ${settings.connections} connections)`);
    for (const target of targets) console.log(formatLine(target.label, combine(results.get(target.label)!), bare, trips.get(target.label)));
    if (measureBeside) {
      console.log(`\n-- each route's share of the bare Hono measured beside it (${besideSettings.duration} s after each of its runs)`);
      for (const target of targets.slice(1)) {
        const own = combine(results.get(target.label)!);
        const yardstick = combine(beside.get(target.label)!);
        const share = yardstick.requestsPerSecond > 0 ? ((own.requestsPerSecond / yardstick.requestsPerSecond) * 100).toFixed(1) : '—';
        console.log(`${target.label.padEnd(52)} ${share.padStart(5)} % of bare Hono beside it (${yardstick.requestsPerSecond.toFixed(0)} req/s)`);
      }
    }

    // The mixed soak: per connection, 7 public reads, 2 signed-in reads and 1 write, in a cycle.
    const soakSeconds = only?.length ? 0 : Number(process.env.BENCH_SOAK ?? 20);
    if (soakSeconds > 0) {
      const path = (spec: LoadSpec) => spec.url.slice(app.origin.length);
      const step = (spec: LoadSpec) => ({ method: spec.method ?? 'GET', path: path(spec), headers: spec.headers ?? {}, ...(spec.body ? { body: spec.body } : {}) });
      const mix = [r.venues, r.publicEvent, r.publicEventAsGuest, r.venues, r.gift, r.publicEvent, r.publicEventAsGuest, r.user, r.guestList, r.rsvp].map((spec) => step(spec(app.origin)));
      const soak = await runLoad({ url: `${app.origin}/`, requests: mix }, { ...settings, duration: soakSeconds });
      notePeak('mixed soak');
      console.log(`\n-- mixed soak (${soakSeconds} s; 70 % public reads, 20 % signed-in reads, 10 % writes)`);
      console.log(formatLine('mixed soak', soak, bare));
    }

    // Growth: the same routes on small and large data, alternating round by round.
    const small = routes(main, 1);
    const big = large ? routes(large, 0) : undefined;
    const growth: [string, (origin: string) => LoadSpec, (origin: string) => LoadSpec][] = big
      ? [
          [growthLines.venues, small.venues, big.venues],
          [growthLines.venueSearch, small.venueSearch, big.venueSearch],
          [growthLines.publicEvent, small.publicEvent, big.publicEvent],
          // A guest sees the going list's first 50 names (a 5,000-guest event has ~2,500 going; the rest page in on request).
          [growthLines.publicEventAsGuest, small.publicEventAsGuest, big.publicEventAsGuest],
          [growthLines.guestList, small.guestList, big.guestList],
        ]
      : [];
    if (growth.length) console.log(`\n-- growth (small vs large data, without the shared-answer cache; ${settings.duration} s each after ${settings.warmup} s warm-up)`);
    for (const [label, smallSpec, largeSpec] of growth.filter(([label]) => picked(label))) {
      // Small and large alternate over the same rounds as the routes above (large first every other
      // round): this VM's speed drifts by half within minutes, and one run each put all of a
      // drift on whichever side ran second.
      const smallRuns: LoadResult[] = [];
      const largeRuns: LoadResult[] = [];
      for (let round = 0; round < settings.rounds; round += 1) {
        const pair = [
          () => runLoad(smallSpec(appSmall.origin), settings).then((result) => smallRuns.push(result)),
          () => runLoad(largeSpec(appLarge!.origin), settings).then((result) => largeRuns.push(result)),
        ];
        if (round % 2 === 1) pair.reverse();
        for (const run of pair) await run();
      }
      const smallResult = combine(smallRuns);
      const largeResult = combine(largeRuns);
      const largeTrips = await roundTrips(appLarge!, largeSpec(appLarge!.origin), 3);
      console.log(formatLine(`${label} (small)`, smallResult, bare));
      console.log(formatLine(`${label} (large)`, largeResult, bare, largeTrips));
      console.log(
        `${label}: p50 grows ${(largeResult.p50Ms / Math.max(smallResult.p50Ms, 1)).toFixed(1)}× (${smallResult.p50Ms} → ${largeResult.p50Ms} ms), req/s ${smallResult.requestsPerSecond.toFixed(0)} → ${largeResult.requestsPerSecond.toFixed(0)}`,
      );
    }

    console.log('\n-- start-up and memory');
    for (const server of servers) console.log(`start-up ${server.name}: ${server.startupMs.toFixed(0)} ms`);
    const appRss = app.rss();
    console.log(`RSS Cakeday (main data): ${startRss.toFixed(0)} MB after start, ${appRss.nowMb.toFixed(0)} MB now, ${appRss.peakMb.toFixed(0)} MB peak under load`);
    const rises = [...peakRises].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`RSS Cakeday (main data): the peak rose most during ${rises.map(([label, mb]) => `${label} (+${mb.toFixed(0)} MB)`).join(', ') || 'none of the loads'}`);
    console.log(
      `RSS Cakeday (main data, no shared cache): ${appSmall.rss().peakMb.toFixed(0)} MB peak; RSS Cakeday (large data): ${appLarge ? `${appLarge.rss().peakMb.toFixed(0)} MB peak` : 'not run'}; RSS bare Hono: ${hello.rss().peakMb.toFixed(0)} MB peak`,
    );
    if (compare) console.log(`RSS ${compare.name}: ${compare.rss().peakMb.toFixed(0)} MB peak under load`);
    console.log(`public event page for a browser (Lighthouse): ${app.origin}/e/${main.events[0]!.slug}`);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
