// Starts the product for the browser tests exactly as `npm run serve` does (the Node entry serving
// the API and the built platform), but on a brand-new database in a fresh temp folder, so every run
// starts from the seeded demo data only and never touches a developer's data/cakeday.db.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'cakeday-e2e-'));

// Emails must land in the local outbox, where the reset flow reads them, never at a real provider.
const { RESEND_API_KEY: _key, MAIL_FROM: _from, ...inherited } = process.env;

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'worker', 'entry.node.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...inherited,
    PORT: process.env.E2E_PORT ?? '8799',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
    DEV_OUTBOX: '1',
    ENVIRONMENT: 'test',
    NODE_ENV: 'test',
    // Lets a flow move time forward (the 24-hour hold) through POST /api/dev/clock.
    TEST_CLOCK: '1',
    // Every flow registers from 127.0.0.1; the throttle itself is tested in the API tests.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
  },
});

function cleanUp() {
  rmSync(dir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
// If Playwright itself is killed (a CI timeout, Ctrl-C twice) it cannot stop its web server; the
// server would keep the port and make the next run fail with "already used". So the wrapper stops
// the server once the test runner (our parent's parent, behind `sh -c`) or our parent is gone.
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const runner = parentOf(process.ppid);
setInterval(() => {
  const orphaned = process.ppid === 1 || (runner !== undefined && runner > 1 && !alive(runner));
  if (orphaned) child.kill('SIGTERM');
}, 2_000).unref();

child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
