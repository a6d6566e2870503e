import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SCHEDULER_INTERVAL_MS, E2E_TWILIO_AUTH_TOKEN } from './e2e/support/events-env.ts';

/**
 * Browser flows run in Debian's chromium-headless-shell (scripts/ensure-chromium.sh says why) against the real Node server (API + built platform) on
 * a throwaway database. See e2e/support/e2e-server.mjs for how the server is started.
 */
const root = import.meta.dirname;
// A free port per run, so two runs on one machine (several engineers, or a run next to a stuck
// server) never collide. The choice is stored in the environment, which the worker processes
// inherit, because they load this file again and must reach the same server. E2E_PORT fixes it.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })"],
  { encoding: 'utf8' },
);
// The wishlist flow serves a local product page on this port; the server may read it (only it)
// although loopback is private, through LINK_READER_ALLOW_HOSTS below.
process.env.E2E_SHOP_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })"],
  { encoding: 'utf8' },
);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

// Fail before starting anything, with the fix in the message, instead of a blank 503 page or a
// "browser not found" stack trace deep inside Playwright.
if (!existsSync(join(root, 'dist', 'platform', 'index.html'))) {
  throw new Error('dist/platform/index.html is missing: build the platform first with `npm run build` (or `npm run build:platform`), then run `npm run test:e2e` again.');
}
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}: run \`bash scripts/ensure-chromium.sh\` (installs Debian's chromium-headless-shell package) or set CHROMIUM_PATH. Never \`npx playwright install\`.`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // The flows share one server and one database; each test makes its own account, so two workers
  // are safe (CI too), and more would only fight over this machine's two cores.
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky flow is a bug to fix, not something to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a hung flow, not a speed check (speed is the bench's): the longest journeys
  // (three browsers, three axe passes) take 20–27 s alone on two cores and more beside a second
  // worker, so 30 s failed runs that were only slow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '.cache/e2e-report' }]] : 'list',
  outputDir: '.cache/e2e-results',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@moves-clock/,
    },
    // Flows tagged @moves-clock push the shared server's clock a day forward (POST /api/dev/clock)
    // to see the 24-hour hold end. They run after every other flow, one at a time, so no flow ever
    // sees time jump in the middle of its own 24-hour window.
    {
      name: 'chromium-moves-clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@moves-clock/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node e2e/support/e2e-server.mjs',
    url: `${baseURL}/api/venues`,
    // The events flows sign Twilio webhooks with this token and read texts from the outbox, which
    // the scheduler fills: every second here instead of every 15 s.
    env: {
      E2E_PORT: String(port),
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
      SCHEDULER_INTERVAL_MS: E2E_SCHEDULER_INTERVAL_MS,
      LINK_READER_ALLOW_HOSTS: `127.0.0.1:${process.env.E2E_SHOP_PORT}`,
    },
    // Never reuse a running server: each run must start on its own fresh database.
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM (not Playwright's default SIGKILL) so e2e-server.mjs can delete its temp database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
