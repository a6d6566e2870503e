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
        },
      },
    ],
  },
});
