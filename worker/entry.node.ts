/**
 * The Node runtime: one process serving the API, the built platform and the SDK files on an
 * embedded libSQL file. The only file that reads process.env and touches the disk for the app.
 */
// First: the heap's growth limit applies from the first collection on.
import './services/heap-growth.node.ts';
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { createClient } from '@libsql/client';
import type { Context } from 'hono';
import { createApp } from './app.ts';
import { countRoundTrips, createDb, tuneFileDatabase, watchWrites } from './db/client.ts';
import { checkpointInBackground } from './db/background-checkpoint.node.ts';
import { createLocalClient, databasePath } from './db/local-client.node.ts';
import { ProcessSharedAnswers } from './cache/shared-answers.ts';
import { htmlPage } from './middleware/html-page.ts';
import { requireAppUrlInProduction } from './middleware/app-url.ts';
import { isBuildOnlyFile, staticCacheControl } from './middleware/static-cache.ts';
import { TableCache } from './cache/table-cache.ts';
import { applyMigrations } from './db/migrate.ts';
import { DEMO_PASSWORD, demoAccounts, lockPublishedDemoAdmin, seedDemoData } from './db/seed.ts';
import { demoDataPolicy } from './db/demo-policy.ts';
import { DatabaseInUseError, lockDatabaseFile } from './db/process-lock.node.ts';
import { DEMO_EVENT_ID } from './db/seed-events.ts';
import { seedDemoAlbum } from './features/albums/album-demo.ts';
import { seedDemoBoard } from './features/birthday-board/board-demo.ts';
import { seedDemoForum } from './features/forum/forum-demo.ts';
import { seedDemoBlog } from './features/blog/blog-demo.ts';
import type { AppDeps } from './deps.ts';
import { parseAppEnv } from './env.ts';
import { DbDemoPaymentStore } from './db/demo-payment-store.repo.ts';
import { DiskBlobStore } from './services/blob-store/disk-blob-store.node.ts';
import { DiskUploadPartStore } from './services/blob-store/disk-upload-part-store.node.ts';
import { OffsetClock, systemClock } from './services/clock.ts';
import { pinnedFetch } from './services/pinned-fetch.node.ts';
import { OutboxMailer, ResendMailer } from './services/mailer.ts';
import { SharpImageProcessor } from './services/images/sharp-processor.node.ts';
import { InProcessInboxNotifier } from './services/inbox-notifier.ts';
import { hashPassword, verifyPassword } from './services/password.ts';
import { paymentsFromEnv } from './services/payments/provider-from-env.ts';
import { forwardedClientAddress } from './services/client-address.ts';
import { runScheduledWork } from './scheduler.ts';
import { OutboxSmsSender, smsSenderFromEnv } from './services/sms.ts';
import { randomToken } from './services/tokens.ts';
import { generateVapidPrivateJwk } from './services/push/vapid.ts';

const root = resolve(import.meta.dirname, '..');
const staticRoot = join(root, 'dist', 'platform');
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL ?? 'file:data/cakeday.db';

if (databaseUrl.startsWith('file:')) mkdirSync(dirname(resolve(root, databaseUrl.slice('file:'.length))), { recursive: true });

