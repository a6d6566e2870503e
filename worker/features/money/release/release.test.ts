import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseBatchId, transferKey } from '#core/domain/money/idempotency.rules.ts';
import { runScheduledWork } from '#worker/scheduler.ts';
import { insertEvent, registerMember } from '#worker/testing/invitations.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { ledgerRepo } from '../ledger.repo.ts';
import { releaseRepo } from './release.repo.ts';
import { runMoneyJobs } from './release.service.ts';
import { connectPayouts, DAY, expectSoundLedger, HOUR, insertPot, paidContribution, providerTransferCount, statusOf, transfers } from './release-testing.ts';

const APP_URL = 'https://cakeday.example';
let t: TestApp;
let host: Awaited<ReturnType<typeof registerMember>>;
let event: Awaited<ReturnType<typeof insertEvent>>;

beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL } });
  host = await registerMember(t, 'Hana Host', 'hana@example.com');
  event = await insertEvent(t, host.id);
});
afterEach(() => t.close());

/** The payout reminders in the outbox (the host also gets a note for each contribution). */
async function outbox(recipient: string) {
  const sql = "SELECT subject, body FROM outbox_messages WHERE recipient = ? AND subject LIKE 'Connect a payout account%' ORDER BY created_at";
  return (await t.client.execute({ sql, args: [recipient] })).rows;
}

describe('release after the 24-hour hold', () => {
  it('transfers the held money to the host once the hold ends, books one release per contribution and does nothing on a rerun', async () => {
    const potId = await insertPot(t, event.id);
    const accountId = await connectPayouts(t, host.token);
    const a = await paidContribution(t, { id: potId, eventId: event.id }, 2_500);
    const b = await paidContribution(t, { id: potId, eventId: event.id }, 1_500);

    // One minute before the hold ends: nothing moves.
    t.clock.advance(DAY - 60_000);
    expect((await runScheduledWork(t.deps)).money).toMatchObject({ released: 0, transfersSent: 0 });
    expect(await statusOf(t, a)).toBe('succeeded');

    t.clock.advance(60_000);
    const report = await runScheduledWork(t.deps);
    expect(report.money).toEqual({ released: 2, refunded: 0, transfersSent: 1, waitingForPayoutAccount: 0, remindersSent: 0, failures: 0 });
    expect(report.failedJobs).toEqual([]);
    expect([await statusOf(t, a), await statusOf(t, b)]).toEqual(['released', 'released']);

    const batch = releaseBatchId(potId, [a, b]);
    const [transfer] = await transfers(t);
    expect(transfer).toMatchObject({ id: batch, status: 'sent', amountCents: 4_000, destinationAccountId: accountId, idempotencyKey: transferKey(batch), provider: 'demo' });
    expect(transfer!.transferId).toMatch(/^demo_tr_/);
    const releases = (await ledgerRepo.entriesOfPot(t.db, potId)).filter((e) => e.kind === 'release');
    expect(releases.map((e) => [e.idempotencyKey, e.amountCents, e.providerRef]).sort()).toEqual(
      [
        [`release:${a}`, 2_500, transfer!.transferId],
        [`release:${b}`, 1_500, transfer!.transferId],
      ].sort(),
    );
    const { platform } = await expectSoundLedger(t);
    expect(platform).toMatchObject({ charged: 4_000, released: 4_000, held: 0 });

    t.clock.advance(HOUR);
    expect((await runScheduledWork(t.deps)).money).toEqual({ released: 0, refunded: 0, transfersSent: 0, waitingForPayoutAccount: 0, remindersSent: 0, failures: 0 });
    expect(await providerTransferCount(t)).toBe(1);
    expect(await transfers(t)).toHaveLength(1);
  });

  it('releases each contribution when its own hold ends, in separate transfers', async () => {
    const potId = await insertPot(t, event.id);
    await connectPayouts(t, host.token);
    const early = await paidContribution(t, { id: potId, eventId: event.id }, 1_000);
    t.clock.advance(10 * HOUR);
    const late = await paidContribution(t, { id: potId, eventId: event.id }, 3_000);

    t.clock.advance(14 * HOUR);
    expect((await runMoneyJobs(t.deps)).released).toBe(1);
    expect([await statusOf(t, early), await statusOf(t, late)]).toEqual(['released', 'succeeded']);
    t.clock.advance(10 * HOUR);
    expect((await runMoneyJobs(t.deps)).released).toBe(1);
    expect((await transfers(t)).map((row) => row.amountCents).sort()).toEqual([1_000, 3_000]);
    expect(await providerTransferCount(t)).toBe(2);
    await expectSoundLedger(t);
  });

  it('pays only the event host: another member’s payout account is never used', async () => {
    const potId = await insertPot(t, event.id);
    const stranger = await registerMember(t, 'Sam Stranger', 'sam@example.com');
    await connectPayouts(t, stranger.token);
    await paidContribution(t, { id: potId, eventId: event.id }, 2_000);
    t.clock.advance(DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, waitingForPayoutAccount: 1 });
    expect(await transfers(t)).toEqual([]);
  });

  it('runs concurrently with itself without paying or booking twice', async () => {
    const potId = await insertPot(t, event.id);
    const other = await insertPot(t, event.id);
    await connectPayouts(t, host.token);
    for (const amount of [1_000, 2_000, 3_000]) await paidContribution(t, { id: potId, eventId: event.id }, amount);
    await paidContribution(t, { id: other, eventId: event.id }, 700);
    t.clock.advance(DAY);

    const reports = await Promise.all([runMoneyJobs(t.deps), runMoneyJobs(t.deps), runMoneyJobs(t.deps)]);
    expect(reports.reduce((sum, r) => sum + r.released, 0)).toBe(4);
    expect(reports.reduce((sum, r) => sum + r.transfersSent, 0)).toBe(2);
    expect(await providerTransferCount(t)).toBe(2);
    expect((await transfers(t)).map((row) => [row.amountCents, row.status]).sort()).toEqual(
      [
        [6_000, 'sent'],
        [700, 'sent'],
      ].sort(),
    );
    const { platform } = await expectSoundLedger(t);
    expect(platform).toMatchObject({ released: 6_700, held: 0 });
  });
});

