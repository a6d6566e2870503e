import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

const root = resolve(import.meta.dirname, '..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 200));
  }
}

/**
 * `npm run dev:workers` for real: sqld, the migrations and wrangler dev on free ports and a
 * throw-away data folder, without the platform build (SKIP_BUILD=1). It runs in a process group
 * of its own, so whatever happens the whole group is killed at the end.
 */
describe('dev:workers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cakeday-dev-workers-'));
  let child: ChildProcess | undefined;
  let output = '';

  afterAll(() => {
    if (child?.pid && alive(child.pid)) process.kill(-child.pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the Workers build against sqld, runs the cron handler, and Ctrl-C stops sqld too', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [join(root, 'scripts', 'dev-workers.mjs')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), WORKERS_DEV_DATA: dataDir, SKIP_BUILD: '1', CI: 'true', SQLD_PORT: '' },
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const pid = child.pid!;

    try {
      await waitFor('the ready message', 120_000, () => {
        if (child!.exitCode !== null) throw new Error(`dev:workers exited early:\n${output}`);
        return output.includes('Ctrl-C stops wrangler and sqld') ? true : undefined;
      });
      const [, sqldPid, sqldUrl] = /sqld \(pid (\d+)\) at (http:\/\/127\.0\.0\.1:\d+)/.exec(output) ?? [];
      expect(sqldPid, output).toBeDefined();

      // The outbox is mounted only in a development environment and reads the database: both are set up.
      const outbox = await fetch(`${url}/api/dev/outbox`);
      expect(outbox.status).toBe(200);
      expect(((await outbox.json()) as { messages: unknown[] }).messages).toEqual([]);
      const scheduled = await fetch(`${url}/__scheduled?cron=*+*+*+*+*`);
      expect(scheduled.status).toBe(200);
      expect(await scheduled.text()).toContain('Ran scheduled event');
      expect(output).toContain(`curl "${url}/__scheduled?cron=*+*+*+*+*"`);

      // Made once and kept, readable only by their owner.
      for (const name of ['.guest-link-secret', '.demo-payment-secret', '.vapid-private-jwk']) {
        expect(statSync(join(dataDir, name)).mode & 0o077).toBe(0);
      }
      expect(existsSync(join(dataDir, 'sqld'))).toBe(true);

      // What Ctrl-C in a terminal does: SIGINT to the whole foreground process group.
      process.kill(-pid, 'SIGINT');
      await waitFor('dev:workers to exit', 30_000, () => (child!.exitCode !== null || child!.signalCode !== null ? true : undefined));
      expect(alive(Number(sqldPid))).toBe(false);
      expect(
        await fetch(`${sqldUrl}/health`).then(
          () => 'answered',
          () => 'gone',
        ),
      ).toBe('gone');
      expect(
        await fetch(`${url}/api/dev/outbox`).then(
          () => 'answered',
          () => 'gone',
        ),
      ).toBe('gone');
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- dev:workers output ---\n${output}`);
    }
  }, 180_000);
});
