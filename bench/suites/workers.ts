/**
 * The Workers build on workerd: the real entry (worker/entry.workers.ts, wrangler.toml) under
 * `wrangler dev --local`, against a local sqld, beside a bare Hono hello-world on the same workerd
 * with the same compatibility settings (bench/servers/hello.workers.mjs). Both go through
 * wrangler's local proxy, so what it costs is in both figures and the share compares the app with
 * the runtime, as the API suite's share compares the Node server with Node.
 *
 * The database is sqld behind a counting HTTP proxy in a process of its own
 * (bench/servers/counting-proxy.mjs): every Hrana request the app sends is one round trip, and on
 * Workers each one crosses the network to the database, so the count per request is the figure
 * that decides a route's latency in production. The data is the API suite's main data.
 *
 * Unlike on Node, nothing is kept between requests but what the Cache API holds: sessions and
 * heads are read every time. The venue list and visitors' event pages go through
 * EdgeSharedAnswers, which miniflare's local Cache API serves as a custom domain would (on
 * `*.workers.dev` it would not: docs/deploy-cloudflare.md).
 *
 *   BENCH_ROUTES='venues|gift'           only the routes whose labels contain one of these
 *   BENCH_WORKERS_CONFIG=<wrangler.toml> another build of the entry (an A/B: a config whose `main`
 *                                        is a changed copy of worker/entry.workers.ts)
 *   BENCH_VERBOSE=1                      wrangler's own output on stderr (a failing route's reason)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { GUEST_PAGE_SIZE } from '#core/domain/events/guest-list.rules.ts';
import { randomToken } from '#worker/services/tokens.ts';
import { FORUM_POSTS, FORUM_THREAD_COMMENTS, seedBenchData } from '../data.ts';
import { combine, formatLine, type LoadResult, type LoadSettings, type LoadSpec, root, runLoad, startServer } from '../load.ts';
import { roundTrips, routes } from './api.ts';
import { freePort } from '../../scripts/free-port.mjs';

export const name = 'The Workers build on workerd vs a bare Hono on the same workerd (wrangler dev --local, sqld behind a counting proxy)';

interface Running {
  name: string;
  origin: string;
  startupMs: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
}

/** Waits until `probe` answers true, the process exits, or the time is up. */
async function until(child: ChildProcess, what: string, timeoutMs: number, output: () => string, probe: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

async function startSqld(dir: string): Promise<Running> {
  const bin = join(root, '.cache', 'sqld', 'sqld');
  if (!existsSync(bin)) throw new Error('no sqld: run `bash scripts/setup-sqld.sh` (npm test and npm run dev:workers fetch it too)');
  const port = await freePort();
  const started = performance.now();
  const child = spawn(bin, ['--db-path', join(dir, 'sqld'), '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const origin = `http://127.0.0.1:${port}`;
  await until(
    child,
    'sqld',
    10_000,
    () => output,
    () =>
      fetch(`${origin}/health`).then(
        (response) => response.ok,
        () => false,
      ),
  );
  return { name: 'sqld', origin, startupMs: performance.now() - started, stop: stopper(child) };
}

/**
 * `wrangler dev --local` on a free port, quiet (a log line per request would be measured too);
 * ready once `readyPath` answers anything below 500.
 */
async function startWrangler(label: string, args: string[], readyPath: string): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'dev', '--ip', '127.0.0.1', '--port', String(port), '--local', '--log-level', 'warn', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
    if (process.env.BENCH_VERBOSE === '1') process.stderr.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  await until(
    child,
    label,
    120_000,
    () => output,
    () =>
      fetch(`${origin}${readyPath}`).then(
        (response) => response.status < 500,
        () => false,
      ),
  );
  return { name: label, origin, startupMs: performance.now() - started, stop: stopper(child) };
}

export async function run(settings: LoadSettings): Promise<void> {
  const dir = join(tmpdir(), `cakeday-bench-workers-${randomToken(6)}`);
  mkdirSync(dir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  try {
    const secret = randomToken(32);
    const sqld = await startSqld(dir);
    stops.push(sqld.stop);
    const seedStarted = performance.now();
    const seedClient = createClient({ url: sqld.origin });
    const fixture = await seedBenchData(seedClient, { venues: 100, guestCounts: [200, 30], guestLinkSecret: secret });
    seedClient.close();
    console.log(`seeded sqld over HTTP: 100 venues, events of 200 and 30 guests, ${fixture.conversationCount} conversations, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const proxy = await startServer('counting proxy', [process.execPath, join(root, 'bench', 'servers', 'counting-proxy.mjs')], { UPSTREAM: sqld.origin });
    stops.push(proxy.stop);

    // As production runs it (ENVIRONMENT=production from wrangler.toml), with the secrets it needs.
    const envFile = join(dir, 'app.env');
    writeFileSync(envFile, [`DATABASE_URL='${proxy.origin}'`, `GUEST_LINK_SECRET='${secret}'`, `DEMO_PAYMENT_SECRET='${randomToken(32)}'`, "APP_URL='http://127.0.0.1'"].join('\n') + '\n', {
      mode: 0o600,
    });
    // wrangler.toml's assets folder must exist; the API is what is measured.
    mkdirSync(join(root, 'dist', 'platform'), { recursive: true });
    const app = await startWrangler(
      'Cakeday on workerd',
      ['--config', process.env.BENCH_WORKERS_CONFIG || join(root, 'wrangler.toml'), '--env-file', envFile, '--persist-to', join(dir, 'app-state')],
      '/api/venues',
    );
    stops.push(app.stop);
    // The same compatibility date and flags as wrangler.toml, so both run on the same runtime features.
    const helloConfig = join(dir, 'hello.toml');
    writeFileSync(
      helloConfig,
      [
        'name = "bench-hello"',
        `main = ${JSON.stringify(join(root, 'bench', 'servers', 'hello.workers.mjs'))}`,
        'compatibility_date = "2026-04-20"',
        'compatibility_flags = ["nodejs_compat", "enable_request_signal"]',
      ].join('\n') + '\n',
    );
    const hello = await startWrangler('bare Hono on workerd', ['--config', helloConfig, '--persist-to', join(dir, 'hello-state')], '/');
    stops.push(hello.stop);
    console.log(`start-up (wrangler dev to first answer): ${app.name} ${(app.startupMs / 1000).toFixed(1)} s, ${hello.name} ${(hello.startupMs / 1000).toFixed(1)} s`);

    const only = process.env.BENCH_ROUTES?.split('|')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
    const picked = (label: string) => !only?.length || only.some((part) => label.toLowerCase().includes(part));
    const r = routes(fixture, 0);
    const targets: { label: string; spec: (origin: string) => LoadSpec; expectStatus?: number }[] = [
      { label: 'GET /api/venues (100 venues)', spec: r.venues },
      { label: 'GET /api/venues?city=…&guests=…&maxPrice=…&sort=price (search)', spec: r.venueSearch },
      { label: 'GET /api/public/events/:slug, 200 guests, visitor', spec: r.publicEvent },
      { label: 'GET /api/public/events/:slug, 200 guests, guest link', spec: r.publicEventAsGuest },
      { label: 'GET /api/gift (a guest’s gift page data)', spec: r.gift },
      { label: 'GET /api/auth/user (bearer session)', spec: r.user },
      { label: 'GET /api/auth/user without a session (401, an anonymous visitor)', spec: r.anonymousUser, expectStatus: 401 },
      { label: 'GET /api/events (dashboard, 6 events)', spec: r.dashboard },
      { label: `GET /api/events/:id/guests, 200 guests, host (first page of ${GUEST_PAGE_SIZE})`, spec: r.guestList },
      { label: `GET /api/messages (inbox, ${fixture.conversationCount} conversations)`, spec: r.inbox },
      { label: 'GET /api/messages/sync?after=… (5 changes behind)', spec: r.sync },
      { label: `GET /api/forum/posts?sort=hot (${FORUM_POSTS} posts, visitor)`, spec: r.forumList },
      { label: `GET /api/forum/posts/:id (thread of ${FORUM_THREAD_COMMENTS} comments, visitor)`, spec: r.forumThread },
      { label: 'POST /api/user/birthday (one-row write)', spec: r.birthday },
      { label: 'POST /api/public/events/:slug/rsvp, guest link', spec: r.rsvp },
      { label: 'GET /api/venues/:id/quote (a free 2-hour window)', spec: r.bookingQuote },
      { label: 'POST /api/venues/:id/bookings (window taken → 409)', spec: r.bookingTaken, expectStatus: 409 },
    ].filter((target) => picked(target.label));

    // Counted over real requests before the load: the first of each also warms the isolate's paths.
    const trips = new Map<string, number>();
    for (const target of targets) trips.set(target.label, await roundTrips(proxy, target.spec(app.origin), 10, target.expectStatus));

    const bareLabel = 'bare Hono GET / (same workerd)';
    const results = new Map<string, LoadResult[]>([[bareLabel, []], ...targets.map((target) => [target.label, []] as [string, LoadResult[]])]);
    const all = [
      { label: bareLabel, run: () => runLoad({ url: `${hello.origin}/` }, settings) },
      ...targets.map((target) => ({ label: target.label, run: () => runLoad(target.spec(app.origin), settings) })),
    ];
    for (let round = 0; round < settings.rounds; round += 1) {
      // Each round starts one target later and every other round runs backwards, so drift hits every target.
      const order = all.map((_, i) => all[(i + round) % all.length]!);
      if (round % 2 === 1) order.reverse();
      for (const target of order) results.get(target.label)!.push(await target.run());
    }
    const bare = combine(results.get(bareLabel)!);
    console.log(
      `\n-- per route on workerd (${settings.rounds} rounds × ${settings.duration} s after ${settings.warmup} s warm-up, ${settings.connections} connections; round trips: Hrana requests to sqld per request)`,
    );
    console.log(formatLine(bareLabel, bare, bare));
    for (const target of targets) console.log(formatLine(target.label, combine(results.get(target.label)!), bare, trips.get(target.label)));
    // A route that answered 5xx under load measured a failure, not the route; later ones may have met an isolate it broke.
    const failing = targets.filter((target) => Object.keys(combine(results.get(target.label)!).statuses).some((code) => code.startsWith('5')));
    if (failing.length > 0) {
      console.log(
        `\n${failing.length} of ${targets.length} routes answered 5xx under ${settings.connections} connections although each answered alone: their figures measure failures (BENCH_VERBOSE=1 shows wrangler's errors).`,
      );
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
