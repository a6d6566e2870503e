#!/usr/bin/env node
/**
 * Checks that the native binaries the project runs are installed and load: sharp (libvips),
 * esbuild (the one Vite, wrangler and the server build use, and the one tsx uses), workerd and
 * libSQL's Node binding. `npm start` and `npm test` run it first, so a skipped install script or a
 * missing platform package fails in a second with the package's name and the fix, not minutes
 * later inside a build or a test run with an error from deep in a loader.
 *
 * Why it exists: npm 12 skips install scripts that package.json's `allowScripts` does not cover,
 * and npm 11 already warns about them. sharp, esbuild and workerd are approved there by name only:
 * this project's lockfile is written without `resolved` URLs, and npm trusts a pinned entry
 * (`sharp@0.34.5`) only when it can read the version from such a URL, so a pinned approval would
 * be refused and the scripts skipped anyway. Approving by name means a new version of these three
 * runs its script without another review; the lockfile's integrity hashes still pin what is
 * installed.
 *
 *   node scripts/check-native.mjs [project dir] [--quiet]
 *
 * The project directory (default: this repository) is where the packages are resolved from.
 * Exits 1 when one fails, after printing what failed and how to repair it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const projectDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..'));
const requireFromProject = createRequire(join(projectDir, 'package.json'));

/** The first line of an error is the loader's own explanation; the rest is a stack nobody needs here. */
function reason(error) {
  const text = error instanceof Error ? error.message : String(error);
  return text.trim().split('\n').slice(0, 3).join('\n      ');
}

function checkSharp() {
  const sharp = requireFromProject('sharp');
  if (!sharp.versions?.vips) throw new Error('sharp loaded without libvips');
  return `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`;
}

/** Vite, wrangler and the server build share the top-level esbuild; tsx brings its own. */
function esbuildCopies() {
  const copies = new Map([[requireFromProject.resolve('esbuild'), 'esbuild']]);
  try {
    const tsxRequire = createRequire(requireFromProject.resolve('tsx/package.json'));
    copies.set(tsxRequire.resolve('esbuild'), 'esbuild (tsx)');
  } catch {
    // No tsx in this tree: nothing of its own to check.
  }
  return copies;
}

function checkEsbuild() {
  const found = [];
  for (const [path, label] of esbuildCopies()) {
    const esbuild = createRequire(path)(path);
    // transformSync starts the native binary: a JS package whose binary is missing fails here.
    const { code } = esbuild.transformSync('const answer: number = 42', { loader: 'ts' });
    if (!code.includes('42')) throw new Error(`${label} ${esbuild.version} transformed a line into ${JSON.stringify(code)}`);
    found.push(`${label} ${esbuild.version}`);
  }
  return found.join(', ');
}

function checkWorkerd() {
  // miniflare (under wrangler and the workerd tests) runs the workerd its own require finds.
  const fromMiniflare = (() => {
    try {
      return createRequire(requireFromProject.resolve('miniflare'));
    } catch {
      return requireFromProject;
    }
  })();
  const binary = fromMiniflare('workerd').default;
  if (!existsSync(binary)) throw new Error(`workerd's binary is not at ${binary}`);
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8', timeout: 20_000 }).trim();
  return version.replace(/^workerd\s*/, 'workerd ');
}

async function checkLibsql() {
  const { createClient } = requireFromProject('@libsql/client');
  const client = createClient({ url: ':memory:' });
  try {
    const result = await client.execute('select 1 as one');
    if (Number(result.rows[0]?.one) !== 1) throw new Error('select 1 did not answer 1');
  } finally {
    client.close();
  }
  return 'libsql (select 1 in memory)';
}

/** What to run when a package fails: its own rebuild, plus the install-script policy that may have skipped it. */
const repairs = {
  sharp: ['npm rebuild sharp', 'npm install --include=optional sharp (its binaries are the optional @img/sharp-* packages)'],
  esbuild: ['npm rebuild esbuild', 'npm install --include=optional (its binary is the optional @esbuild/<platform> package)'],
  workerd: ['npm rebuild workerd', 'npm install --include=optional (its binary is the optional @cloudflare/workerd-<platform> package)'],
  '@libsql/client': ['npm rebuild libsql', 'npm install --include=optional (its binding is the optional @libsql/<platform> package)'],
};

const checks = [
  ['sharp', checkSharp],
  ['esbuild', checkEsbuild],
  ['workerd', checkWorkerd],
  ['@libsql/client', checkLibsql],
];

const passed = [];
const failed = [];
for (const [name, check] of checks) {
  try {
    passed.push(await check());
  } catch (error) {
    failed.push({ name, error });
  }
}

if (failed.length === 0) {
  if (!quiet) console.log(`Native binaries: ${passed.join(', ')}`);
  process.exit(0);
}

console.error(`\nA native binary this project needs is missing or does not load (checked in ${projectDir}):\n`);
for (const { name, error } of failed) {
  console.error(`  ✗ ${name}: ${reason(error)}`);
  console.error(`      fix: ${repairs[name].join('\n       or: ')}`);
}
console.error(
  '\nIf npm said an install script was skipped ("not yet covered by allowScripts"), review it with ' +
    "`npm install-scripts ls` and allow it with `npm install-scripts approve <package>` (it writes package.json's " +
    'allowScripts), then run the fix above.\n',
);
process.exit(1);