describe('in the scheduler', () => {
  it('a scheduled job that fails does not stop the money jobs', async () => {
    const potId = await insertPot(t, event.id);
    await connectPayouts(t, host.token);
    const id = await paidContribution(t, { id: potId, eventId: event.id }, 1_200);
    t.clock.advance(DAY);
    // Broken configuration that only the guest reminders read.
    const env = new Proxy(t.deps.env, {
      get: (target, property, receiver) => {
        if (property === 'GUEST_LINK_SECRET') throw new Error('configuration unreadable (test)');
        return Reflect.get(target, property, receiver);
      },
    });
    const report = await runScheduledWork({ ...t.deps, env });
    expect(report.failedJobs).toEqual(['reminders']);
    expect(report.reminders).toEqual({ queued: 0, skipped: 0 });
    expect(report.money).toMatchObject({ released: 1, transfersSent: 1 });
    expect(await statusOf(t, id)).toBe('released');
  });
});

describe('no payout account yet', () => {
  it('keeps the money held, reminds the host at most once a day, and releases it once the host connects', async () => {
    const potId = await insertPot(t, event.id);
    const id = await paidContribution(t, { id: potId, eventId: event.id }, 4_000);
    t.clock.advance(DAY);

    expect((await runScheduledWork(t.deps)).money).toMatchObject({ released: 0, waitingForPayoutAccount: 1, remindersSent: 1 });
    expect(await statusOf(t, id)).toBe('succeeded');
    const [mail] = await outbox('hana@example.com');
    expect(mail!.subject).toBe('Connect a payout account to receive $40.00 for Mia turns 7');
    expect(String(mail!.body)).toContain(`${APP_URL}/dashboard/events/${event.id}/contributions`);
    expect(String(mail!.body)).toContain('Demo payment — no money moves');
    // No longer cancellable by the contributor: the hold is over, the money only waits.
    expect(await transfers(t)).toEqual([]);

    // Hourly reruns during the same day: no second email.
    for (let i = 0; i < 5; i++) {
      t.clock.advance(HOUR);
      expect((await runMoneyJobs(t.deps)).remindersSent).toBe(0);
    }
    expect(await outbox('hana@example.com')).toHaveLength(1);

    // A day after the first reminder, one more.
    t.clock.advance(DAY - 5 * HOUR);
    expect((await runMoneyJobs(t.deps)).remindersSent).toBe(1);
    expect(await outbox('hana@example.com')).toHaveLength(2);

    // Started onboarding but not finished: still waiting.
    const started = await t.call('POST', '/api/payouts/onboarding', { token: host.token });
    expect(started.status).toBe(200);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, waitingForPayoutAccount: 1 });

    await connectPayouts(t, host.token);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 1, transfersSent: 1, waitingForPayoutAccount: 0 });
    expect(await statusOf(t, id)).toBe('released');
    await expectSoundLedger(t);
  });

  it('sends one reminder for all of a host’s events that wait, with a link to each', async () => {
    const second = await insertEvent(t, host.id, { title: 'Leo turns 5', celebrantName: 'Leo' });
    await paidContribution(t, { id: await insertPot(t, event.id), eventId: event.id }, 1_000);
    await paidContribution(t, { id: await insertPot(t, second.id), eventId: second.id }, 2_500);
    t.clock.advance(DAY);
    expect((await runMoneyJobs(t.deps)).remindersSent).toBe(1);
    const [mail] = await outbox('hana@example.com');
    expect(mail!.subject).toBe('Connect a payout account to receive $35.00 from your events');
    expect(String(mail!.body)).toContain(`/dashboard/events/${event.id}/contributions`);
    expect(String(mail!.body)).toContain(`/dashboard/events/${second.id}/contributions`);
  });
});

