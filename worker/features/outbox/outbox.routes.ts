import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { outboxRepo } from './outbox.repo.ts';

/**
 * The developer's view of the local outbox: emails and texts the offline services "sent".
 * Mounted only when DEV_OUTBOX is on and the environment is not production, because it shows
 * reset links and guest links to whoever asks.
 */
export const outboxRoutes = new Hono<AppBindings>().get('/dev/outbox', async (c) => {
  const to = c.req.query('to')?.trim().toLowerCase();
  const limitText = c.req.query('limit') ?? '50';
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new ApiError(400, 'limit must be a whole number from 1 to 500.');
  const messages = await outboxRepo.latest(c.get('deps').db, limit, to || undefined);
  return c.json({
    note: 'Local outbox: nothing here was really sent.',
    messages: messages.map((message) => ({ ...message, createdAt: new Date(message.createdAt).toISOString() })),
  });
});
