import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '#core/domain/money/ledger.rules.ts';
import { birthdayGiftMessages, birthdayGifts, contributions, ledgerEntries, moneyPots, outboxMessages } from '../../db/schema/index.ts';
import { DemoPaymentProvider } from '../../services/payments/demo-provider.ts';
import { runScheduledWork } from '../../scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { boardWorld, chipIn, type Member, startGift } from './board-testing.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let w: Awaited<ReturnType<typeof boardWorld>>;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
  w = await boardWorld(t);
});
afterEach(() => t.close());

const board = (token: string, month?: number | string) => t.call('GET', `/api/birthday-board${month === undefined ? '' : `?month=${month}`}`, { token });
const validGift = (celebrantId: string) => ({ celebrantId, title: 'A telescope', wish: 'She loves the stars', link: 'https://shop.example/telescope', targetCents: 15_000 });

async function counts() {
  const [gifts, pots, messages, rows, ledger] = await Promise.all([
    t.db.select().from(birthdayGifts),
    t.db.select().from(moneyPots),
    t.db.select().from(birthdayGiftMessages),
    t.db.select().from(contributions),
    t.db.select().from(ledgerEntries),
  ]);
  return { gifts: gifts.length, pots: pots.length, messages: messages.length, contributions: rows.length, ledger: ledger.length };
}

async function ledgerAudit() {
  const rows = await t.db.select().from(ledgerEntries);
  return auditLedger(
    rows.map((row) => ({ kind: row.kind, contributionId: row.contributionId ?? '', potId: row.potId ?? '', amountCents: row.amountCents, idempotencyKey: row.idempotencyKey, at: row.at })),
  );
}

/** A gift for Cleo by Olga, with Gil's named and Max's anonymous contributions paid and a message from Gil. */
async function giftWithMoney() {
  const started = await startGift(t, w.olga.token, validGift(w.cleo.id));
  expect(started.status, JSON.stringify(started.data)).toBe(201);
  const gift = started.data as { id: string; potId: string };
  const gilPaid = await chipIn(t, w.gil.token, gift.potId, { amountCents: 2_500, name: 'Gil', message: 'For the telescope!' });
  t.clock.advance(1_000);
  const maxPaid = await chipIn(t, w.max.token, gift.potId, { amountCents: 4_000, anonymous: true });
  expect((await t.call('POST', `/api/birthday-board/gifts/${gift.id}/messages`, { token: w.gil.token, json: { body: 'Happy birthday, Cleo!' } })).status).toBe(201);
  return { gift, gilPaid, maxPaid };
}

describe('the board', () => {
  it('shows this month by default, a month from the URL, counts per month and only opted-in members', async () => {
    const now = await board(w.gil.token);
    expect(now.status).toBe(200);
    expect(now.data.month).toBe(11);
    expect(now.data.members).toEqual([{ id: w.max.id, name: 'Max', initial: 'M', isYou: false }]);
    const december = await board(w.gil.token, 12);
    expect(december.data.members.map((m: { name: string }) => m.name)).toEqual(['Cleo']);
    expect(december.data.counts).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect(Object.keys(december.data.members[0]).sort()).toEqual(['id', 'initial', 'isYou', 'name']);
    expect(december.data.you).toEqual({ birthdayMonth: null, onBoard: false, reminders: false });
    expect((await board(w.cleo.token, 12)).data.members[0].isYou).toBe(true);
  });

  it('a member hides themself (and comes back) from /account at any time', async () => {
    expect((await t.call('PATCH', '/api/user/profile', { token: w.cleo.token, json: { showOnBirthdayBoard: false } })).status).toBe(200);
    expect((await board(w.gil.token, 12)).data.members).toEqual([]);
    expect((await board(w.gil.token, 12)).data.counts[11]).toBe(0);
    expect((await t.call('PATCH', '/api/user/profile', { token: w.cleo.token, json: { showOnBirthdayBoard: true, birthdayMonth: 1 } })).status).toBe(200);
    expect((await board(w.gil.token, 1)).data.members.map((m: { name: string }) => m.name)).toEqual(['Cleo']);
  });

  it('is for signed-in members only, and refuses a month that is not one', async () => {
    expect((await t.call('GET', '/api/birthday-board')).status).toBe(401);
    for (const bad of ['0', '13', 'x', '1.5', '-1', '99999999999999999999']) {
      const answer = await board(w.gil.token, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.data.error).toMatch(/Month must be a number from 1 to 12/);
    }
  });

  it('tells a visitor how many members celebrate this month, and nothing about who', async () => {
    const overview = await t.call('GET', '/api/birthday-board/overview');
    expect(overview.status).toBe(200);
    // November: Max alone is on the board this month.
    expect(overview.data).toEqual({ month: 11, count: 1 });
    expect(JSON.stringify(overview.data)).not.toMatch(/Max|Cleo/);
  });
});

