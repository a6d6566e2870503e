/**
 * A real libSQL server (sqld) for tests that reach the database over HTTP, as the Workers entry does:
 * a free 127.0.0.1 port, a throw-away database folder and the embedded migrations applied. Used by the
 * `workers` Vitest project's global setup and by Node tests that run the Worker under workerd.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { applyMigrations } from '../db/migrate.ts';
import { freePort } from '../../scripts/free-port.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The sqld binary, fetched on first use by scripts/setup-sqld.sh (a fresh machine has none). */
function sqldBinary(): string {
  const bin = join(root, '.cache', 'sqld', 'sqld');
  if (existsSync(bin)) return bin;
  execFileSync('bash', [join(root, 'scripts', 'setup-sqld.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return bin;
}

/** Starts sqld and waits for its health check; gives up when the process exits or after 10 s. */
async function startSqld(bin: string, dbPath: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['--db-path', dbPath, '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  // Only the tail is kept: it is shown if sqld fails to start.
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !exited) {
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url };
    await new Promise((wake) => setTimeout(wake, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`sqld did not start on port ${port}${exited ? ` (it exited: ${stderr.trim()})` : ''}`);
}

/** A migrated, empty database at `url`; `stop` ends sqld and removes its folder. */
export async function startSqldServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bin = sqldBinary();
  const dir = mkdtempSync(join(tmpdir(), 'cakeday-sqld-'));
  let server: Awaited<ReturnType<typeof startSqld>> | undefined;
  // A port picked as free can be taken before sqld binds it; a second try settles that race.
  for (let attempt = 1; !server; attempt++) {
    try {
      server = await startSqld(bin, join(dir, `db-${attempt}`));
    } catch (error) {
      if (attempt >= 3) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const { child, url } = server;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const client = createClient({ url });
  try {
    await applyMigrations(client);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.close();
  }
  return { url, stop };
}
