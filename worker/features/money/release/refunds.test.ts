import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MS } from '#core/domain/money/hold.rules.ts';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { ledgerRepo } from '../ledger.repo.ts';
import { contributeAndPay, expectSoundLedger, moneyWorld } from '../money-testing.ts';
import { finishRefundRequests, requestRefund } from './refunds.service.ts';

let t: TestApp;
let id: string;
beforeEach(async () => {
  t = await createTestApp();
  const world = await moneyWorld(t);
  id = (await contributeAndPay(t, world.pot.id, world.guest.token)).id;
});
afterEach(() => t.close());

describe('requestRefund', () => {
  it('the contributor’s cancel is refused once the 24 hours are over: no intent, no provider call', async () => {
    t.clock.advance(HOLD_MS);
    expect(await requestRefund(t.deps, id, 'cancelled')).toBe('already');
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'succeeded', refundRequestedAt: null });
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
  });

  it('a missed target refunds after the 24 hours too, with its reason; asking again changes nothing', async () => {
    t.clock.advance(HOLD_MS * 3);
    expect(await requestRefund(t.deps, id, 'target_missed')).toBe('refunded');
    expect(await requestRefund(t.deps, id, 'target_missed')).toBe('already');
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'refunded', refundReason: 'target_missed', refundRequestReason: 'target_missed' });
    expect(await finishRefundRequests(t.deps)).toEqual({ refunded: 0, failed: 0 });
    await expectSoundLedger(t);
  });

  it('a contribution claimed for release is never refunded', async () => {
    await t.client.execute({ sql: "UPDATE contributions SET release_batch_id = 'batch-1' WHERE id = ?", args: [id] });
    expect(await requestRefund(t.deps, id, 'host')).toBe('already');
    expect((await ledgerRepo.findContribution(t.db, id))!).toMatchObject({ status: 'succeeded', refundRequestedAt: null });
  });

  it('an unknown contribution is answered, not thrown', async () => {
    expect(await requestRefund(t.deps, 'nope', 'admin')).toBe('already');
  });
});
