/**
 * The Cloudflare Workers runtime: the same createApp() as the Node server, built from the
 * worker's bindings. The database is libSQL over HTTP (Turso, or a local sqld in the tests);
 * the built platform and the SDK files come from the static assets binding.
 * See docs/decisions/001-runtime-split.md.
 */
import { createClient } from '@libsql/client/web';
import { waitUntil } from 'cloudflare:workers';
import { createApp } from './app.ts';
import { createDb } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { parseAppEnv } from './env.ts';
import { requireAppUrlInProduction } from './middleware/app-url.ts';
import { staticCacheControl } from './middleware/static-cache.ts';
import { systemClock } from './services/clock.ts';
import { DbDemoPaymentStore } from './db/demo-payment-store.repo.ts';
import { R2BlobStore } from './services/blob-store/r2-blob-store.ts';
import { R2UploadPartStore } from './services/blob-store/r2-upload-part-store.ts';
import { CloudflareImagesProcessor } from './services/images/cloudflare-images-processor.ts';
import { EdgeSharedAnswers } from './cache/edge-shared-answers.ts';
import { DurableObjectInboxNotifier, InboxChannel } from './services/inbox-channel.ts';
import { OutboxMailer, ResendMailer } from './services/mailer.ts';
import { paymentsFromEnv } from './services/payments/provider-from-env.ts';
import { runScheduledWork } from './scheduler.ts';
import { smsSenderFromEnv } from './services/sms.ts';
import { randomToken } from './services/tokens.ts';

/** What wrangler.toml and the account's secrets hand the worker (a type, so it passes as a plain record). */
export type WorkersEnv = {
  ASSETS: Fetcher;
  /** libsql://… or https://…; required. */
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  /** The members' live inbox channels (wrangler.toml's durable_objects; worker/services/inbox-channel.ts). */
  INBOX_CHANNEL?: DurableObjectNamespace;
  /** Uploaded files (wrangler.toml's r2_buckets; worker/services/blob-store/r2-blob-store.ts). */
  BLOBS?: R2Bucket;
  /** Decodes and re-encodes uploaded photos (wrangler.toml's images; docs/decisions/024-blob-store-and-images.md). */
  IMAGES?: ImagesBinding;
  /** The rest is read by parseAppEnv (worker/env.ts): ENVIRONMENT, APP_URL, RESEND_API_KEY, MAIL_FROM, OIDC_*. */
  [name: string]: unknown;
};

/** The app's dependencies from the bindings; shared by requests and the cron trigger. */
function buildDeps(env: WorkersEnv): AppDeps {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: add it with `npx wrangler secret put DATABASE_URL`.');
  // No queue in the client: its default holds a 21st query until another finishes, and the one it
  // then starts belongs to another request, which workerd cancels as hung; the isolate never
  // recovers. Each request's queries run in its own context; Turso and sqld take them all.
  const db = createDb(createClient({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN, concurrency: Number.MAX_SAFE_INTEGER }));
  const appEnv = parseAppEnv(env);
  requireAppUrlInProduction(appEnv, 'Set it with `npx wrangler secret put APP_URL`, or as APP_URL under [vars] in wrangler.toml (ENVIRONMENT is "production" there).');
  const mailer = appEnv.RESEND_API_KEY && appEnv.MAIL_FROM ? new ResendMailer(appEnv.RESEND_API_KEY, appEnv.MAIL_FROM) : new OutboxMailer(db, systemClock);
  // The demo provider (no STRIPE_SECRET_KEY) keeps its sessions in the database, as isolates come and go.
  // Without a secret of its own the demo signs with one per isolate: it still works (its events are
  // verified by the isolate that made them) but ids differ between isolates, so set one.
  const demoSecret = appEnv.DEMO_PAYMENT_SECRET ?? (appEnv.GUEST_LINK_SECRET ? `demo-payments:${appEnv.GUEST_LINK_SECRET}` : randomToken(32));
  const payments = paymentsFromEnv({
    env: appEnv,
    clock: systemClock,
    demoStore: new DbDemoPaymentStore(db),
    demoSecret,
    // Without APP_URL (outside production) each checkout's page is on the host the request came to.
    origin: appEnv.APP_URL,
  });
  return {
    db,
    clock: systemClock,
    mailer,
    // The official Twilio SDK runs on workerd with nodejs_compat (docs/decisions/009-messaging-and-scheduler.md).
    sms: smsSenderFromEnv(appEnv, db, systemClock),
    env: appEnv,
    payments: payments.provider,
    ...(payments.relay ? { paymentEvents: payments.relay } : {}),
    // Set by Cloudflare's edge on every request; a client cannot choose it.
    clientAddress: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
    // The built index.html from the asset binding ("/" is served as index.html).
    appShell: async (c) => {
      const response = await env.ASSETS.fetch(new URL('/', c.req.url));
      return response.ok ? response.text() : undefined;
    },
    // The venue list and visitors' event pages, kept a few seconds in the data centre's cache (cache/edge-shared-answers.ts).
    sharedCache: new EdgeSharedAnswers(caches.default, waitUntil),
    // Live inbox hints through each member's Durable Object (docs/decisions/023-messages.md).
    ...(env.INBOX_CHANNEL ? { inboxNotifier: new DurableObjectInboxNotifier(env.INBOX_CHANNEL, waitUntil) } : {}),
    // Photos: stored in R2, processed by the Images binding (sharp cannot run here; decision 024).
    // Resumable uploads' parts are an R2 multipart upload on the same bucket (decision 036).
    ...(env.BLOBS ? { blobs: new R2BlobStore(env.BLOBS), uploadParts: new R2UploadPartStore(env.BLOBS) } : {}),
    ...(env.IMAGES ? { images: new CloudflareImagesProcessor(env.IMAGES) } : {}),
  };
}