describe('all-or-nothing funding target', () => {
  const deadlineIn = 3 * DAY;
  async function targetPot() {
    return insertPot(t, event.id, { targetCents: 10_000, deadline: t.clock.now() + deadlineIn, refundIfTargetMissed: true });
  }

  it('keeps everything held below the target until the deadline, then refunds every contribution', async () => {
    const potId = await targetPot();
    await connectPayouts(t, host.token);
    const a = await paidContribution(t, { id: potId, eventId: event.id }, 3_000);
    const b = await paidContribution(t, { id: potId, eventId: event.id }, 2_000);

    // Holds over, target not reached, deadline ahead: nothing released.
    t.clock.advance(2 * DAY);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 0, refunded: 0 });
    expect([await statusOf(t, a), await statusOf(t, b)]).toEqual(['succeeded', 'succeeded']);

    t.clock.advance(DAY);
    const report = await runMoneyJobs(t.deps);
    expect(report).toMatchObject({ released: 0, refunded: 2, failures: 0 });
    expect([await statusOf(t, a), await statusOf(t, b)]).toEqual(['refunded', 'refunded']);
    const rows = await Promise.all([a, b].map((id) => ledgerRepo.findContribution(t.db, id)));
    expect(rows.map((row) => row!.refundReason)).toEqual(['target_missed', 'target_missed']);
    expect(await transfers(t)).toEqual([]);
    const { platform } = await expectSoundLedger(t);
    expect(platform).toMatchObject({ charged: 5_000, refunded: 5_000, released: 0, held: 0 });

    expect(await runMoneyJobs(t.deps)).toMatchObject({ refunded: 0, released: 0 });
  });

  it('releases once the target is reached, as the holds end', async () => {
    const potId = await targetPot();
    await connectPayouts(t, host.token);
    const a = await paidContribution(t, { id: potId, eventId: event.id }, 6_000);
    t.clock.advance(DAY);
    expect((await runMoneyJobs(t.deps)).released).toBe(0);
    const b = await paidContribution(t, { id: potId, eventId: event.id }, 4_000);
    // Target met: the first is due now, the second when its own hold ends.
    expect((await runMoneyJobs(t.deps)).released).toBe(1);
    expect([await statusOf(t, a), await statusOf(t, b)]).toEqual(['released', 'succeeded']);
    t.clock.advance(DAY + deadlineIn);
    expect(await runMoneyJobs(t.deps)).toMatchObject({ released: 1, refunded: 0 });
    expect(await statusOf(t, b)).toBe('released');
    await expectSoundLedger(t);
  });
});

describe('claiming a batch', () => {
  async function twoDue() {
    const potId = await insertPot(t, event.id);
    const ids = [await paidContribution(t, { id: potId, eventId: event.id }, 1_000), await paidContribution(t, { id: potId, eventId: event.id }, 2_000)];
    t.clock.advance(DAY);
    const rows = await Promise.all(ids.map(async (id) => (await ledgerRepo.findContribution(t.db, id))!));
    const id = releaseBatchId(potId, ids);
    const transfer = { id, potId, provider: 'demo' as const, destinationAccountId: 'demo_acct_x', amountCents: 3_000, idempotencyKey: transferKey(id) };
    return { rows, transfer };
  }

  it('claims all or nothing: a contribution asked back meanwhile leaves no transfer behind', async () => {
    const { rows, transfer } = await twoDue();
    await t.client.execute({ sql: "UPDATE contributions SET refund_requested_at = ?, refund_request_reason = 'host' WHERE id = ?", args: [t.clock.now(), rows[1]!.id] });
    expect(await releaseRepo.claimBatch(t.db, transfer, rows, t.clock.now())).toBe(0);
    expect(await transfers(t)).toEqual([]);
    expect((await ledgerRepo.findContribution(t.db, rows[0]!.id))!.releaseBatchId).toBeNull();
  });

  it('claims nothing from rows read before another writer changed them, and never the same batch twice', async () => {
    const { rows, transfer } = await twoDue();
    const stale = rows.map((row) => ({ ...row, version: row.version - 1 }));
    expect(await releaseRepo.claimBatch(t.db, transfer, stale, t.clock.now())).toBe(0);
    expect(await transfers(t)).toEqual([]);

    expect(await releaseRepo.claimBatch(t.db, transfer, rows, t.clock.now())).toBe(2);
    expect(await releaseRepo.claimBatch(t.db, transfer, rows, t.clock.now())).toBe(0);
    const claimed = await Promise.all(rows.map(async (row) => (await ledgerRepo.findContribution(t.db, row.id))!));
    expect(claimed.map((row) => [row.releaseBatchId, row.version])).toEqual(rows.map((row) => [transfer.id, row.version + 1]));
    expect(await transfers(t)).toEqual([expect.objectContaining({ status: 'pending', amountCents: 3_000, contributionIds: rows.map((row) => row.id) })]);
  });
});
