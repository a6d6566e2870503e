#!/usr/bin/env node
/**
 * `npm run dev:workers`: the Workers build (worker/entry.workers.ts on workerd, through
 * `wrangler dev --local`) on this machine in one command, against a real libSQL server — the
 * same path a deployment takes to Turso, where `npm start` takes the Node one with a file.
 *
 * It fetches sqld when missing (scripts/setup-sqld.sh), starts it on a data folder, applies the
 * migrations to it (`npm run db:migrate`), builds the platform when there is no build, and runs
 * wrangler with a development environment: the outbox at /api/dev/outbox, the cron trigger by
 * hand at /__scheduled, secrets made once and kept in the data folder as the Node entry keeps its
 * own. Ctrl-C stops wrangler and sqld.
 *
 * Environment: PORT (8788), SQLD_PORT (a free one), WORKERS_DEV_DATA (data/workers-dev),
 * SKIP_BUILD=1 (no platform build: an empty dist/platform when there is none, the API alone).
 * Arguments after `--` go to `wrangler dev`. A git-ignored .dev.vars is read too, and wins.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { freePort } from './free-port.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 8788);
const dataDir = resolve(root, process.env.WORKERS_DEV_DATA ?? join('data', 'workers-dev'));
const appUrl = `http://127.0.0.1:${port}`;
const shown = (path) => {
  const inside = relative(root, path);
  return inside.startsWith('..') ? path : inside || '.';
};
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Children that must not outlive this script. */
let sqld;
let wrangler;
let stopping = false;

function log(line) {
  console.log(`[dev:workers] ${line}`);
}

