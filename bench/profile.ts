/**
 * Profiles the app server under load: seeds a database (100 venues, an event of 200 guests),
 * starts the Node entry with `node --cpu-prof`, loads one route from another process for 8 s
 * (50 connections) and stops the server, which writes the profile; read it with
 * bench/profile-summary.ts. The bundle by default, `BENCH_SERVER=source` for tsx, `BENCH_BUNDLE=<file>`
 * for another build of the entry (the A/B's base, to profile both sides).
 *
 *   npx tsx bench/profile.ts <dir> [floor|venues|search|dateSearch|user|guests|public|gift|dashboard|inbox|sync|forum|thread|rsvp|birthday|quote|booking|cart]
 *
 * `floor` is the app's own ceiling (every middleware, no database). `EXTRA_IMPORT=<module>` loads one
 * more module into the server first, e.g. a request timer or an event-loop lag probe, to tell time
 * spent inside the app from time spent waiting for it (performance archive, 2026-11-26: the
 * inbox's tail); bench/servers/statement-timer.mjs times every libsql statement under the load.
 * `BENCH_CPU_PROFILE=0` runs the server without the profiler (whose sampling changes what it
 * measures: the ~20 µs of "idle" per RSVP it shows is its own; decision 052), for such a timer
 * alone.
 */
import { join } from 'node:path';
import { seedBenchDatabase } from './data.ts';
import { appCommand, exitOnSignal } from './app-server.ts';
import { runLoad, startServer } from './load.ts';
const dir = process.argv[2]!;
const route = process.argv[3] ?? 'venues';
const secret = 'x'.repeat(40);
const f = await seedBenchDatabase(join(dir, 'p.db'), { venues: 100, guestCounts: [200], guestLinkSecret: secret });
// The benches' own command (the server's flags, --cpu-prof into <dir>, the bundle rebuilt when stale), with one module more when asked.
const profiled = process.env.BENCH_CPU_PROFILE !== '0';
const [node, ...args] = appCommand(profiled ? dir : undefined, process.env.BENCH_BUNDLE || undefined);
// Unprofiled, the server still leaves through its 'exit' handlers (appCommand adds them with the profiler).
const cmd = [node!, ...(profiled ? [] : exitOnSignal), ...(process.env.EXTRA_IMPORT ? ['--import', process.env.EXTRA_IMPORT] : []), ...args];
const s = await startServer('app', cmd, {
  NODE_ENV: 'production',
  ENVIRONMENT: 'production',
  APP_URL: 'http://127.0.0.1',
  DATABASE_URL: `file:${join(dir, 'p.db')}`,
  PORT: '0',
  SEED_DEMO: '0',
  GUEST_LINK_SECRET: secret,
  DEMO_PAYMENT_SECRET: secret,
  SCHEDULER_INTERVAL_MS: '86400000',
});
const ev = f.events[0]!;
const specs: Record<string, any> = {
  venues: { url: `${s.origin}/api/venues` },
  // The venue search as the bench's API suite sends it.
  search: { url: `${s.origin}/api/venues?city=austin&guests=20&maxPrice=200&sort=price` },
  // A search for a date and time window, which is read each time (its answer follows the bookings).
  dateSearch: { url: `${s.origin}/api/venues?date=${f.booking.date}&start=14:00&end=18:00` },
  // The app's floor: every middleware, no database (a 401 without a session).
  floor: { url: `${s.origin}/api/auth/user` },
  user: { url: `${s.origin}/api/auth/user`, headers: { authorization: `Bearer ${f.sessionToken}` } },
  guests: { url: `${s.origin}/api/events/${ev.id}/guests`, headers: { authorization: `Bearer ${f.sessionToken}` } },
  public: { url: `${s.origin}/api/public/events/${ev.slug}`, headers: { 'x-guest-token': ev.guestToken } },
  gift: { url: `${s.origin}/api/gift`, headers: { 'x-guest-token': ev.guestToken } },
  dashboard: { url: `${s.origin}/api/events`, headers: { authorization: `Bearer ${f.sessionToken}` } },
  inbox: { url: `${s.origin}/api/messages`, headers: { authorization: `Bearer ${f.sessionToken}` } },
  sync: { url: `${s.origin}/api/messages/sync?after=${encodeURIComponent(f.syncCursor)}`, headers: { authorization: `Bearer ${f.sessionToken}` } },
  forum: { url: `${s.origin}/api/forum/posts?sort=hot` },
  thread: { url: `${s.origin}/api/forum/posts/${f.forumThreadId}?sort=best` },
  rsvp: {
    url: `${s.origin}/api/public/events/${ev.slug}/rsvp`,
    method: 'POST',
    headers: { 'x-guest-token': ev.guestToken, 'content-type': 'application/json' },
    body: JSON.stringify({ response: 'going', partySize: 1 }),
  },
  // The booking panel's price for a free window, and booking a taken one (→ 409), as the API suite sends them.
  quote: { url: `${s.origin}/api/venues/${f.booking.venueId}/quote?date=${f.booking.date}&startMinute=600&endMinute=720&guests=12` },
  booking: {
    url: `${s.origin}/api/venues/${f.booking.venueId}/bookings`,
    method: 'POST',
    requests: f.booking.memberTokens.map((token) => ({
      method: 'POST',
      path: `/api/venues/${f.booking.venueId}/bookings`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date: f.booking.date, startMinute: f.booking.startMinute, endMinute: f.booking.endMinute, guests: 12 }),
    })),
  },
  // Add to cart as the API suite sends it: each request the next buyer's, one of the stocked variants.
  cart: {
    url: `${s.origin}/api/marketplace/cart/lines`,
    method: 'POST',
    requests: f.marketplace.cart.variantIds.flatMap((variantId) =>
      f.marketplace.cart.memberTokens.map((token) => ({
        method: 'POST',
        path: '/api/marketplace/cart/lines',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ variantId, quantity: 1 }),
      })),
    ),
  },
  birthday: {
    url: `${s.origin}/api/user/birthday`,
    method: 'POST',
    headers: { authorization: `Bearer ${f.sessionToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ birthdayMonth: 5, showOnBirthdayBoard: true }),
  },
};
console.log(JSON.stringify(await runLoad(specs[route], { connections: 50, warmup: 2, duration: 8 })));
await s.stop();
