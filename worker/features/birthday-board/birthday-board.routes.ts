import { Hono } from 'hono';
import { boardMonthSchema, boardRemindersInputSchema, giftMessageInputSchema, startGiftInputSchema } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { monthOf } from '#core/domain/birthday-board/birthday-board.rules.ts';
import type { BoardOverview } from '#core/domain/birthday-board/birthday-board.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { parseInput, readJson } from '../../middleware/request-body.ts';
import { requireUser } from '../../middleware/session.ts';
import { birthdayBoardRepo } from './birthday-board.repo.ts';
import { type BoardMoneyPort, boardView, giftView, leaveMessage, revealGift, startGift } from './birthday-board.service.ts';

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * The birthday board, for signed-in members only (but for its overview's count): names on a public page would tell
 * anyone on the internet who was born when. Every answer depends on who asks (the celebrant sees
 * their own gifts only once revealed), so nothing is cached.
 */
export function birthdayBoardRoutes(port: BoardMoneyPort) {
  return (
    new Hono<AppBindings>()
      // Open to visitors: how many members celebrate this month, so the public page can say what the
      // board is. A count per month names no one; the members and their months stay behind sign-in.
      .get('/birthday-board/overview', async (c) => {
        const month = monthOf(c.get('deps').clock.now());
        const count = (await birthdayBoardRepo.countsPerMonth(c.get('deps').db)).find((row) => row.month === month)?.n ?? 0;
        return c.json({ month, count } satisfies BoardOverview, 200, NO_STORE);
      })

      .get('/birthday-board', async (c) => {
        const user = requireUser(c);
        const raw = c.req.query('month');
        const month = raw === undefined || raw === '' ? undefined : parseInput(boardMonthSchema, raw);
        return c.json(await boardView(c, port, user, month), 200, NO_STORE);
      })

      .post('/birthday-board/gifts', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, startGiftInputSchema);
        return c.json(await startGift(c, port, user, input), 201);
      })

      .get('/birthday-board/gifts/:id', async (c) => c.json(await giftView(c, port, requireUser(c), c.req.param('id')), 200, NO_STORE))

      .post('/birthday-board/gifts/:id/messages', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, giftMessageInputSchema);
        return c.json(await leaveMessage(c, port, user, c.req.param('id'), input), 201);
      })

      .post('/birthday-board/gifts/:id/reveal', async (c) => c.json(await revealGift(c, port, requireUser(c), c.req.param('id'))))

      .get('/birthday-board/reminders', async (c) => {
        const user = requireUser(c);
        return c.json({ enabled: await birthdayBoardRepo.remindersOn(c.get('deps').db, user.id) }, 200, NO_STORE);
      })

      .put('/birthday-board/reminders', async (c) => {
        const user = requireUser(c);
        const input = await readJson(c, boardRemindersInputSchema);
        await birthdayBoardRepo.setReminders(c.get('deps').db, user.id, input.enabled, c.get('deps').clock.now());
        return c.json({ enabled: input.enabled });
      })
  );
}
