import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '#core/domain/money/ledger.rules.ts';
import { hashPassword } from '../../services/password.ts';
import { seedDemoData } from '../../db/seed.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedDemoBoard } from './board-demo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('the demo board', () => {
  it('shows this month’s members and a group gift with money and messages, the books balanced, no sessions left', async () => {
    await seedDemoData(t.db, { hashPassword, guestLinkSecret: t.env.GUEST_LINK_SECRET! });
    const sessionsBefore = (await t.client.execute('SELECT count(*) AS n FROM sessions')).rows[0]!.n;
    await seedDemoBoard(t.app, t.deps, { now: t.clock.now() });
    expect((await t.client.execute('SELECT count(*) AS n FROM sessions')).rows[0]!.n).toBe(sessionsBefore);
    const login = await t.call('POST', '/api/email-auth/login', { json: { email: 'guest@demo.cakeday.test', password: 'cakeday-demo-2026' } });
    const board = await t.call('GET', '/api/birthday-board', { token: login.data.token });
    expect(board.data.members.map((m: { name: string }) => m.name)).toEqual(['Ava Okafor', 'Liam Chen', 'Sofia Reyes']);
    // Both demo contributions are made at the same seeding moment, so their order is the ids' (random).
    expect(board.data.gifts[0].givers).toHaveLength(2);
    expect(board.data.gifts).toEqual([
      expect.objectContaining({
        title: 'A pottery class for Sofia',
        raisedCents: 6_500,
        givers: expect.arrayContaining(['Demo Guest', 'Anonymous']),
        messages: [expect.anything(), expect.anything()],
      }),
    ]);
    const rows = await t.db.select().from(ledgerEntries);
    expect(
      auditLedger(
        rows.map((row) => ({ kind: row.kind, contributionId: row.contributionId ?? '', potId: row.potId ?? '', amountCents: row.amountCents, idempotencyKey: row.idempotencyKey, at: row.at })),
      ),
    ).toEqual([]);
  });
});
