import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MS } from '#core/domain/money/hold.rules.ts';
import { DEMO_PAYMENT_LABEL, DEMO_TEST_CARDS } from '#worker/services/payments/demo-provider.ts';
import { insertCohost, insertEvent, insertGuest, registerMember } from '#worker/testing/invitations.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { ledgerRepo } from '../ledger.repo.ts';
import { EVENT_CANCELLED_MESSAGE } from './pots.service.ts';
import { asGuest, contributeAndPay, counts, expectSoundLedger, moneyWorld, startAsGuest } from '../money-testing.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof moneyWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  world = await moneyWorld(t);
});
afterEach(() => t.close());

describe('a guest contributes through their link with the demo provider', () => {
  it('start → pay with 4242 → held 24 h with a charge in the ledger, labelled as a demo', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token, { amountCents: 2_000, name: 'Gus', message: 'Happy birthday!' });
    expect(started.status).toBe(201);
    expect(started.data.checkoutUrl).toMatch(/\/demo-checkout\/demo_cs_/);
    expect(started.data.contribution).toMatchObject({ status: 'pending', amountCents: 2_000, cancellable: true, providerLabel: DEMO_PAYMENT_LABEL, checkoutUrl: started.data.checkoutUrl });

    const sessionId = started.data.checkoutUrl.split('/demo-checkout/')[1];
    const page = await t.call('GET', `/api/payments/demo/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ status: 'open', amountCents: 2_000, lineItem: 'Contribution to Mia’s fund', label: DEMO_PAYMENT_LABEL, testCards: DEMO_TEST_CARDS });

    const paid = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
    expect(paid.data).toEqual({ status: 'complete', redirectUrl: `http://127.0.0.1/contributions/${started.data.contribution.id}` });

    const mine = await t.call('GET', `/api/contributions/${started.data.contribution.id}`, { headers: asGuest(world.guest.token) });
    expect(mine.data).toMatchObject({ status: 'succeeded', heldUntil: new Date(t.clock.now() + HOLD_MS).toISOString(), cancellable: true, checkoutUrl: null, statusLabel: 'Held — 24 h 0 min left' });
    const entries = await ledgerRepo.allEntries(t.db);
    expect(entries).toEqual([expect.objectContaining({ kind: 'charge', amountCents: 2_000, idempotencyKey: `charge:${started.data.contribution.id}` })]);

    const pots = await t.call('GET', '/api/gift/pots', { headers: asGuest(world.guest.token) });
    expect(pots.data.pots).toEqual([expect.objectContaining({ id: world.pot.id, raisedCents: 2_000, providerLabel: DEMO_PAYMENT_LABEL })]);
    expect(pots.data.contributions).toHaveLength(1);
  });

  it('cancel within the window refunds in full; the identity holds; a replay is harmless', async () => {
    const { id } = await contributeAndPay(t, world.pot.id, world.guest.token);
    t.clock.advance(HOLD_MS - 60_000);
    const cancelled = await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'refunded', cancellable: false, statusLabel: 'Refunded' });
    const again = await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(again.data.status).toBe('refunded');
    const kinds = (await ledgerRepo.allEntries(t.db)).map((entry) => entry.kind).sort();
    expect(kinds).toEqual(['charge', 'refund']);
    const row = (await ledgerRepo.findContribution(t.db, id))!;
    expect(row).toMatchObject({ refundReason: 'cancelled', refundRequestReason: 'cancelled' });
    expect(row.refundId).toMatch(/^demo_re_/);
    await expectSoundLedger(t);
  });

  it('cancel after the 24 hours is a 409 and changes nothing', async () => {
    const { id } = await contributeAndPay(t, world.pot.id, world.guest.token);
    t.clock.advance(HOLD_MS);
    const late = await t.call('POST', `/api/contributions/${id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(late.status).toBe(409);
    expect(late.data.error).toMatch(/24-hour protection has ended/);
    expect((await ledgerRepo.findContribution(t.db, id))!.status).toBe('succeeded');
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
  });

  it('a pending contribution is simply cancelled and its demo checkout closed', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token);
    const cancelled = await t.call('POST', `/api/contributions/${started.data.contribution.id}/cancel`, { headers: asGuest(world.guest.token) });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', checkoutUrl: null });
    const sessionId = started.data.checkoutUrl.split('/demo-checkout/')[1];
    const pay = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
    expect(pay.status).toBe(409);
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(0);
  });

  it('declined cards answer 402 with the reason, nothing is charged, and another card still pays', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token);
    const sessionId = started.data.checkoutUrl.split('/demo-checkout/')[1];
    const pay = (cardNumber: string) => t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber } });
    expect(await pay(DEMO_TEST_CARDS.declined)).toMatchObject({ status: 402, data: { error: 'Your card was declined.' } });
    expect(await pay(DEMO_TEST_CARDS.insufficientFunds)).toMatchObject({ status: 402, data: { error: 'Your card has insufficient funds.' } });
    expect(await pay('1234 5678 9012 3456')).toMatchObject({ status: 402, data: { error: 'Your card number is incorrect. Use one of the test cards shown.' } });
    const row = (await ledgerRepo.findContribution(t.db, started.data.contribution.id))!;
    expect(row).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(0);
    const mine = await t.call('GET', `/api/contributions/${row.id}`, { headers: asGuest(world.guest.token) });
    expect(mine.data).toMatchObject({ status: 'failed', checkoutUrl: started.data.checkoutUrl });

    expect((await pay(DEMO_TEST_CARDS.success)).status).toBe(200);
    expect((await ledgerRepo.findContribution(t.db, row.id))!.status).toBe('succeeded');
  });

  it('the checkout page’s cancel sends the payer back and marks the payment failed', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token);
    const sessionId = started.data.checkoutUrl.split('/demo-checkout/')[1];
    const cancelled = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/cancel`);
    expect(cancelled.data).toEqual({ redirectUrl: `http://127.0.0.1/contributions/${started.data.contribution.id}?cancelled=1` });
    expect((await ledgerRepo.findContribution(t.db, started.data.contribution.id))!).toMatchObject({ status: 'failed', failureCode: 'checkout_expired' });
    // Said as what it is to the guest: a closed checkout, not a failed card. The host sees nothing: no money came.
    const mine = await t.call('GET', `/api/contributions/${started.data.contribution.id}`, { headers: asGuest(world.guest.token) });
    expect(mine.data).toMatchObject({ status: 'failed', statusLabel: 'Checkout closed — nothing was charged', checkoutUrl: null });
    const money = await t.call('GET', `/api/events/${world.event.id}/contributions`, { token: world.host.token });
    expect(money.data.contributions).toEqual([]);
  });

  it('abandoned and unpaid checkouts are no contributions to the host: one payment counts one, in the list, the pot and the export', async () => {
    const paid = await contributeAndPay(t, world.pot.id, world.guest.token, { amountCents: 2_000, name: 'Gus' });
    const abandoned = await startAsGuest(t, world.pot.id, world.guest.token, { amountCents: 3_000, name: 'Gus' });
    const closed = await startAsGuest(t, world.pot.id, world.guest.token, { amountCents: 4_000, name: 'Gus' });
    await t.call('POST', `/api/payments/demo/checkout/${closed.data.checkoutUrl.split('/demo-checkout/')[1]}/cancel`);
    const ledgerBefore = await ledgerRepo.allEntries(t.db);

    const money = await t.call('GET', `/api/events/${world.event.id}/contributions`, { token: world.host.token });
    expect(money.data.contributions.map((row: { id: string }) => row.id)).toEqual([paid.id]);
    expect(money.data.pots.find((pot: { id: string }) => pot.id === world.pot.id)).toMatchObject({ contributionCount: 1 });
    expect(money.data.totals.chargedCents).toBe(2_000);
    const csv = await t.call('GET', `/api/events/${world.event.id}/contributions.csv`, { token: world.host.token });
    expect(String(csv.data).trim().split('\n')).toHaveLength(2);

    // The contributor still sees their own unpaid attempt, as waiting for payment.
    const mine = await t.call('GET', `/api/contributions/${abandoned.data.contribution.id}`, { headers: asGuest(world.guest.token) });
    expect(mine.data).toMatchObject({ status: 'pending', statusLabel: 'Waiting for payment' });
    // Only what is shown changed: the ledger is as it was.
    expect(await ledgerRepo.allEntries(t.db)).toEqual(ledgerBefore);
    await expectSoundLedger(t);
  });

  it('unknown checkout sessions are a 404', async () => {
    expect((await t.call('GET', '/api/payments/demo/checkout/demo_cs_nope')).status).toBe(404);
    expect((await t.call('POST', '/api/payments/demo/checkout/demo_cs_nope/pay', { json: { cardNumber: DEMO_TEST_CARDS.success } })).status).toBe(404);
  });
});

