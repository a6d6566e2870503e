#!/usr/bin/env node
/**
 * Builds the Node server (worker/entry.node.ts and everything it imports from worker/ and core/)
 * into one ES module, dist/server/entry.node.mjs, with esbuild — when the bundle is missing or
 * older than its sources. Production then runs plain `node` on built JavaScript, with no
 * TypeScript loader compiling modules at start-up. Packages stay in node_modules (libSQL has a
 * native part); only our own code is bundled. `npm start` and `npm run bench` call this.
 *
 *   node scripts/build-server.mjs [--force]
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
export const serverBundle = join(root, 'dist', 'server', 'entry.node.mjs');
/**
 * Node's flags for the server (`npm start`, and the benches that measure it as production runs):
 * semi-spaces of at most 8 MB. Under load V8 grows the young generation to two 16 MB semi-spaces,
 * resident for good; at 8 MB the mixed soak's peak RSS was 161–166 MB instead of 180–184 with
 * req/s within the noise (scavenges cost what survives them, and little survives a request).
 * Decision 049. A V8 heap's size is set when it starts, so this cannot be done from inside.
 */
export const serverNodeFlags = ['--max-semi-space-size=8'];
const sources = ['worker', 'core', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function serverBundleIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

export async function buildServer({ force = false } = {}) {
  if (!force && !serverBundleIsStale()) return false;
  const started = performance.now();
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'worker', 'entry.node.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The entry finds the repository (dist/platform, data/) from its own folder, worker/; the
    // bundle lives two levels down in dist/server, so it is told where worker/ is.
    define: { 'import.meta.dirname': '__cakedayWorkerDir' },
    banner: { js: "import { fileURLToPath as __cakedayToPath } from 'node:url';\nconst __cakedayWorkerDir = __cakedayToPath(new URL('../../worker', import.meta.url));" },
  });
  console.log(`Built ${relative(root, serverBundle)} in ${(performance.now() - started).toFixed(0)} ms.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer({ force: process.argv.includes('--force') });
}
