/**
 * The real API's cheapest public read (GET /api/venues: session middleware, security headers,
 * a libSQL query over the seeded demo venues, JSON) against a bare Hono hello-world in the same
 * process. The ratio shows what the app's own layers cost on top of Hono and Node's HTTP stack.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createClient } from '@libsql/client';
import { Hono } from 'hono';
import { createApp } from '../../worker/app.ts';
import { createDb } from '../../worker/db/client.ts';
import { applyMigrations } from '../../worker/db/migrate.ts';
import { seedDemoData } from '../../worker/db/seed.ts';
import { parseAppEnv } from '../../worker/env.ts';
import { systemClock } from '../../worker/services/clock.ts';
import { OutboxMailer } from '../../worker/services/mailer.ts';
import { hashPassword } from '../../worker/services/password.ts';
import { DbDemoPaymentStore } from '../../worker/db/demo-payment-store.repo.ts';
import { paymentsFromEnv } from '../../worker/services/payments/provider-from-env.ts';
import { OutboxSmsSender } from '../../worker/services/sms.ts';
import { randomToken } from '../../worker/services/tokens.ts';
import { type LoadSettings, formatResult, listen, measure } from '../load.ts';

export const name = 'API (GET /api/venues) vs bare Hono (GET /)';

export async function run(settings: LoadSettings): Promise<void> {
  const file = join(tmpdir(), `cakeday-bench-${randomToken(9)}.db`);
  const client = createClient({ url: `file:${file}` });
  const servers: { close(): Promise<void> }[] = [];
  try {
    await applyMigrations(client);
    const db = createDb(client);
    await seedDemoData(db, hashPassword);
    const env = parseAppEnv({ ENVIRONMENT: 'production' });
    const payments = paymentsFromEnv({ env, clock: systemClock, demoStore: new DbDemoPaymentStore(db), demoSecret: randomToken(32), origin: 'http://127.0.0.1' });
    const app = createApp({
      db,
      clock: systemClock,
      mailer: new OutboxMailer(db, systemClock),
      sms: new OutboxSmsSender(db, systemClock),
      env,
      payments: payments.provider,
      clientAddress: (c) => getConnInfo(c).remote.address ?? 'unknown',
    });
    const api = await listen(app.fetch);
    servers.push(api);

    const hello = new Hono();
    hello.get('/', (c) => c.text('Hello, world!'));
    const bare = await listen(hello.fetch);
    servers.push(bare);

    const check = await fetch(`${api.origin}/api/venues`);
    const venues = (await check.json()) as unknown[];
    if (!check.ok || !Array.isArray(venues) || venues.length === 0) throw new Error(`GET /api/venues answered ${check.status}; the bench needs the seeded venues.`);

    const apiResult = await measure('Cakeday GET /api/venues', `${api.origin}/api/venues`, settings);
    const bareResult = await measure('bare Hono GET /', `${bare.origin}/`, settings);
    console.log(formatResult(apiResult));
    console.log(formatResult(bareResult));
    const ratio = apiResult.requestsPerSecond / bareResult.requestsPerSecond;
    console.log(`ratio: the API serves ${(ratio * 100).toFixed(1)}% of the bare app's req/s (${venues.length} venues per response)`);
  } finally {
    for (const server of servers) await server.close();
    client.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