describe('group gifts', () => {
  it('any member starts one for someone on the board; others chip in through the money path; the organiser is paid', async () => {
    const { gift } = await giftWithMoney();
    const seen = await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: w.gil.token });
    expect(seen.data).toMatchObject({
      title: 'A telescope',
      wish: 'She loves the stars',
      link: 'https://shop.example/telescope',
      targetCents: 15_000,
      raisedCents: 6_500,
      giverCount: 2,
      givers: ['Gil', 'Anonymous'],
      organiser: { id: w.olga.id, name: 'Olga' },
      celebrant: { id: w.cleo.id, name: 'Cleo', initial: 'C' },
      revealed: false,
      revealAt: '2026-12-01T00:00:00.000Z',
      open: true,
      youOrganise: false,
    });
    expect(seen.data.messages).toEqual([expect.objectContaining({ authorName: 'Gil', body: 'Happy birthday, Cleo!' })]);
    expect((await board(w.gil.token, 12)).data.gifts.map((g: { id: string }) => g.id)).toEqual([gift.id]);

    // The organiser connects a payout account; after the 24-hour hold the scheduler pays them, once.
    const onboarding = await t.call('POST', '/api/payouts/onboarding', { token: w.olga.token });
    const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(onboarding.data.url)![1]!);
    await (t.deps.payments as DemoPaymentProvider).completeOnboarding(accountId).catch(() => undefined);
    t.clock.advance(DAY);
    const [first, second] = await Promise.all([runScheduledWork(t.deps), runScheduledWork(t.deps)]);
    expect(first.money.released + second.money.released).toBe(2);
    expect(first.money.transfersSent + second.money.transfersSent).toBe(1);
    const transfers = (await t.client.execute('SELECT destination_account_id, amount_cents FROM payout_transfers')).rows;
    expect(transfers).toEqual([expect.objectContaining({ destination_account_id: accountId, amount_cents: 6_500 })]);
    expect(await ledgerAudit()).toEqual([]);
    // The receipts and the organiser's notes went out; nothing to the celebrant.
    const mail = await t.db.select().from(outboxMessages);
    expect(mail.filter((m) => m.recipient === w.olga.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Gil chipped in $25.00 to A telescope', 'Someone (anonymously) chipped in $40.00 to A telescope']),
    );
    expect(mail.filter((m) => m.recipient === w.cleo.email)).toEqual([]);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await counts();
    const cases: Array<[string, Record<string, unknown>, number, RegExp]> = [
      ['empty title', { ...validGift(w.cleo.id), title: '   ' }, 400, /Title is required/],
      ['huge target', { ...validGift(w.cleo.id), targetCents: 10_000_000_000 }, 400, /Enter a target/],
      ['negative target', { ...validGift(w.cleo.id), targetCents: -500 }, 400, /Enter a target/],
      ['fractional target', { ...validGift(w.cleo.id), targetCents: 100.5 }, 400, /Enter a target/],
      ['javascript link', { ...validGift(w.cleo.id), link: 'javascript:alert(1)' }, 400, /web address/],
      ['long wish', { ...validGift(w.cleo.id), wish: 'x'.repeat(501) }, 400, /500 characters/],
      ['a client-sent organiser', { ...validGift(w.cleo.id), organiserId: w.gil.id }, 400, /.+/],
      ['for yourself', validGift(w.olga.id), 403, /for yourself/],
      ['someone hidden', validGift(w.nina.id), 404, /not on the birthday board/],
      ['someone without a month', validGift(w.gil.id), 404, /not on the birthday board/],
      ['nobody', validGift('nope'), 404, /not on the birthday board/],
    ];
    for (const [name, json, status, message] of cases) {
      const answer = await startGift(t, w.olga.token, json);
      expect(answer.status, name).toBe(status);
      expect(answer.data.error, name).toMatch(message);
    }
    expect((await startGift(t, '', validGift(w.cleo.id))).status).toBe(401);
    expect(await counts()).toEqual(before);

    const { gift } = await giftWithMoney();
    const after = await counts();
    expect((await startGift(t, w.olga.token, validGift(w.cleo.id))).status).toBe(409);
    const messages: Array<[Member, unknown, number]> = [
      [w.max, { body: 'x'.repeat(281) }, 400],
      [w.max, { body: '' }, 400],
      [w.max, { body: 'Hi', extra: 1 }, 400],
      [w.gil, { body: 'Again' }, 409],
    ];
    for (const [who, json, status] of messages) {
      expect((await t.call('POST', `/api/birthday-board/gifts/${gift.id}/messages`, { token: who.token, json })).status).toBe(status);
    }
    // Negative and zero amounts never reach the provider.
    for (const amountCents of [-100, 0, 50, 60_000]) {
      expect((await t.call('POST', `/api/pots/${gift.potId}/contributions`, { token: w.max.token, json: { amountCents, name: 'Max' } })).status).toBe(400);
    }
    expect(await counts()).toEqual(after);
  });

  it('only the organiser reveals early', async () => {
    const { gift } = await giftWithMoney();
    expect((await t.call('POST', `/api/birthday-board/gifts/${gift.id}/reveal`, { token: w.gil.token })).status).toBe(403);
    expect((await t.call('POST', `/api/birthday-board/gifts/${gift.id}/reveal`)).status).toBe(401);
    const revealed = await t.call('POST', `/api/birthday-board/gifts/${gift.id}/reveal`, { token: w.olga.token });
    expect(revealed.data).toMatchObject({ revealed: true, youOrganise: true });
  });
});

