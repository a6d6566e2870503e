/**
 * The Workers entry served over real HTTP by workerd, for Node tests that need what only a socket
 * shows (a client that hangs up, the runtime's own log). Bundled as a deployment is (`wrangler
 * deploy --dry-run`), configured from wrangler.toml, with the test assets folder and the given
 * bindings on top, and run by Miniflare as `wrangler dev` runs it, but without `wrangler dev`'s proxy
 * in front: that proxy keeps each request to the Worker open after its own client has gone, so a
 * disconnect never reaches the Worker there.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const root = resolve(import.meta.dirname, '../..');
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
export const TEST_ASSETS_DIR = join(root, 'worker', 'testing', 'workerd', 'assets');

/** Runs wrangler offline in the repository; resolves with its output, rejects with it on a failure. */
export async function runWrangler(args: string[], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`wrangler ${args.join(' ')} failed (${code}):\n${output}`);
  return output;
}

export interface WorkerOverHttp {
  url: URL;
  /** What workerd printed so far: the Worker's console and the runtime's own lines ("Uncaught …"). */
  output(): string;
  stop(): Promise<void>;
}

export async function startWorkerOverHttp(bindings: Record<string, string>): Promise<WorkerOverHttp> {
  const outDir = mkdtempSync(join(tmpdir(), 'cakeday-workers-bundle-'));
  let miniflare: Miniflare | undefined;
  const stop = async () => {
    await miniflare?.dispose();
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    await runWrangler(['deploy', '--dry-run', '--outdir', outDir, '--assets', TEST_ASSETS_DIR]);
    const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, 'wrangler.toml'), undefined, {
      overrides: { assets: { directory: TEST_ASSETS_DIR } },
    });
    let output = '';
    const options: MiniflareOptions = {
      ...workerOptions,
      modules: true,
      modulesRoot: outDir,
      scriptPath: join(outDir, 'entry.workers.js'),
      bindings: { ...workerOptions.bindings, ...bindings },
      host: '127.0.0.1',
      port: 0,
      // Straight into the Worker (through the assets router, as on Cloudflare), not through
      // Miniflare's own entry worker, which does not pass a client's disconnect on either.
      unsafeDirectSockets: [{ host: '127.0.0.1', port: 0 }],
      handleRuntimeStdio(stdout: Readable, stderr: Readable) {
        stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      },
    };
    miniflare = new Miniflare(options);
    await miniflare.ready;
    const url = await miniflare.unsafeGetDirectURL();
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
