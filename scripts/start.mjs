#!/usr/bin/env node
/**
 * `npm start`: builds the platform and SDK when the build is missing or older than the sources,
 * builds the Node server into one JavaScript bundle the same way (scripts/build-server.mjs), then
 * runs it with plain node (migrations and the first-start demo seed happen inside it) and prints
 * how long it took to start. `npm run serve` runs the TypeScript sources through tsx instead.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundle, serverNodeFlags } from './build-server.mjs';

const root = join(import.meta.dirname, '..');
// In a child process, so the launcher that stays beside the server never holds libvips or libSQL.
const native = spawnSync(process.execPath, [join(root, 'scripts', 'check-native.mjs'), '--quiet'], { stdio: 'inherit' });
if (native.status !== 0) process.exit(native.status ?? 1);
const stamp = join(root, 'dist', '.build-stamp');
const sources = ['platform', 'core', 'sdk', 'widgets', 'vite.config.ts', 'rollup.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

const built = existsSync(join(root, 'dist', 'platform', 'index.html')) && existsSync(stamp);
const stale = !built || sources.some((source) => newestMtime(join(root, source)) > statSync(stamp).mtimeMs);
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the platform and the SDK…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

if (process.env.SKIP_BUILD !== '1' || !existsSync(serverBundle)) await buildServer();

const started = performance.now();
// Without --enable-source-maps: Node would parse the bundle's 2.6 MB map at start and keep it,
// 36 MB of resident memory for the life of the server (decision 047). Stack traces name the
// bundle's lines and functions (it is not minified; each module's path is a comment in it);
// `NODE_OPTIONS=--enable-source-maps npm start` maps them to the sources when that is wanted.
const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('Cakeday is running at')) {
    announced = true;
    console.log(`   Started in ${(performance.now() - started).toFixed(0)} ms (built server: ${serverBundle.slice(root.length + 1)})`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