describe('the surprise holds everywhere', () => {
  it('the celebrant sees nothing of their gift on any route until the reveal, then the card with messages and givers', async () => {
    const { gift, gilPaid } = await giftWithMoney();
    const before = await counts();
    const cleo = w.cleo.token;
    // The board: the card shows Cleo, but no gift, no count, no total.
    const december = await board(cleo, 12);
    expect(december.data.gifts).toEqual([]);
    expect(JSON.stringify(december.data)).not.toMatch(/telescope|6500|Gil/i);
    // Every board route with the gift's id is a 404, as for an unknown id.
    const hidden: Array<[string, string, unknown?]> = [
      ['GET', `/api/birthday-board/gifts/${gift.id}`],
      ['POST', `/api/birthday-board/gifts/${gift.id}/messages`, { body: 'Is this mine?' }],
      ['POST', `/api/birthday-board/gifts/${gift.id}/reveal`],
      // Every money route with the pot's or a contribution's id, too.
      ['GET', `/api/pots/${gift.potId}`],
      ['POST', `/api/pots/${gift.potId}/contributions`, { amountCents: 1_000, name: 'Cleo' }],
      ['GET', `/api/contributions/${gilPaid}`],
      ['POST', `/api/contributions/${gilPaid}/cancel`],
      ['GET', '/api/events/birthday-board/pots'],
      ['GET', '/api/events/birthday-board/contributions'],
      ['GET', '/api/events/birthday-board/contributions.csv'],
      ['GET', '/api/events/birthday-board'],
    ];
    for (const [method, path, json] of hidden) {
      const answer = await t.call(method, path, { token: cleo, ...(json ? { json } : {}) });
      expect([404, 403], `${method} ${path}`).toContain(answer.status);
      if (path.startsWith('/api/birthday-board') || path.startsWith('/api/pots') || path.startsWith('/api/contributions')) expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.data), `${method} ${path}`).not.toMatch(/telescope|6500|Olga/i);
    }
    const publicPots = await t.call('GET', '/api/public/events/_birthday-board/pots', { token: cleo });
    expect(publicPots.data).toEqual({ pots: [] });
    // The system event the board's pots hang off (decision 040) has the invite-only summary page any event has, and nothing of the gifts.
    expect(JSON.stringify((await t.call('GET', '/api/public/events/_birthday-board', { token: cleo })).data)).not.toMatch(/telescope|6500|Olga|Gil|Cleo/i);
    expect((await t.call('GET', '/api/contributions/mine', { token: cleo })).data.contributions).toEqual([]);
    // Starting a second gift for herself is refused, and nothing changed.
    expect((await startGift(t, cleo, validGift(w.cleo.id))).status).toBe(403);
    expect(await counts()).toEqual(before);
    // No email to Cleo mentions it.
    const mail = await t.db.select().from(outboxMessages);
    expect(mail.filter((m) => m.recipient === w.cleo.email && /telescope|chipped/i.test(`${m.subject} ${m.body}`))).toEqual([]);

    // The 1st of her birthday month: the card, its messages and who gave; anonymous stays anonymous.
    t.clock.advance(Date.UTC(2026, 11, 1) - t.clock.now());
    const revealed = await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: cleo });
    expect(revealed.status).toBe(200);
    expect(revealed.data).toMatchObject({
      revealed: true,
      youAreCelebrant: true,
      open: false,
      givers: ['Gil', 'Anonymous'],
      messages: [expect.objectContaining({ authorName: 'Gil', body: 'Happy birthday, Cleo!' })],
    });
    expect(JSON.stringify(revealed.data)).not.toMatch(/Max/);
    expect((await board(cleo)).data.gifts.map((g: { id: string }) => g.id)).toEqual([gift.id]);
    // Still neither joining nor signing her own card.
    expect((await t.call('POST', `/api/pots/${gift.potId}/contributions`, { token: cleo, json: { amountCents: 1_000, name: 'Cleo' } })).status).toBe(404);
    expect((await t.call('POST', `/api/birthday-board/gifts/${gift.id}/messages`, { token: cleo, json: { body: 'Thanks!' } })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('an organiser’s early reveal shows the card to the celebrant at once', async () => {
    const { gift } = await giftWithMoney();
    expect((await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: w.cleo.token })).status).toBe(404);
    await t.call('POST', `/api/birthday-board/gifts/${gift.id}/reveal`, { token: w.olga.token });
    expect((await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: w.cleo.token })).data).toMatchObject({ revealed: true, giverCount: 2 });
    expect((await board(w.cleo.token, 12)).data.gifts).toHaveLength(1);
  });
});

