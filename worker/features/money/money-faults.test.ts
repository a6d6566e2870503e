import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyEvent } from '#core/domain/money/contribution.rules.ts';
import { releaseBatchId, transferKey } from '#core/domain/money/idempotency.rules.ts';
import { contributions, payoutAccounts, payoutTransfers } from '../../db/schema/index.ts';
import { OutboxMailer } from '../../services/mailer.ts';
import { PaymentRequestError, PaymentUnavailableError } from '../../services/payments/payment-provider.ts';
import { insertEvent, registerMember } from '../../testing/invitations.ts';
import { StripeTestServer } from '../../testing/stripe-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contributionOf, ledgerRepo, saveTransition } from './ledger.repo.ts';
import { requestRefund } from './release/refunds.service.ts';
import { runMoneyJobs } from './release/release.service.ts';
import {
  connectPayouts,
  DAY,
  expectSoundLedger,
  HOUR,
  insertPot,
  never,
  paidContribution,
  ProviderFaults,
  providerTransferCount,
  statusOf,
  stripeAgainst,
  transfers,
} from './release/release-testing.ts';

/**
 * The money flows' fault tests (decision 016): the provider fails or times out at each step, the
 * process stops between two steps, and running the jobs again finishes the work exactly once — one
 * transfer at the provider per batch, one release row per contribution, the ledger identity intact
 * throughout.
 */

let t: TestApp;
let faults: ProviderFaults;
afterEach(() => t?.close());

async function setup(options: { connect?: boolean } = {}) {
  faults = new ProviderFaults();
  t = await createTestApp({ payments: faults.payments() });
  const host = await registerMember(t, 'Hana Host', 'hana@example.com');
  const event = await insertEvent(t, host.id);
  const potId = await insertPot(t, event.id);
  if (options.connect !== false) await connectPayouts(t, host.token);
  const pot = { id: potId, eventId: event.id };
  const ids = [await paidContribution(t, pot, 2_000), await paidContribution(t, pot, 3_000)];
  return { host, event, potId, pot, ids };
}

const releaseRows = async (potId: string) => (await ledgerRepo.entriesOfPot(t.db, potId)).filter((e) => e.kind === 'release');

