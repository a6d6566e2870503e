import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
import { createDb, watchWrites } from '../db/client.ts';
import { createLocalClient } from '../db/local-client.node.ts';
import { applyMigrations } from '../db/migrate.ts';
import { type AppEnv, parseAppEnv } from '../env.ts';
import { DbDemoPaymentStore } from '../db/demo-payment-store.repo.ts';
import { DiskBlobStore } from '../services/blob-store/disk-blob-store.node.ts';
import { ManualClock } from '../services/clock.ts';
import { DiskUploadPartStore } from '../services/blob-store/disk-upload-part-store.node.ts';
import { SharpImageProcessor } from '../services/images/sharp-processor.node.ts';
import { InProcessInboxNotifier } from '../services/inbox-notifier.ts';
import { ProcessSharedAnswers } from '../cache/shared-answers.ts';
import { TableCache } from '../cache/table-cache.ts';
import { CacheVerifier, watchReads } from './verified-caches.ts';
import { type ConfiguredPayments, paymentsFromEnv } from '../services/payments/provider-from-env.ts';
import { type Mailer, OutboxMailer } from '../services/mailer.ts';
import { OutboxSmsSender, type SmsSender } from '../services/sms.ts';
import { randomToken } from '../services/tokens.ts';

/**
 * A real app on a fresh libSQL database file of its own (deleted on close): no mocked database.
 * The client address comes from the `x-test-client-address` header so throttling per address can
 * be tested; the clock is manual so expiry is tested without sleeping.
 */
export async function createTestApp(
  options: {
    env?: Partial<Record<keyof AppEnv, string>>;
    mailer?: Mailer;
    sms?: SmsSender;
    fetch?: typeof fetch;
    appShell?: AppDeps['appShell'];
    /** Another payment provider (Stripe against worker/testing/stripe-server.ts); the default is the demo provider on this database. */
    payments?: (context: { db: ReturnType<typeof createDb>; clock: ManualClock; env: AppEnv }) => ConfiguredPayments;
    /** false: every request reads its session and its heads, as on Workers (the round-trip counts are Workers' hops). */
    cachesInProcess?: boolean;
    /** true: public answers are shared between visitors as on Node (ProcessSharedAnswers on this app's clock). */
    sharedAnswers?: boolean;
    /**
     * false: a cache hit is not also read afresh and compared (testing/verified-caches.ts). Only for
     * tests that count the database round trips a hit saves, or that write behind the app's back
     * on purpose; every other test runs verified. `verifyCaches(false)` turns it off mid-file.
     */
    verifyCaches?: boolean;
  } = {},
) {
  const file = join(tmpdir(), `cakeday-test-${randomToken(9)}.db`);
  /** Work the app started after a response (worker/services/background.ts). */
  const backgroundWork = new Set<Promise<unknown>>();
  async function settle() {
    while (backgroundWork.size > 0) await Promise.all([...backgroundWork]);
  }
  const client = createLocalClient(`file:${file}`);
  // As on Node: writes through the client end the sessions the app keeps, so every test runs with them kept.
  const writes = watchWrites(client);
  await applyMigrations(client);
  await writes.learnSchema();
  const db = createDb(client);
  const clock = new ManualClock();
  const env = parseAppEnv({ ENVIRONMENT: 'test', DEV_OUTBOX: '1', GUEST_LINK_SECRET: 'test-guest-link-secret-0123456789abcdef', ...options.env });
  const mailer = options.mailer ?? new OutboxMailer(db, clock);
  const sms = options.sms ?? new OutboxSmsSender(db, clock);
  const payments =
    options.payments?.({ db, clock, env }) ??
    paymentsFromEnv({ env, clock, demoStore: new DbDemoPaymentStore(db), demoSecret: 'test-demo-payment-secret-0123456789abcdef', origin: 'http://127.0.0.1' });
  const inboxNotifier = new InProcessInboxNotifier();
  const verifier = options.verifyCaches === false ? undefined : new CacheVerifier();
  verifier?.keptAnswers(db);
  if (verifier) verifier.readsOf = watchReads(client);
  const readCache = options.cachesInProcess === false ? undefined : new TableCache(writes);
  const sharedCache = options.sharedAnswers ? new ProcessSharedAnswers(writes, 1000, 1000, () => clock.now()) : undefined;
  // Uploaded photos go to a folder of this app's own (deleted on close), processed with sharp as on Node.
  const blobDir = join(tmpdir(), `cakeday-test-blobs-${randomToken(9)}`);
  const blobs = new DiskBlobStore(blobDir);
  const deps = {
    db,
    clock,
    mailer,
    sms,
    env,
    payments: payments.provider,
    ...(payments.relay ? { paymentEvents: payments.relay } : {}),
    inboxNotifier,
    // As on Node: kept answers go out gzipped to a request that takes gzip (cache/json-responses.ts).
    gzip: (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes)),
    ...(readCache ? { readCache: verifier ? verifier.readCache(readCache) : readCache } : {}),
    ...(sharedCache ? { sharedCache: verifier ? verifier.sharedCache(sharedCache) : sharedCache } : {}),
    blobs,
    // Resumable uploads' parts wait in a folder beside the blobs until they are joined.
    uploadParts: new DiskUploadPartStore(`${blobDir}-parts`, blobs),
    images: new SharpImageProcessor(),
    clientAddress: (c) => c.req.header('x-test-client-address') ?? '203.0.113.1',
    waitUntil: (task) => {
      backgroundWork.add(task);
      void task.finally(() => backgroundWork.delete(task));
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.appShell ? { appShell: options.appShell } : {}),
  } satisfies AppDeps;
  const app = createApp(deps);

  /** Sends a request to the app; `json` becomes the body, `token` the bearer header. */
  async function call(method: string, path: string, init: { json?: unknown; body?: string; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await app.request(`http://127.0.0.1${path}`, { method, headers, body });
    const text = await response.text();
    // What the request started after answering (a reset email) is done before the test looks.
    await settle();
    let data: any = undefined;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    return { status: response.status, headers: response.headers, data };
  }

  return {
    app,
    /** The same dependencies the app runs on, for calling services (the scheduler) directly. */
    deps,
    db,
    client,
    /** The database file, for a second connection that writes behind the app's back (another process would). */
    databaseFile: file,
    clock,
    env,
    /** The folder the blob store writes to, to look at what an upload left behind. */
    blobDir,
    call,
    /** Waits for the work requests started after answering; `call` does it for you. */
    settle,
    /** Turns verify mode (testing/verified-caches.ts) off or on again for what follows. */
    verifyCaches: (on: boolean) => verifier?.verifying(on),
    close() {
      client.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      rmSync(blobDir, { recursive: true, force: true });
      rmSync(`${blobDir}-parts`, { recursive: true, force: true });
      if (verifier?.problems.length) throw new Error(`A cache answered stale data during this test:\n${verifier.problems.join('\n')}`);
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