describe('deleting an account that took part', () => {
  it('the celebrant, a message author and an organiser without money can delete their accounts; the money stays booked', async () => {
    const { gift } = await giftWithMoney();
    const second = await startGift(t, w.max.token, { celebrantId: w.cleo.id, title: 'Flowers', targetCents: 2_000 });
    expect(second.status).toBe(201);
    const remove = (who: Member) => t.call('DELETE', '/api/user', { token: who.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    // Gil wrote the message and paid: his contribution is kept (it names no account any more).
    expect((await remove(w.gil)).status).toBe(200);
    expect((await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: w.olga.token })).data).toMatchObject({ messages: [], raisedCents: 6_500 });
    expect((await remove(w.cleo)).status).toBe(200);
    expect((await remove(w.max)).status).toBe(200);
    expect(await t.db.select().from(birthdayGifts)).toEqual([]);
    const pot = (await t.db.select().from(moneyPots)).find((row) => row.id === gift.potId)!;
    expect(pot).toMatchObject({ payeeUserId: w.olga.id, hiddenFromUserId: null });
    expect((await counts()).ledger).toBe(2);
    expect(await ledgerAudit()).toEqual([]);
  });
  it('an organiser whose gift still holds money cannot delete their account: the payout has nobody to reach', async () => {
    const { gift } = await giftWithMoney();
    const refused = await t.call('DELETE', '/api/user', { token: w.olga.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    expect(refused.status).toBe(409);
    expect(refused.data.error).toMatch(/organise group gifts with contributions that are still pending or held/);
    expect((await t.call('GET', `/api/birthday-board/gifts/${gift.id}`, { token: w.olga.token })).status).toBe(200);
    expect(await ledgerAudit()).toEqual([]);
  });
});
