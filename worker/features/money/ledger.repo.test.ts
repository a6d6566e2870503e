import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyEvent, newContribution } from '#core/domain/money/contribution.rules.ts';
import { contributions, moneyPots } from '../../db/schema/index.ts';
import { insertEvent, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ledgerRepo, saveTransition } from './ledger.repo.ts';

describe('saveTransition', () => {
  let t: TestApp;
  let contributionId: string;
  beforeEach(async () => {
    t = await createTestApp();
    const host = await registerMember(t, 'Hana Host', 'hana@example.com');
    const event = await insertEvent(t, host.id);
    const now = t.clock.now();
    await t.db.insert(moneyPots).values({ id: 'pot1', eventId: event.id, kind: 'event_fund', slot: 'fund', title: 'Fund', minCents: 500, maxCents: 50_000, createdAt: now, updatedAt: now });
    contributionId = 'c1';
    await t.db.insert(contributions).values({ id: contributionId, potId: 'pot1', eventId: event.id, provider: 'demo', amountCents: 2_000, status: 'pending', createdAt: now, updatedAt: now });
  });
  afterEach(() => t.close());

  async function succeed() {
    const row = (await ledgerRepo.findContribution(t.db, contributionId))!;
    const transition = applyEvent(newContribution({ id: row.id, potId: row.potId, amountCents: row.amountCents, createdAt: row.createdAt }), { type: 'payment_succeeded', at: t.clock.now() });
    return { row, transition };
  }

  it('writes the state and its ledger entries together', async () => {
    const { row, transition } = await succeed();
    expect(await saveTransition(t.db, row, transition.contribution, transition.entries, { paymentIntentId: 'pi_1', providerRef: 'pi_1' }, t.clock.now())).toBe(true);
    const saved = (await ledgerRepo.findContribution(t.db, contributionId))!;
    expect(saved).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_1', version: 1 });
    expect(await ledgerRepo.entriesOfPot(t.db, 'pot1')).toEqual([expect.objectContaining({ kind: 'charge', amountCents: 2_000, idempotencyKey: 'charge:c1', providerRef: 'pi_1' })]);
  });

  it('a writer that lost the race changes nothing and books nothing', async () => {
    const first = await succeed();
    const second = await succeed();
    expect(await saveTransition(t.db, first.row, first.transition.contribution, first.transition.entries, {}, t.clock.now())).toBe(true);
    expect(await saveTransition(t.db, second.row, second.transition.contribution, second.transition.entries, {}, t.clock.now())).toBe(false);
    expect(await ledgerRepo.entriesOfPot(t.db, 'pot1')).toHaveLength(1);
    expect((await ledgerRepo.findContribution(t.db, contributionId))!.version).toBe(1);
  });
});