/** Lets the jobs run until they are stuck on `never()`: the "process" stopped there. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the provider fails during a transfer', () => {
  it('an outage before the transfer leaves it pending and books nothing; the next run sends it once', async () => {
    const { potId, ids } = await setup();
    faults.rule = async (method, n, real) => {
      if (method === 'transfer' && n === 1) throw new PaymentUnavailableError('connect ETIMEDOUT');
      return real();
    };
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, transfersSent: 0, failures: 1 });
    const [pending] = await transfers(t);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, amountCents: 5_000, lastError: 'PaymentUnavailableError: connect ETIMEDOUT' });
    expect(await Promise.all(ids.map((id) => statusOf(t, id)))).toEqual(['succeeded', 'succeeded']);
    expect(await releaseRows(potId)).toEqual([]);
    // Claimed: the contributor can no longer have it refunded behind the transfer's back.
    expect(await requestRefund(t.deps, ids[0]!, 'host')).toBe('already');
    expect((await ledgerRepo.findContribution(t.db, ids[0]!))!.refundRequestedAt).toBeNull();
    await expectSoundLedger(t);

    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1, failures: 0 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(faults.calls.transfer).toBe(2);
    expect(await releaseRows(potId)).toHaveLength(2);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, transfersSent: 0 });
    await expectSoundLedger(t);
  });

  it('a timeout after the provider made the transfer: the retry sends the same key and the provider answers the first transfer', async () => {
    const { potId } = await setup();
    faults.rule = async (method, n, real) => {
      if (method !== 'transfer') return real();
      const result = await real();
      if (n <= 2) throw new PaymentUnavailableError('read ETIMEDOUT');
      return result;
    };
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, failures: 1 });
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, failures: 1 });
    expect((await transfers(t))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    const report = await runMoneyJobs(t.deps);
    expect(report).toMatchObject({ released: 2, transfersSent: 1, failures: 0 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toHaveLength(2);
    await expectSoundLedger(t);
  });

  it('a refusal (the account cannot receive) leaves the transfer pending and never books a release', async () => {
    const { potId } = await setup();
    faults.rule = async (method, _n, real) => {
      if (method === 'transfer') throw new PaymentRequestError('The destination account has not finished onboarding', 'account_not_onboarded', 400);
      return real();
    };
    t.clock.advance(DAY);
    for (let i = 0; i < 3; i++) expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, failures: 1 });
    expect((await transfers(t))[0]).toMatchObject({ status: 'pending', attempts: 3 });
    expect(await releaseRows(potId)).toEqual([]);
    faults.rule = null;
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });
    await expectSoundLedger(t);
  });
});

describe('the process stops between two steps', () => {
  it('after the claim, before the transfer: the restarted jobs send it once', async () => {
    const { potId, ids } = await setup();
    faults.rule = async (method, n, real) => (method === 'transfer' && n === 1 ? never() : real());
    t.clock.advance(DAY);
    void runMoneyJobs(t.deps); // the process that stops
    await settle();
    const [claimed] = await transfers(t);
    expect(claimed).toMatchObject({ id: releaseBatchId(potId, ids), status: 'pending', idempotencyKey: transferKey(releaseBatchId(potId, ids)) });
    expect(await providerTransferCount(t)).toBe(0);

    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toHaveLength(2);
    await expectSoundLedger(t);
  });

  it('after the transfer, before the booking: the restarted jobs book it without a second transfer', async () => {
    const { potId } = await setup();
    faults.rule = async (method, n, real) => {
      if (method !== 'transfer' || n > 1) return real();
      await real();
      return never();
    };
    t.clock.advance(DAY);
    void runMoneyJobs(t.deps);
    await settle();
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toEqual([]);

    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toHaveLength(2);
    await expectSoundLedger(t);
  });

  it('half way through the booking, and before the transfer was marked sent: the rest is booked once', async () => {
    const { potId, ids } = await setup();
    t.clock.advance(DAY);
    faults.rule = async (method, n, real) => {
      if (method !== 'transfer' || n > 1) return real();
      const result = (await real()) as { transferId: string };
      // The stopped process had booked the first release only.
      const row = (await ledgerRepo.findContribution(t.db, ids[0]!))!;
      const transition = applyEvent(contributionOf(row), { type: 'release', at: t.clock.now() });
      await saveTransition(t.db, row, transition.contribution, transition.entries, { releasedAt: t.clock.now(), providerRef: result.transferId }, t.clock.now());
      return never();
    };
    void runMoneyJobs(t.deps);
    await settle();
    expect(await Promise.all(ids.map((id) => statusOf(t, id)))).toEqual(['released', 'succeeded']);
    await expectSoundLedger(t);

    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 1, transfersSent: 1, failures: 0 });
    expect(await providerTransferCount(t)).toBe(1);
    expect((await releaseRows(potId)).map((e) => e.idempotencyKey).sort()).toEqual(ids.map((id) => `release:${id}`).sort());
    await expectSoundLedger(t);
  });

  it('after everything was booked but the transfer not marked sent: a rerun only marks it', async () => {
    const { potId } = await setup();
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });
    await t.db.update(payoutTransfers).set({ status: 'pending', transferId: null, sentAt: null });
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, transfersSent: 1, failures: 0 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toHaveLength(2);
    expect((await transfers(t))[0]!.status).toBe('sent');
  });

  it('two restarted schedulers at once finish an interrupted transfer exactly once', async () => {
    const { potId } = await setup();
    faults.rule = async (method, n, real) => (method === 'transfer' && n === 1 ? never() : real());
    t.clock.advance(DAY);
    void runMoneyJobs(t.deps);
    await settle();
    const reports = await Promise.all([runMoneyJobs(t.deps), runMoneyJobs(t.deps)]);
    expect(reports.reduce((sum, r) => sum + r.released, 0)).toBe(2);
    expect(reports.reduce((sum, r) => sum + r.transfersSent, 0)).toBe(1);
    expect(await providerTransferCount(t)).toBe(1);
    expect(await releaseRows(potId)).toHaveLength(2);
    await expectSoundLedger(t);
  });
});

describe('refunds fail or stop', () => {
  it('a cancel whose refund failed is finished by the scheduler and never released, even after the hold ended', async () => {
    const { host, event, potId, ids } = await setup();
    faults.rule = async (method, _n, real) => {
      if (method === 'refund') throw new PaymentUnavailableError('503 from the provider');
      return real();
    };
    expect(await requestRefund(t.deps, ids[0]!, 'cancelled')).toBe('in_progress');
    // The host is told the refund is on its way, and is not offered to refund it again.
    const money = await t.call('GET', `/api/events/${event.id}/contributions`, { token: host.token });
    expect(money.data.contributions.find((c: { id: string }) => c.id === ids[0])).toMatchObject({ status: 'succeeded', refundRequested: true, statusLabel: 'Refund in progress' });
    expect(money.data.contributions.find((c: { id: string }) => c.id === ids[1])).toMatchObject({ refundRequested: false });
    t.clock.advance(DAY);
    const stuck = await runMoneyJobs(t.deps);
    expect(stuck).toMatchObject({ released: 1, refunded: 0 });
    expect(stuck.failures).toBeGreaterThan(0);
    expect(await statusOf(t, ids[0]!)).toBe('succeeded');
    expect((await transfers(t))[0]!.contributionIds).toEqual([ids[1]]);

    faults.rule = null;
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, refunded: 1, failures: 0 });
    expect(await statusOf(t, ids[0]!)).toBe('refunded');
    expect(await releaseRows(potId)).toHaveLength(1);
    const { platform } = await expectSoundLedger(t);
    expect(platform).toMatchObject({ charged: 5_000, refunded: 2_000, released: 3_000, held: 0 });
  });

  it('a missed-target refund during an outage is retried with the same key until it is booked once', async () => {
    faults = new ProviderFaults();
    t = await createTestApp({ payments: faults.payments() });
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const potId = await insertPot(t, event.id, { targetCents: 100_000, deadline: t.clock.now() + 2 * DAY, refundIfTargetMissed: true });
    const id = await paidContribution(t, { id: potId, eventId: event.id }, 4_000);
    faults.rule = async (method, n, real) => {
      if (method !== 'refund') return real();
      const result = await real();
      if (n === 1) throw new PaymentUnavailableError('read ETIMEDOUT');
      return result;
    };
    t.clock.advance(2 * DAY);
    // The answer was lost; the refund's own webhook may still book it. Either way the reruns end
    // with one refund at the provider and one refund row.
    expect((await runMoneyJobs(t.deps)).failures).toBeGreaterThan(0);
    await runMoneyJobs(t.deps);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ refunded: 0, released: 0, failures: 0 });
    expect(await statusOf(t, id)).toBe('refunded');
    expect(faults.calls.refund).toBeGreaterThanOrEqual(1);
    const refunds = (await ledgerRepo.entriesOfPot(t.db, potId)).filter((e) => e.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ idempotencyKey: `refund:${id}`, amountCents: 4_000 })]);
    const demoRefunds = await t.client.execute("SELECT key FROM demo_payment_store WHERE key LIKE 'idem:refund:%'");
    expect(demoRefunds.rows).toHaveLength(1);
    await expectSoundLedger(t);
  });
});

describe('one failure does not stop the rest', () => {
  it('a reminder that cannot be sent does not keep another host’s money from being released', async () => {
    faults = new ProviderFaults();
    let failMail = true;
    t = await createTestApp({
      payments: faults.payments(),
      mailer: {
        send: async (message) => {
          if (failMail) throw new Error('mail provider down');
          await new OutboxMailer(t.db, t.clock).send(message);
        },
      },
    });
    const waiting = await registerMember(t, 'Wes Waiting', 'wes@example.com');
    const ready = await registerMember(t, 'Rae Ready', 'rae@example.com');
    await connectPayouts(t, ready.token);
    const waitingEvent = await insertEvent(t, waiting.id);
    const readyEvent = await insertEvent(t, ready.id);
    await paidContribution(t, { id: await insertPot(t, waitingEvent.id), eventId: waitingEvent.id }, 1_000);
    await paidContribution(t, { id: await insertPot(t, readyEvent.id), eventId: readyEvent.id }, 2_000);
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 1, transfersSent: 1, waitingForPayoutAccount: 1, remindersSent: 0, failures: 1 });
    // The failed reminder is tried again on the next run, not a day later; then once a day.
    failMail = false;
    t.clock.advance(HOUR);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ waitingForPayoutAccount: 1, remindersSent: 1, failures: 0 });
    expect(await runMoneyJobs(t.deps)).toMatchObject({ waitingForPayoutAccount: 1, remindersSent: 0, failures: 0 });
  });

  it('a payout account of the other provider (after a switch) is not used', async () => {
    const { host } = await setup({ connect: false });
    await t.db.insert(payoutAccounts).values({ userId: host.id, provider: 'stripe', accountId: 'acct_old', payoutsEnabled: true, detailsSubmitted: true, createdAt: 0, updatedAt: 0 });
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, waitingForPayoutAccount: 2 });
    expect((await t.call('GET', '/api/payouts/account', { token: host.token })).data).toMatchObject({ connected: false });
    await connectPayouts(t, host.token);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });
  });
});

describe('with Stripe (the local Stripe-shaped server)', () => {
  const server = new StripeTestServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('a transfer that hangs times out, and the retry sends the same Idempotency-Key', async () => {
    server.reset();
    t = await createTestApp({ payments: stripeAgainst(server, 300) });
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const potId = await insertPot(t, event.id);
    await t.db.insert(payoutAccounts).values({ userId: host.id, provider: 'stripe', accountId: 'acct_host', payoutsEnabled: true, detailsSubmitted: true, createdAt: 0, updatedAt: 0 });
    const now = t.clock.now();
    const ids = ['c-stripe-1', 'c-stripe-2'];
    for (const [index, id] of ids.entries()) {
      await t.db.insert(contributions).values({ id, potId, eventId: event.id, provider: 'stripe', amountCents: 1_000 * (index + 1), status: 'pending', createdAt: now, updatedAt: now });
      const row = (await ledgerRepo.findContribution(t.db, id))!;
      const paid = applyEvent(contributionOf(row), { type: 'payment_succeeded', at: now });
      await saveTransition(t.db, row, paid.contribution, paid.entries, { paymentIntentId: `pi_${index}`, providerRef: `pi_${index}` }, now);
    }
    let hang = true;
    server.on('POST /v1/transfers', () => (hang ? { hang: true } : undefined));
    t.clock.advance(DAY);

    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, failures: 1 });
    expect((await transfers(t))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    hang = false;
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 2, transfersSent: 1 });

    const sent = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(sent).toHaveLength(2);
    const key = transferKey(releaseBatchId(potId, ids));
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
    expect(sent[1]!.form).toMatchObject({ amount: '3000', currency: 'usd', destination: 'acct_host', transfer_group: `pot_${potId}` });
    expect((await transfers(t))[0]).toMatchObject({ status: 'sent', transferId: expect.stringMatching(/^tr_/) });
    await expectSoundLedger(t);
  });
});
