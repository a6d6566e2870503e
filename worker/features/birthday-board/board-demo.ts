/**
 * A living birthday board for `npm start`: a few board-only members celebrating this
 * month (and some in others, for the counts), and a group gift the
 * Demo Host organises for Sofia with two paid contributions (the Demo Guest's, named, and the Demo
 * Venue Owner's, anonymous) and their birthday messages. Everything after the members goes through
 * the real API — the gift, the money feature's contributions paid with the demo card, the
 * messages — so the pot, the ledger and the 24-hour holds are exactly what a member would make.
 * Runs once, right after the demo data is first seeded; the sessions it acts through are removed.
 */
import { monthOf } from '#core/domain/birthday-board/birthday-board.rules.ts';
import type { AppDeps } from '../../deps.ts';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { hashToken, randomToken } from '../../services/tokens.ts';
import { birthdayBoardRepo } from './birthday-board.repo.ts';

interface DemoApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

const DEMO_HOST = 'demo-user-1';
const DEMO_GUEST = 'demo-user-3';
const DEMO_OWNER = 'demo-user-4';

export async function seedDemoBoard(app: DemoApp, deps: Pick<AppDeps, 'db'>, options: { now: number }): Promise<void> {
  const { db } = deps;
  const month = monthOf(options.now);
  const other = (offset: number) => ((month - 1 + offset) % 12) + 1;
  await birthdayBoardRepo.insertDemoMembers(
    db,
    [
      { id: 'demo-board-sofia', name: 'Sofia Reyes', email: 'sofia@board.demo.cakeday.test', birthdayMonth: month },
      { id: 'demo-board-liam', name: 'Liam Chen', email: 'liam@board.demo.cakeday.test', birthdayMonth: month },
      { id: 'demo-board-ava', name: 'Ava Okafor', email: 'ava@board.demo.cakeday.test', birthdayMonth: month },
      { id: 'demo-board-noah', name: 'Noah Schmidt', email: 'noah@board.demo.cakeday.test', birthdayMonth: other(1) },
      { id: 'demo-board-mia', name: 'Mia Rossi', email: 'mia@board.demo.cakeday.test', birthdayMonth: other(1) },
      { id: 'demo-board-eli', name: 'Eli Novak', email: 'eli@board.demo.cakeday.test', birthdayMonth: other(4) },
    ],
    options.now,
  );

  const sessions: string[] = [];
  async function as(userId: string) {
    const token = randomToken(24);
    const tokenHash = await hashToken(token);
    await birthdayBoardRepo.insertDemoSession(db, userId, tokenHash, options.now);
    sessions.push(tokenHash);
    return async (method: string, path: string, body?: unknown) => {
      const response = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const data = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`demo board: ${method} ${path} answered ${response.status} ${JSON.stringify(data)}`);
      return data;
    };
  }
  async function chipIn(call: Awaited<ReturnType<typeof as>>, potId: string, body: Record<string, unknown>) {
    const started = await call('POST', `/api/pots/${potId}/contributions`, body);
    const sessionId = String(started.checkoutUrl).split('/demo-checkout/')[1]!;
    const paid = await app.request(`/api/payments/demo/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: DEMO_TEST_CARDS.success }),
    });
    if (!paid.ok) throw new Error(`demo board: the demo payment answered ${paid.status}`);
  }

  try {
    const host = await as(DEMO_HOST);
    const guest = await as(DEMO_GUEST);
    const owner = await as(DEMO_OWNER);
    const gift = await host('POST', '/api/birthday-board/gifts', {
      celebrantId: 'demo-board-sofia',
      title: 'A pottery class for Sofia',
      wish: 'Sofia keeps saying she wants to learn the wheel. Let’s book her a six-week course at the studio downtown.',
      link: 'https://example.com/pottery-course',
      targetCents: 18_000,
    });
    const potId = String(gift.potId);
    const giftId = String(gift.id);
    await chipIn(guest, potId, { amountCents: 2_500, name: 'Demo Guest', message: 'For the clay!' });
    await chipIn(owner, potId, { amountCents: 4_000, anonymous: true });
    await guest('POST', `/api/birthday-board/gifts/${giftId}/messages`, { body: 'Happy birthday, Sofia! Can’t wait to see your first bowl.' });
    await owner('POST', `/api/birthday-board/gifts/${giftId}/messages`, { body: 'Have a wonderful year — and a wonderful mess in the studio!' });
  } finally {
    for (const tokenHash of sessions) await birthdayBoardRepo.deleteDemoSession(db, tokenHash);
  }
}