function buildApp(env: WorkersEnv, deps: AppDeps) {
  const app = createApp(deps);

  // Everything outside /api: the built platform, the SDK under /sdk/v1, and index.html for the
  // platform's client-side routes (the binding's single-page-application fallback).
  app.all('*', async (c) => {
    // "/" is the landing page prerendered at build time, landing.html (the binding serves it as
    // /landing; docs/decisions/022-public-first-paint.md). Without it the fallback gives index.html.
    const request = c.req.path === '/' ? new Request(new URL('/landing', c.req.url), c.req.raw) : c.req.raw;
    const response = await env.ASSETS.fetch(request);
    const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    // The fallback answers a missing SDK file with index.html; a <script src> must get a 404 instead,
    // and so must a missing service worker or manifest (docs/decisions/041-installable-app.md).
    const appFile = c.req.path === '/service-worker.js' || c.req.path === '/manifest.webmanifest';
    if ((c.req.path.startsWith('/sdk/') || appFile) && html) {
      return c.text('Not found', 404);
    }
    // The binding answers every file `max-age=0, must-revalidate`; hashed files are kept a year, as
    // on Node. No file the rule names is HTML, so an HTML answer is the fallback and keeps the binding's.
    const cacheControl = staticCacheControl(c.req.path);
    if (!cacheControl || html || (response.status !== 200 && response.status !== 304)) return response;
    const kept = new Response(response.body, response);
    kept.headers.set('Cache-Control', cacheControl);
    return kept;
  });
  return app;
}

/** One app per isolate: building it opens the database client, so it is reused while the bindings stay the same. */
let built: { env: WorkersEnv; deps: AppDeps; app: ReturnType<typeof buildApp> } | undefined;

function current(env: WorkersEnv) {
  if (built?.env !== env) {
    const deps = buildDeps(env);
    built = { env, deps, app: buildApp(env, deps) };
  }
  return built;
}

/** The Durable Object class behind INBOX_CHANNEL: the runtime finds it among the main module's exports. */
export { InboxChannel };

/** Texts per cron run: the trigger fires every minute and texts go one per second, so a run ends before the next. */
const TEXTS_PER_CRON_RUN = 50;

export default {
  // async, so a missing binding rejects (logged by the runtime, a 500 for the client) rather than throwing.
  async fetch(request, env, ctx) {
    return current(env).app.fetch(request, env, ctx);
  },
  // The cron trigger of wrangler.toml: the same scheduled work as the Node server's timer.
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(runScheduledWork(current(env).deps, { maxTexts: TEXTS_PER_CRON_RUN }).then(() => undefined));
  },
} satisfies ExportedHandler<WorkersEnv>;
