import { availableParallelism } from 'node:os';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['core/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts', 'sdk/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'platform/**/*.test.{ts,tsx}'],
          exclude: ['**/*.workerd.test.ts', 'node_modules/**'],
          testTimeout: 20_000,
          // One file per core, not Vitest's default of one fewer: the API tests spend much of their
          // time waiting on the database file and on servers they start, so on two cores a second
          // worker took the node suite from 643 s to 398 s (2026-11-29).
          maxWorkers: availableParallelism(),
        },
      },
      {
        // Inside workerd, through worker/entry.workers.ts and wrangler.toml, against a local sqld
        // that the global setup starts (see worker/testing/workerd/global-setup.ts).
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            // The tests never reach Cloudflare's network.
            remoteBindings: false,
            miniflare: {
              // A tiny stand-in for dist/platform, so the tests need no build.
              assets: { directory: './worker/testing/workerd/assets' },
              // The whole run shares one sqld database, and flows without an address share "unknown".
              // GUEST_LINK_SECRET: guests can be added, so a member can message a guest (conversations.workerd.test.ts).
              bindings: {
                DATABASE_URL: inject('sqldUrl'),
                ENVIRONMENT: 'test',
                DEV_OUTBOX: '1',
                REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
                GUEST_LINK_SECRET: 'workerd-tests-only-guest-link-secret-0123456789',
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['worker/**/*.workerd.test.ts'],
          // The test push service (Web Push from workerd; docs/decisions/041-installable-app.md) starts beside sqld.
          globalSetup: ['worker/testing/workerd/global-setup.ts', 'worker/services/push/testing/push-service.global-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
