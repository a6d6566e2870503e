import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningEntry, startEntry } from './testing/node-entry.ts';

/** The Node entry as an operator starts it: what a production start puts in an empty database, and one process per database file. */
const secret = 'entry-test-guest-link-secret-0123456789abcdef';
let dir: string | undefined;
const running: RunningEntry[] = [];

afterEach(async () => {
  for (const entry of running.splice(0)) {
    entry.process.kill('SIGKILL');
    await entry.exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function start(file: string, env: Record<string, string>) {
  const started = startEntry({ DATABASE_URL: `file:${file}`, GUEST_LINK_SECRET: secret, DEMO_PAYMENT_SECRET: secret, ...env });
  running.push(started.entry);
  return started;
}

async function count(file: string, sql: string): Promise<number> {
  const client = createClient({ url: `file:${file}` });
  try {
    return Number(Object.values((await client.execute(sql)).rows[0] ?? {})[0]);
  } finally {
    client.close();
  }
}

describe('the Node entry in production', () => {
  it('creates no account at all with NODE_ENV=production on an empty database, and treats it as production everywhere', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-entry-'));
    const file = join(dir, 'app.db');
    const { entry, origin } = start(file, { NODE_ENV: 'production', APP_URL: 'https://party.example' });
    const url = await origin;
    expect(await count(file, 'SELECT count(*) FROM users')).toBe(0);
    expect(await count(file, 'SELECT count(*) FROM venues')).toBe(0);
    expect(entry.output()).not.toContain('cakeday-demo-2026');
    // No outbox on a production server, whatever the host.
    expect((await fetch(`${url}/api/dev/outbox`)).status).toBe(404);

    // The embed keys' localhost allowance follows the same notion of production as NODE_ENV.
    const registered = await fetch(`${url}/api/email-auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Olive Owner', email: 'olive@example.com', password: 'violet-otter-42' }),
    });
    expect(registered.status).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: { id: string } };
    const key = await fetch(`${url}/api/embed/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ widget: 'venue-search', target: { kind: 'venue-owner', id: user.id }, allowedOrigins: ['http://localhost:3000'] }),
    });
    expect(key.status).toBe(400);
    expect(((await key.json()) as { error: string }).error).toMatch(/local addresses can be allowed only outside production/);
  }, 60_000);

  it('seeds the demo when asked (SEED_DEMO=1), but never its admin with the published password', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-entry-'));
    const file = join(dir, 'app.db');
    const { origin } = start(file, { NODE_ENV: 'production', SEED_DEMO: '1', APP_URL: 'https://party.example' });
    const url = await origin;
    const signIn = (email: string) =>
      fetch(`${url}/api/email-auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'cakeday-demo-2026' }) });
    expect((await signIn('host@demo.cakeday.test')).status).toBe(200);
    expect((await signIn('admin@demo.cakeday.test')).status).toBe(401);
  }, 60_000);

  it('refuses to start in production without APP_URL, saying how to set it (links in emails would point at this machine)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-entry-'));
    const { entry, origin } = start(join(dir, 'app.db'), { NODE_ENV: 'production' });
    origin.catch(() => undefined);
    expect(await entry.exited).toBe(1);
    expect(entry.output()).toMatch(/APP_URL is not set: .*Set APP_URL to the public origin/s);
  }, 60_000);
});

describe('one process per database file', () => {
  it('refuses a second server on the same file with a message that says what to do, and starts again after a crash', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cakeday-entry-'));
    const file = join(dir, 'app.db');
    const first = start(file, { ENVIRONMENT: 'test', SEED_DEMO: '0' });
    await first.origin;

    const second = start(file, { ENVIRONMENT: 'test', SEED_DEMO: '0' });
    second.origin.catch(() => undefined);
    expect(await second.entry.exited).toBe(1);
    expect(second.entry.output()).toMatch(/Another Cakeday server is already running on .*app\.db/);
    expect(second.entry.output()).toMatch(/one process per database file/);
    expect(second.entry.output()).toMatch(/Workers deployment/);

    // A crash leaves no stale lock behind: the kernel frees it with the process.
    first.entry.process.kill('SIGKILL');
    await first.entry.exited;
    const third = start(file, { ENVIRONMENT: 'test', SEED_DEMO: '0' });
    expect(await third.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  }, 60_000);
});
