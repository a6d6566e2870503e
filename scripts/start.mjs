#!/usr/bin/env node
/**
 * `npm start`: builds the platform and SDK when the build is missing or older than the sources,
 * then runs the Node server (migrations and the first-start demo seed happen inside it).
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
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

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'worker', 'entry.node.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
