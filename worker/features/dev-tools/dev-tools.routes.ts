import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const advanceInputSchema = z
  .object({
    ms: z
      .number()
      .int()
      .positive()
      .max(400 * DAY_MS),
  })
  .strict();

/**
 * Browser-test hooks, mounted only when the server runs with TEST_CLOCK outside production:
 * move the clock forward, then run the scheduled work at once, so an e2e test can watch a
 * 24-hour hold end and the money be released without waiting a day. The app hands in the
 * scheduler's run (worker/scheduler.ts), which composes every feature's jobs.
 */
export const devToolsRoutes = (runScheduledWork: (deps: AppDeps) => Promise<object>) =>
  new Hono<AppBindings>()
    .post('/dev/clock', async (c) => {
      const { testClock } = c.get('deps');
      if (!testClock) throw new ApiError(404, 'The test clock is off.');
      const input = await readJson(c, advanceInputSchema);
      testClock.advance(input.ms);
      return c.json({ now: new Date(c.get('deps').clock.now()).toISOString() });
    })
    .post('/dev/scheduled-work', async (c) => {
      const report = await runScheduledWork(c.get('deps'));
      return c.json(report);
    });