describe('bad input never reaches the provider', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['zero', { amountCents: 0, name: 'Gus' }, /at least \$5\.00/],
    ['negative', { amountCents: -5, name: 'Gus' }, /at least/],
    ['fractional cents', { amountCents: 10.5, name: 'Gus' }, /whole cents/],
    ['below the pot’s minimum', { amountCents: 499, name: 'Gus' }, /at least \$5\.00/],
    ['above the pot’s maximum', { amountCents: 50_001, name: 'Gus' }, /at most \$500\.00/],
    ['a string', { amountCents: '2000', name: 'Gus' }, /Enter an amount/],
    ['no name when not anonymous', { amountCents: 2_000 }, /Enter your name/],
    ['a client-sent total', { amountCents: 2_000, name: 'Gus', totalCents: 1 }, /Unrecognized key|unrecognized/i],
  ];
  for (const [what, json, message] of cases) {
    it(`${what} → 400`, async () => {
      const before = await counts(t);
      const response = await startAsGuest(t, world.pot.id, world.guest.token, json);
      expect(response.status).toBe(400);
      expect(response.data.error).toMatch(message);
      expect(await counts(t)).toEqual(before);
    });
  }

  it('an unknown pot is a 404, a closed pot or a cancelled event a 409, and nothing is created', async () => {
    const before = await counts(t);
    expect((await startAsGuest(t, 'nope', world.guest.token)).status).toBe(404);
    await t.client.execute({ sql: "UPDATE money_pots SET status = 'closed' WHERE id = ?", args: [world.pot.id] });
    expect(await startAsGuest(t, world.pot.id, world.guest.token)).toMatchObject({ status: 409, data: { error: 'This pot is closed' } });
    await t.client.execute({ sql: "UPDATE money_pots SET status = 'open' WHERE id = ?", args: [world.pot.id] });
    await t.client.execute({ sql: "UPDATE events SET status = 'cancelled' WHERE id = ?", args: [world.event.id] });
    expect(await startAsGuest(t, world.pot.id, world.guest.token)).toMatchObject({ status: 409, data: { error: EVENT_CANCELLED_MESSAGE } });
    expect(await counts(t)).toEqual(before);
  });

  it('without a link or a session it is a 401 that says what to do', async () => {
    const response = await t.call('POST', `/api/pots/${world.pot.id}/contributions`, { json: { amountCents: 2_000, name: 'X' } });
    expect(response).toMatchObject({ status: 401, data: { error: 'Sign in or open your personal guest link to contribute' } });
  });

  it('starts are throttled per guest', async () => {
    for (let i = 0; i < 20; i += 1) expect((await startAsGuest(t, world.pot.id, world.guest.token)).status).toBe(201);
    const limited = await startAsGuest(t, world.pot.id, world.guest.token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('permissions', () => {
  it('another guest, another member and the host cannot see or cancel a contribution (404)', async () => {
    const { id } = await contributeAndPay(t, world.pot.id, world.guest.token);
    const other = await insertGuest(t, world.event.id, { name: 'Olga Other' });
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    for (const init of [{ headers: asGuest(other.token) }, { token: stranger.token }, { token: world.host.token }]) {
      expect((await t.call('GET', `/api/contributions/${id}`, init)).status).toBe(404);
      expect((await t.call('POST', `/api/contributions/${id}/cancel`, init)).status).toBe(404);
    }
    expect((await t.call('GET', '/api/contributions/mine', { headers: asGuest(other.token) })).data.contributions).toEqual([]);
    expect((await ledgerRepo.findContribution(t.db, id))!.status).toBe('succeeded');
  });

  it('a guest of event A cannot pay into event B’s pot', async () => {
    const otherEvent = await insertEvent(t, world.host.id, { inviteOnly: true });
    const pot = await t.call('POST', `/api/events/${otherEvent.id}/pots`, { token: world.host.token, json: { kind: 'event_fund', title: 'B fund', minCents: 500, maxCents: 5_000 } });
    const before = await counts(t);
    expect((await startAsGuest(t, pot.data.id, world.guest.token)).status).toBe(404);
    expect((await t.call('GET', `/api/pots/${pot.data.id}`, { headers: asGuest(world.guest.token) })).status).toBe(404);
    expect(await counts(t)).toEqual(before);
  });

  it('a member contributes to a public event and sees it in their list; the guest link is the member’s too once claimed', async () => {
    const member = await registerMember(t, 'Mo Member', 'mo@example.com');
    const started = await t.call('POST', `/api/pots/${world.pot.id}/contributions`, { token: member.token, json: { amountCents: 1_000, anonymous: true } });
    expect(started.status).toBe(201);
    expect(started.data.contribution).toMatchObject({ anonymous: true, name: null });
    const mine = await t.call('GET', '/api/contributions/mine', { token: member.token });
    expect(mine.data.contributions.map((c: { id: string }) => c.id)).toEqual([started.data.contribution.id]);
    expect((await t.call('GET', '/api/contributions/mine')).status).toBe(401);
  });

  it('invite-only: a member who is not on the list cannot pay; once their account claimed a guest link, that guest’s contributions are theirs', async () => {
    await t.client.execute({ sql: 'UPDATE events SET invite_only = 1 WHERE id = ?', args: [world.event.id] });
    const member = await registerMember(t, 'Mo Member', 'mo@example.com');
    const before = await counts(t);
    expect((await t.call('POST', `/api/pots/${world.pot.id}/contributions`, { token: member.token, json: { amountCents: 1_000, name: 'Mo' } })).status).toBe(404);
    expect(await counts(t)).toEqual(before);
    const { id } = await contributeAndPay(t, world.pot.id, world.guest.token);
    await t.client.execute({ sql: 'UPDATE guests SET user_id = ? WHERE id = ?', args: [member.id, world.guest.id] });
    expect((await t.call('GET', `/api/contributions/${id}`, { token: member.token })).data.status).toBe('succeeded');
    expect((await t.call('POST', `/api/pots/${world.pot.id}/contributions`, { token: member.token, json: { amountCents: 1_000, name: 'Mo' } })).status).toBe(201);
    expect((await t.call('GET', '/api/contributions/mine', { token: member.token })).data.contributions).toHaveLength(2);
    expect((await t.call('GET', '/api/contributions/mine', { headers: asGuest('not-a-real-token') })).status).toBe(404);
  });

  it('only managers see the event’s money: the celebrant, a pending co-host and a stranger get 404', async () => {
    const cohost = await registerMember(t, 'Cora Cohost', 'cora@example.com');
    const pending = await registerMember(t, 'Pete Pending', 'pete@example.com');
    await insertCohost(t, world.event.id, { id: cohost.id, email: 'cora@example.com' }, true);
    await insertCohost(t, world.event.id, { id: pending.id, email: 'pete@example.com' }, false);
    const celebrant = await registerMember(t, 'Mia', 'mia@example.com');
    const { wishlistSettings } = await import('#worker/db/schema/index.ts');
    await t.db.insert(wishlistSettings).values({ eventId: world.event.id, celebrantUserId: celebrant.id, updatedAt: t.clock.now() });
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    const paths = [`/api/events/${world.event.id}/contributions`, `/api/events/${world.event.id}/pots`, `/api/events/${world.event.id}/contributions.csv`];
    for (const path of paths) {
      expect((await t.call('GET', path, { token: world.host.token })).status).toBe(200);
      expect((await t.call('GET', path, { token: cohost.token })).status).toBe(200);
      for (const who of [celebrant, pending, stranger]) expect((await t.call('GET', path, { token: who.token })).status).toBe(404);
      expect((await t.call('GET', path, { headers: asGuest(world.guest.token) })).status).toBe(401);
    }
  });
});

describe('emails after a payment', () => {
  const mails = async (recipient: string) => (await t.client.execute({ sql: 'SELECT subject, body FROM outbox_messages WHERE recipient = ? ORDER BY created_at', args: [recipient] })).rows;

  it('the contributor gets a receipt with the way back to cancel, the host a note; a replayed payment sends nothing twice', async () => {
    const { sessionId } = await contributeAndPay(t, world.pot.id, world.guest.token, { amountCents: 2_000, name: 'Gus', message: 'Happy birthday!' });
    const [receipt] = await mails('gus@example.com');
    expect(receipt!.subject).toBe(`Thank you for chipping in $20.00 for ${world.event.title}`);
    expect(String(receipt!.body)).toContain('held for 24 hours');
    expect(String(receipt!.body)).toMatch(/\/a\/[A-Za-z0-9_-]{20,}/);
    expect(String(receipt!.body)).toContain(DEMO_PAYMENT_LABEL);
    const hostMails = await mails(world.host.email);
    expect(hostMails).toHaveLength(1);
    expect(hostMails[0]!.subject).toBe('Gus chipped in $20.00 to Mia’s fund');
    expect(String(hostMails[0]!.body)).toContain('“Happy birthday!”');

    // Paying the same (completed) checkout again changes nothing and mails nobody.
    await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
    expect(await mails('gus@example.com')).toHaveLength(1);
    expect(await mails(world.host.email)).toHaveLength(1);
  });

  it('an anonymous contribution is announced to the host without a name', async () => {
    await contributeAndPay(t, world.pot.id, world.guest.token, { amountCents: 1_500, anonymous: true });
    const [note] = await mails(world.host.email);
    expect(note!.subject).toBe('Someone (anonymously) chipped in $15.00 to Mia’s fund');
    expect(String(note!.body)).not.toContain('Gus');
  });
});
