import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { applyMigrations } from './migrate.ts';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const script = join(root, 'worker', 'db', 'make-admin.ts');

/** Runs `npm run admin`'s script as an operator would: its own process against DATABASE_URL. */
function makeAdmin(databaseUrl: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(tsx, [script, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 30_000 }, (error, stdout, stderr) =>
      done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function register(t: TestApp, email: string): Promise<string> {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name: 'Olive Operator', email, password: 'violet-otter-42' } });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return response.data.token as string;
}

describe('npm run admin on a libSQL file', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Workers read the session on every request, so the new role shows at once.
    t = await createTestApp({ cachesInProcess: false });
  });
  afterAll(() => t.close());

  it('promotes a registered account, leaves its password alone and takes the role back with --demote', async () => {
    const token = await register(t, 'olive@example.com');
    const before = await t.client.execute("SELECT password_hash FROM users WHERE email = 'olive@example.com'");
    expect((await t.call('GET', '/api/email-auth/user', { token })).data.role).toBe('customer');
    expect((await t.call('GET', '/api/admin/reports', { token })).status).toBe(403);

    // Typed differently from how it registered: emails are matched without case.
    const promoted = await makeAdmin(`file:${t.databaseFile}`, ' Olive@Example.COM ');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('olive@example.com (Olive Operator) is now an admin');
    expect((await t.call('GET', '/api/email-auth/user', { token })).data.role).toBe('admin');
    expect((await t.call('GET', '/api/admin/reports', { token })).status).toBe(200);
    const after = await t.client.execute("SELECT password_hash FROM users WHERE email = 'olive@example.com'");
    expect(after.rows[0]!.password_hash).toBe(before.rows[0]!.password_hash);

    const again = await makeAdmin(`file:${t.databaseFile}`, 'olive@example.com');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already an admin');

    const demoted = await makeAdmin(`file:${t.databaseFile}`, 'olive@example.com', '--demote');
    expect(demoted.code, demoted.stderr).toBe(0);
    expect(demoted.stdout).toContain('no longer an admin');
    expect(demoted.stdout).toContain('no admin left');
    expect((await t.call('GET', '/api/email-auth/user', { token })).data.role).toBe('customer');
  });

  it('refuses an email without an account, says why and changes nothing', async () => {
    await register(t, 'present@example.com');
    const snapshot = async () => (await t.client.execute('SELECT id, role, updated_at FROM users ORDER BY id')).rows.map((row) => ({ ...row }));
    const before = await snapshot();
    const result = await makeAdmin(`file:${t.databaseFile}`, 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with the email nobody@example.com');
    expect(result.stderr).toContain('registers on the site first');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a database file that does not exist instead of creating an empty one', async () => {
    const missing = join(tmpdir(), `cakeday-no-such-${Date.now()}.db`);
    const result = await makeAdmin(`file:${missing}`, 'olive@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no database at');
    expect(existsSync(missing)).toBe(false);
  });

  it('answers usage for a missing or malformed email', async () => {
    expect((await makeAdmin(`file:${t.databaseFile}`)).code).toBe(2);
    const malformed = await makeAdmin(`file:${t.databaseFile}`, 'not-an-email');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('is not an email address');
  });
});

/** The same command against a real libSQL server over HTTP, as a Workers deployment's database is reached. */
describe('npm run admin on sqld', () => {
  const bin = join(root, '.cache', 'sqld', 'sqld');
  let sqld: ChildProcess | undefined;
  let dir = '';
  let url = '';

  beforeAll(async () => {
    if (!existsSync(bin)) return;
    dir = mkdtempSync(join(tmpdir(), 'cakeday-admin-sqld-'));
    const port = await new Promise<number>((done, reject) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no port'))));
      });
    });
    url = `http://127.0.0.1:${port}`;
    sqld = spawn(bin, ['--db-path', join(dir, 'db'), '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('sqld did not start');
      await new Promise((wake) => setTimeout(wake, 50));
    }
    const client = createClient({ url });
    await applyMigrations(client);
    await client.execute({
      sql: 'INSERT INTO users (id, email, name, password_hash, role, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: ['u-remote', 'remote@example.com', 'Rita Remote', 'not-a-real-hash', 'customer', Date.now(), Date.now()],
    });
    client.close();
  });

  afterAll(async () => {
    if (sqld && sqld.exitCode === null) {
      const exited = once(sqld, 'exit');
      sqld.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('promotes over HTTP', async (context) => {
    if (!sqld) context.skip();
    const result = await makeAdmin(url, 'remote@example.com');
    expect(result.code, result.stderr).toBe(0);
    const client = createClient({ url });
    const row = (await client.execute("SELECT role FROM users WHERE id = 'u-remote'")).rows[0];
    client.close();
    expect(row?.role).toBe('admin');
    const missing = await makeAdmin(url, 'absent@example.com');
    expect(missing.code).toBe(1);
  });
});