/** A secret made once and kept beside the database, for a developer who set none. */
function localSecret(name: string): string {
  const file = join(root, 'data', `.${name}`);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomToken(32), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The VAPID key pair for Web Push (a private JWK), made once and kept beside the other secrets (decision 041). */
async function localVapidKey(): Promise<string> {
  const file = join(root, 'data', '.vapid-private-jwk');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await generateVapidPrivateJwk(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

// One notion of production for every check the app makes (the outbox, embed keys' localhost
// origins, an http sign-in provider, the link reader's test hosts, demo data): NODE_ENV or
// ENVIRONMENT saying so, whichever the operator set.
const production = process.env.NODE_ENV === 'production' || process.env.ENVIRONMENT === 'production';
// Refused before the database is opened: exiting with its checkpoint thread running could end the
// process by a signal instead of this exit code.
try {
  requireAppUrlInProduction(
    { ENVIRONMENT: production ? 'production' : 'development', APP_URL: process.env.APP_URL },
    'Set APP_URL to the public origin people reach this server at, e.g. APP_URL=https://party.example.com.',
  );
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
const isFileDatabase = databaseUrl.startsWith('file:');
// One process per database file: a second one is refused before it reads anything (db/process-lock.node.ts).
if (isFileDatabase) {
  try {
    await lockDatabaseFile(resolve(databasePath(databaseUrl)));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
// A local file: one connection that keeps its prepared statements (worker/db/local-client.node.ts).
const client = isFileDatabase ? createLocalClient(databaseUrl) : createClient({ url: databaseUrl, authToken: process.env.DATABASE_AUTH_TOKEN });
// WAL, synchronous=NORMAL, busy timeout, foreign keys: docs/decisions/019-database-durability.md.
if (isFileDatabase) await tuneFileDatabase(client);
// Its checkpoints (the fsyncs) on a thread of their own, not inside a commit on this one (decision 045).
if (isFileDatabase) await checkpointInBackground(client, databasePath(databaseUrl));
// `npm run bench` counts database round trips per request through this (BENCH=1 only).
const benchRoundTrips = process.env.BENCH === '1' ? countRoundTrips(client) : undefined;
// Writes through this client expire the shared public answers (venue list, public event pages) at once.
const writes = isFileDatabase ? watchWrites(client) : undefined;
await applyMigrations(client);
// After the migrations: which tables' writes reach which others through triggers (WriteWatch).
await writes?.learnSchema();
const db = createDb(client);
// The outbox page shows reset links to anyone who asks: on by default only for a development
// server that listens on this machine alone.
const loopbackOnly = ['127.0.0.1', 'localhost', '::1'].includes(host);
const outboxByDefault = !production && loopbackOnly ? '1' : '0';
const env = parseAppEnv({
  GUEST_LINK_SECRET: localSecret('guest-link-secret'),
  VAPID_PRIVATE_JWK: process.env.VAPID_PRIVATE_JWK ?? (await localVapidKey()),
  DEV_OUTBOX: outboxByDefault,
  // Links in emails point here; a production server is reached through its public origin, never this.
  ...(production ? {} : { APP_URL: `http://${host}:${port}` }),
  ...process.env,
  ...(production ? { ENVIRONMENT: 'production' } : {}),
});
// Browser tests move this clock forward to see the 24-hour hold end (TEST_CLOCK; refused in production).
const testClock = env.TEST_CLOCK ? new OffsetClock() : undefined;
const clock = testClock ?? systemClock;
const payments = paymentsFromEnv({
  env,
  clock,
  demoStore: new DbDemoPaymentStore(db),
  demoSecret: env.DEMO_PAYMENT_SECRET ?? localSecret('demo-payment-secret'),
  origin: env.APP_URL,
});
// Demo data in development on a local file, or elsewhere only when asked for (SEED_DEMO=1), and never an
// admin whose password the README publishes on a production server (db/demo-policy.ts).
const demo = demoDataPolicy({ production, localFile: isFileDatabase, SEED_DEMO: process.env.SEED_DEMO });
// The demo guests' personal links are derived from the same secret the app checks them with.
const seeded = demo.seed
  ? await seedDemoData(db, { hashPassword, guestLinkSecret: env.GUEST_LINK_SECRET ?? localSecret('guest-link-secret'), publishedAdminPassword: demo.publishedAdminPassword })
  : false;
// A production database seeded before this rule existed may still hold that admin: locked here.
if (!demo.publishedAdminPassword && (await lockPublishedDemoAdmin(db, { hashPassword, verifyPassword }))) {
  console.warn('   The demo admin (admin@demo.cakeday.test) had the README’s password on a production server: it was replaced and its sessions ended.');
}
const mailer = env.RESEND_API_KEY && env.MAIL_FROM ? new ResendMailer(env.RESEND_API_KEY, env.MAIL_FROM) : new OutboxMailer(db, clock);
const sms = smsSenderFromEnv(env, db, clock);

// Uploaded photos: files under data/blobs (BLOB_DIR moves them), re-encoded with sharp (docs/decisions/024-blob-store-and-images.md).
const blobs = new DiskBlobStore(resolve(root, process.env.BLOB_DIR ?? join('data', 'blobs')));
const deps = {
  db,
  clock,
  mailer,
  sms,
  env,
  payments: payments.provider,
  inboxNotifier: new InProcessInboxNotifier(),
  blobs,
  // Parts of resumable uploads until they are whole: data/upload-parts (UPLOAD_PARTS_DIR moves them; decision 036).
  uploadParts: new DiskUploadPartStore(resolve(root, process.env.UPLOAD_PARTS_DIR ?? join('data', 'upload-parts')), blobs),
  images: new SharpImageProcessor(),
  ...(payments.relay ? { paymentEvents: payments.relay } : {}),
  ...(testClock ? { testClock } : {}),
  // Not with a test clock: a moved clock changes answers (RSVPs open) without any write.
  // BENCH_SHARED_CACHE=0: the bench's growth table measures the database path itself.
  ...(writes && !testClock && process.env.BENCH_SHARED_CACHE !== '0' ? { sharedCache: new ProcessSharedAnswers(writes) } : {}),
  // Public and private answers that are kept go out gzipped to clients that take it, compressed once per answer (cache/json-responses.ts).
  gzip: (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes)),
  // Pages the server sends itself (the app's shell, an event's drawn page) in Brotli: quality 4 takes ~0.6 ms for 70 KB, a page it keeps once (middleware/html-page.ts).
  brotli: (bytes: Uint8Array) => new Uint8Array(brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })),
  // Hot routes' small reads (the session, a guest link's and gift page's heads, the guest list's event) and member answers (the dashboard, the inbox, sync) while nothing wrote to their tables (cache/table-cache.ts, decision 042).
  ...(writes ? { readCache: new TableCache(writes) } : {}),
  clientAddress: (c: Parameters<AppDeps['clientAddress']>[0]) => {
    const forwarded = forwardedClientAddress(c.req.header('x-forwarded-for'), env.TRUST_PROXY);
    return forwarded || getConnInfo(c).remote.address || 'unknown';
  },
  appShell: () => currentIndexHtml(),
  // The wishlist link reader refuses a name if any of its addresses is private (decision 012).
  resolveHost: async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  // ...and then connects only to the addresses it checked (no second lookup to rebind; decision 018).
  fetchPinned: pinnedFetch,
} satisfies AppDeps;
const app = createApp(deps);
// The demo party's album is made through the real photo pipeline, once, after the first seeding.
if (seeded) {
  await seedDemoAlbum(deps, { eventId: DEMO_EVENT_ID, scenesDir: pathToFileURL(join(root, 'platform', 'public', 'demo', 'venues') + '/'), guestLinkSecret: env.GUEST_LINK_SECRET!, now: clock.now() });
  // A living forum: posts, threads and votes of the demo accounts.
  await seedDemoForum(db, clock.now());
  // The blog's guides by the Demo Admin, one scheduled a few days ahead (docs/decisions/039-blog.md).
  await seedDemoBlog(deps, {
    authorId: demoAccounts.find((account) => account.role === 'admin')!.id,
    scenesDir: pathToFileURL(join(root, 'platform', 'public', 'demo', 'venues') + '/'),
    now: clock.now(),
  });
  // A living birthday board: this month's members and a group gift with paid contributions and messages, through the real API.
  // Its own app instance: a request to `app` would freeze its routes before the static files below are added.
  await seedDemoBoard(createApp(deps), deps, { now: clock.now() });
}

// Scheduled work (reminders, the send queue) every 15 s; the next run is planned only after the
// previous one ends, so runs never overlap. 14 texts a run keeps under one per second. unref'd: it
// never keeps the process alive on its own. See docs/decisions/009-messaging-and-scheduler.md.
const requestedInterval = Number(process.env.SCHEDULER_INTERVAL_MS ?? 15_000);
const SCHEDULER_INTERVAL_MS = Number.isFinite(requestedInterval) && requestedInterval >= 1000 ? requestedInterval : 15_000;
function scheduleNextRun() {
  setTimeout(async () => {
    try {
      await runScheduledWork(deps, { maxTexts: Math.max(1, Math.floor(SCHEDULER_INTERVAL_MS / 1000) - 1) });
    } catch (error) {
      console.error('Scheduled work failed; trying again at the next run:', error);
    }
    scheduleNextRun();
  }, SCHEDULER_INTERVAL_MS).unref();
}
scheduleNextRun();

if (benchRoundTrips) app.get('/__bench/round-trips', (c) => c.json({ count: benchRoundTrips.count }));

// The landing page prerendered at build time (docs/decisions/022-public-first-paint.md); an older build without it gets index.html below.
// Files are sent as the Brotli or gzip copy the build wrote beside them (scripts/precompress.mjs);
// hashed asset names never change content, so browsers keep them for a year without asking.
const staticFiles = {
  root: staticRoot,
  precompressed: true,
  // The same rule as the Workers entry's (middleware/static-cache.ts), by the URL's path.
  onFound: (_path: string, c: Context) => {
    const cacheControl = staticCacheControl(c.req.path);
    if (cacheControl) c.header('Cache-Control', cacheControl);
  },
};
app.get('/', serveStatic({ ...staticFiles, path: 'landing.html' }));
app.get('*', (c, next) => (isBuildOnlyFile(c.req.path) ? c.text('Not found', 404) : next()));
// Built platform and SDK files; any other GET outside /api and /sdk gets the SPA's index.html.
app.use('/*', serveStatic(staticFiles));
// Kept in memory, but read again when a rebuild replaced it (its asset names change each build).
let indexHtml: { text: string; mtimeMs: number } | undefined;
async function currentIndexHtml(): Promise<string | undefined> {
  const file = join(staticRoot, 'index.html');
  const mtimeMs = await stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (mtimeMs === undefined) return undefined;
  if (indexHtml?.mtimeMs !== mtimeMs) indexHtml = { text: await readFile(file, 'utf8'), mtimeMs };
  return indexHtml.text;
}
const appFiles = new Set(['/service-worker.js', '/manifest.webmanifest']);
app.get('*', async (c) => {
  // A missing SDK file, service worker or manifest is a 404, never the app's page (a browser would
  // install index.html as the service worker's script otherwise).
  if (c.req.path.startsWith('/sdk/') || appFiles.has(c.req.path)) return c.text('Not found', 404);
  const html = await currentIndexHtml();
  if (!html) return c.text('The platform is not built yet: run `npm run build` (npm start does it for you).', 503);
  return htmlPage(c, html);
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  console.log(`\n🎂 Cakeday is running at ${url}`);
  console.log(`   Database: ${databaseUrl}${seeded ? ' (demo data seeded on this first start)' : ''}`);
  if (demo.seed) {
    console.log(`   Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) {
      if (account.role === 'admin' && !demo.publishedAdminPassword) console.log(`     ${account.email}  (admin: no published password in production; promote your own account with npm run admin)`);
      else console.log(`     ${account.email}  (${account.label})`);
    }
  } else if (production) console.log('   Production: no demo data (SEED_DEMO=1 asks for it); make your own account an admin with npm run admin -- you@example.com');
  if (env.DEV_OUTBOX) console.log(`   Local outbox (emails and texts that were not really sent): ${url}/api/dev/outbox`);
  if (mailer instanceof OutboxMailer) console.log('   Email: local outbox (set RESEND_API_KEY and MAIL_FROM to send real email)');
  console.log(payments.provider.label ? `   Payments: ${payments.provider.label} (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)` : '   Payments: Stripe');
  if (testClock) console.log('   TEST_CLOCK is on: POST /api/dev/clock moves time forward');
  console.log(sms instanceof OutboxSmsSender ? '   SMS: local outbox (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send real texts)' : `   SMS: Twilio from ${env.TWILIO_FROM}`);
});
// Idle keep-alive connections stay open longer than a client (a browser, a proxy, a test's request
// context) keeps them: with Node's 5 s default a request sent on a reused connection just as the
// server closes it fails with ECONNRESET.
// An HTTP/1.1 server here (serve() without createServer options).
Object.assign(server as Server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 });