async function stopChild(child, name) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const force = setTimeout(() => {
    log(`${name} did not stop within 10 s; killing it`);
    child.kill('SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(force);
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  // wrangler first: it may still be answering a request that needs the database.
  await stopChild(wrangler, 'wrangler');
  await stopChild(sqld, 'sqld');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

/**
 * A signal during a step that blocks (the migrations, the build) is handled after it; from then on
 * nothing new may start, or it would outlive the exit that stop() is about to make.
 */
async function untilStopped() {
  if (stopping) await new Promise(() => {});
}

function fail(message) {
  console.error(`[dev:workers] ${message}`);
  return stop(1);
}

/** A secret made once and kept in the data folder, as the Node entry keeps data/.guest-link-secret. */
async function keptSecret(name, make) {
  const file = join(dataDir, `.${name}`);
  if (!existsSync(file)) writeFileSync(file, await make(), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const randomSecret = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/** The Web Push key pair as VAPID_PRIVATE_JWK wants it (what scripts/make-vapid-key.mjs prints). */
async function vapidKey() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d });
}

/** Starts sqld and waits for its health check; undefined when it exits or stays silent for 10 s. */
async function startSqld(bin, sqldPort) {
  const url = `http://127.0.0.1:${sqldPort}`;
  const child = spawn(bin, ['--db-path', join(dataDir, 'sqld'), '--http-listen-addr', `127.0.0.1:${sqldPort}`, '--no-welcome'], {
    cwd: dataDir,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((wake) => setTimeout(wake, 100));
  }
  child.kill('SIGKILL');
  log(`sqld did not start on port ${sqldPort}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-3).join(' / ')}` : ''}`);
  return undefined;
}

/** KEY=value lines of a dotenv file; enough for the simple values a .dev.vars holds. */
function readDotenv(file) {
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

// --- 1. The database: sqld on the data folder, migrated -------------------------------------
mkdirSync(dataDir, { recursive: true });
const setup = spawnSync('bash', [join(root, 'scripts', 'setup-sqld.sh')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
if (setup.status !== 0) await fail('could not set up sqld (scripts/setup-sqld.sh failed above)');
const sqldBin = setup.stdout.trim().split('\n').at(-1);

const fixedSqldPort = process.env.SQLD_PORT ? Number(process.env.SQLD_PORT) : undefined;
let database;
// A port found free can be taken before sqld binds it; with no port asked for, another try settles that.
for (let attempt = 1; !database && attempt <= (fixedSqldPort ? 1 : 3); attempt++) {
  database = await startSqld(sqldBin, fixedSqldPort ?? (await freePort()));
}
if (!database) await fail('sqld did not start');
sqld = database.child;
sqld.on('exit', (code, signal) => {
  if (stopping) return;
  // Ctrl-C reaches sqld too (one process group), and sqld answers a signal with exit 0.
  if (code === 0) void stop(0);
  else void fail(`sqld stopped by itself (${signal ?? `exit ${code}`}); stopping wrangler too`);
});
log(`sqld (pid ${sqld.pid}) at ${database.url}, data in ${shown(join(dataDir, 'sqld'))}`);

// A token set for a remote database must not ride along to the local sqld.
const { DATABASE_AUTH_TOKEN: _remoteToken, ...localEnv } = process.env;
const migrate = spawnSync(npm, ['run', '--silent', 'db:migrate'], { cwd: root, stdio: 'inherit', env: { ...localEnv, DATABASE_URL: database.url } });
if (migrate.status !== 0) await fail('the migrations failed (above)');
await untilStopped();

// --- 2. The platform: built once, or an empty folder wrangler can serve ---------------------
const assetsDir = join(root, 'dist', 'platform');
if (!existsSync(join(assetsDir, 'index.html'))) {
  if (process.env.SKIP_BUILD === '1') {
    mkdirSync(assetsDir, { recursive: true });
    log('SKIP_BUILD=1 and no build: serving the API with an empty dist/platform');
  } else {
    log('no platform build yet: npm run build');
    const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) await fail('the build failed (above)');
    await untilStopped();
  }
} else {
  log('serving the existing build in dist/platform (npm run build refreshes it)');
}

// --- 3. wrangler dev with a development environment -----------------------------------------
// Passed as an env file rather than --var flags so wrangler treats them as secrets: it shows
// "(hidden)" for each instead of printing the values.
const vars = {
  // wrangler.toml's [vars] says production; locally the outbox is the only mail there is.
  ENVIRONMENT: 'development',
  DEV_OUTBOX: '1',
  DATABASE_URL: database.url,
  APP_URL: appUrl,
  GUEST_LINK_SECRET: await keptSecret('guest-link-secret', randomSecret),
  DEMO_PAYMENT_SECRET: await keptSecret('demo-payment-secret', randomSecret),
  VAPID_PRIVATE_JWK: await keptSecret('vapid-private-jwk', vapidKey),
};
const devVars = join(root, '.dev.vars');
if (existsSync(devVars)) {
  const own = readDotenv(devVars);
  Object.assign(vars, own);
  log(`.dev.vars sets ${Object.keys(own).join(', ') || 'nothing'}; its values win`);
}
const envFile = join(dataDir, 'wrangler.env');
/** Quoted so wrangler's dotenv reader takes JSON and URLs as they are (no # comments, no expansion). */
function dotenvLine(key, value) {
  const text = String(value);
  if (!text.includes("'")) return `${key}='${text}'`;
  if (!text.includes('"') && !text.includes('\\')) return `${key}="${text}"`;
  throw new Error(`${key} holds both kinds of quotes; wrangler's env file cannot carry it`);
}
writeFileSync(
  envFile,
  Object.entries(vars)
    .map(([key, value]) => dotenvLine(key, value))
    .join('\n') + '\n',
  { mode: 0o600 },
);
chmodSync(envFile, 0o600);

const wranglerArgs = [
  join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--local',
  // Cron triggers do not fire under wrangler dev; this lets /__scheduled run the `scheduled` handler.
  '--test-scheduled',
  '--env-file',
  envFile,
  // R2 objects and the inbox Durable Objects live beside the database, not in .wrangler/.
  '--persist-to',
  join(dataDir, 'wrangler-state'),
  ...process.argv.slice(2),
];
await untilStopped();
wrangler = spawn(process.execPath, wranglerArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
wrangler.on('exit', (code, signal) => {
  if (!stopping) {
    log(`wrangler stopped (${signal ?? `exit ${code}`}); stopping sqld`);
    void stop(code ?? 1);
  }
});

// Ready once the app answers a request that reaches the database; the first one builds the isolate.
const readyBy = Date.now() + 120_000;
let ready = false;
while (!ready && !stopping && Date.now() < readyBy) {
  ready = await fetch(`${appUrl}/api/dev/outbox?limit=1`).then(
    (response) => response.status < 500,
    () => false,
  );
  if (!ready) await new Promise((wake) => setTimeout(wake, 250));
}
if (!ready && !stopping) await fail(`${appUrl} did not answer within 2 minutes`);

if (ready) {
  console.log(
    [
      '',
      `  Cakeday (the Workers build, on workerd) is running at ${appUrl}`,
      `  Outbox (emails and texts, nothing is sent):  ${appUrl}/api/dev/outbox`,
      `  Run the cron trigger once (reminders, send queue):  curl "${appUrl}/__scheduled?cron=*+*+*+*+*"`,
      `  Database: sqld at ${database.url} (data in ${shown(join(dataDir, 'sqld'))}); the Workers build starts empty, no demo data`,
      `  Make an account admin after registering:  DATABASE_URL=${database.url} npm run admin -- you@example.com`,
      '  Ctrl-C stops wrangler and sqld.',
      '',
    ].join('\n'),
  );
}
