/**
 * How the benches start the real app: as production does (`npm start`'s built bundle, built when
 * stale) or through tsx with BENCH_SERVER=source, on a database file the bench made, with the
 * scheduler out of the way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeFlags } from '../scripts/build-server.mjs';
import { randomToken } from '#worker/services/tokens.ts';
import { root } from './load.ts';
import { freePort } from '../scripts/free-port.mjs';

/** Makes the server leave through its 'exit' handlers on SIGTERM (a profile or a timer writes its figures there). */
export const exitOnSignal = ['--import', join(root, 'bench', 'servers', 'exit-on-signal.mjs')];

/**
 * The command that runs the Node entry: the production bundle (built when stale) or the sources
 * through tsx; or, with `bundle`, another build of the entry (an A/B against an older commit's
 * dist/server/entry.node.mjs copied into dist/<folder>/, where it still finds node_modules and worker/).
 */
export function appCommand(profileDir?: string, bundle?: string): string[] {
  // The flags `npm start` runs the server with (heap sizes: decision 049), so RSS is measured as in production.
  const flags = [...serverNodeFlags, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...exitOnSignal] : [])];
  if (bundle) return [process.execPath, ...flags, bundle];
  if (process.env.BENCH_SERVER === 'source' || !existsSync(join(root, 'scripts', 'build-server.mjs'))) {
    return [process.execPath, ...flags, '--import', 'tsx', join(root, 'worker', 'entry.node.ts')];
  }
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the server bundle failed.');
  return [process.execPath, ...flags, join(root, 'dist', 'server', 'entry.node.mjs')];
}

/** A production server's environment on a port of its own, which it also names as APP_URL (required in production: its links and pages' canonical URLs). */
export async function appEnv(file: string, secret: string): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    NODE_ENV: 'production',
    ENVIRONMENT: 'production',
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${file}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    GUEST_LINK_SECRET: secret,
    DEMO_PAYMENT_SECRET: randomToken(32),
    BENCH: '1',
    // The scheduler would add its own queries to the round-trip counts; the bench runs without it.
    SCHEDULER_INTERVAL_MS: String(24 * 60 * 60 * 1000),
  };
}
