import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditLedger, balances } from '#core/domain/money/ledger.rules.ts';
import { contributions } from '../../db/schema/index.ts';
import { DEMO_SIGNATURE_HEADER, DEMO_TEST_CARDS, type DemoWebhookDelivery } from '../../services/payments/demo-provider.ts';
import { PaymentUnavailableError } from '../../services/payments/payment-provider.ts';
import { insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ledgerEntryOf, ledgerRepo } from './ledger.repo.ts';
import { runMoneyJobs } from './release/release.service.ts';
import { connectPayouts, DAY, demoOf, HOUR, ProviderFaults, providerTransferCount, transfers } from './release/release-testing.ts';

/**
 * The ledger over random sequences of what people and the scheduler do, through the real API on a
 * real database: guests contribute (to a plain fund and to an all-or-nothing fund), pay or are
 * declined, cancel, the host refunds or connects a payout account, the provider's events are
 * replayed, the provider goes down and comes back, time passes, the money jobs run. After every
 * step the ledger is sound and agrees with every contribution's state; at the end, once the
 * provider is back and time has passed, no money is left held.
 */

type Op =
  | { type: 'contribute'; pot: 0 | 1; amountCents: number; payNow: boolean }
  | { type: 'pay'; index: number; card: 'success' | 'declined' }
  | { type: 'cancel'; index: number }
  | { type: 'hostRefund'; index: number }
  | { type: 'replay'; index: number }
  | { type: 'advance'; ms: number }
  | { type: 'runJobs' }
  | { type: 'connect' }
  | { type: 'outage'; on: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ type: fc.constant('contribute' as const), pot: fc.constantFrom(0 as const, 1 as const), amountCents: fc.integer({ min: 500, max: 6_000 }), payNow: fc.boolean() }),
    weight: 5,
  },
  { arbitrary: fc.record({ type: fc.constant('pay' as const), index: fc.nat(20), card: fc.constantFrom('success' as const, 'success' as const, 'declined' as const) }), weight: 4 },
  { arbitrary: fc.record({ type: fc.constant('cancel' as const), index: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('hostRefund' as const), index: fc.nat(20) }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('replay' as const), index: fc.nat(40) }), weight: 2 },
  { arbitrary: fc.record({ type: fc.constant('advance' as const), ms: fc.constantFrom(HOUR, 6 * HOUR, 25 * HOUR) }), weight: 2 },
  { arbitrary: fc.constant({ type: 'runJobs' as const }), weight: 3 },
  { arbitrary: fc.constant({ type: 'connect' as const }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('outage' as const), on: fc.boolean() }), weight: 1 },
);

interface World {
  t: TestApp;
  faults: ProviderFaults;
  host: { id: string; token: string };
  pots: Array<{ id: string; eventId: string; guestToken: string }>;
  started: Array<{ id: string; sessionId: string; guestToken: string; eventId: string }>;
  deliveries: DemoWebhookDelivery[];
  outage: boolean;
}

async function makeWorld(): Promise<World> {
  const faults = new ProviderFaults();
  const t = await createTestApp({ payments: faults.payments() });
  const world: World = { t, faults, host: await registerMember(t, 'Hana Host', 'hana@example.com'), pots: [], started: [], deliveries: [], outage: false };
  // Record every event the demo provider sends, to replay them later.
  const relay = t.deps.paymentEvents!;
  const deliver = relay.deliver.bind(relay);
  relay.deliver = async (delivery) => {
    world.deliveries.push(delivery);
    await deliver(delivery);
  };
  faults.rule = async (method, _n, real) => {
    if (world.outage && (method === 'transfer' || method === 'refund')) throw new PaymentUnavailableError('provider down (test)');
    return real();
  };
  const funds = [{}, { targetCents: 5_000, deadline: new Date(t.clock.now() + 2 * DAY).toISOString(), refundIfTargetMissed: true }];
  for (const [index, funding] of funds.entries()) {
    const event = await insertEvent(t, world.host.id, { title: `Party ${index}` });
    const guest = await insertGuest(t, event.id, { name: `Guest ${index}` });
    const created = await t.call('POST', `/api/events/${event.id}/pots`, {
      token: world.host.token,
      json: { kind: 'event_fund', title: `Fund ${index}`, minCents: 500, maxCents: 50_000, ...funding },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    world.pots.push({ id: created.data.id, eventId: event.id, guestToken: guest.token });
  }
  return world;
}

async function apply(world: World, op: Op): Promise<void> {
  const { t } = world;
  const pick = <T>(list: T[], index: number): T | undefined => (list.length === 0 ? undefined : list[index % list.length]);
  const noServerError = (response: { status: number; data: unknown }) => expect(response.status, JSON.stringify(response.data)).toBeLessThan(500);
  switch (op.type) {
    case 'contribute': {
      const pot = world.pots[op.pot]!;
      const response = await t.call('POST', `/api/pots/${pot.id}/contributions`, { headers: { 'x-guest-token': pot.guestToken }, json: { amountCents: op.amountCents, name: 'Gus' } });
      noServerError(response);
      // The plain fund always takes a valid amount (so the sequences really move money); the
      // all-or-nothing fund may refuse once its deadline passed.
      if (op.pot === 0) expect(response.status, JSON.stringify(response.data)).toBe(201);
      if (response.status === 201) {
        const sessionId = String(response.data.checkoutUrl).split('/demo-checkout/')[1]!;
        world.started.push({ id: response.data.contribution.id, sessionId, guestToken: pot.guestToken, eventId: pot.eventId });
        if (op.payNow) await apply(world, { type: 'pay', index: world.started.length - 1, card: 'success' });
      }
      return;
    }
    case 'pay': {
      const c = pick(world.started, op.index);
      if (!c) return;
      const card = op.card === 'success' ? DEMO_TEST_CARDS.success : DEMO_TEST_CARDS.declined;
      noServerError(await t.call('POST', `/api/payments/demo/checkout/${c.sessionId}/pay`, { json: { cardNumber: card } }));
      return;
    }
    case 'cancel': {
      const c = pick(world.started, op.index);
      if (c) noServerError(await t.call('POST', `/api/contributions/${c.id}/cancel`, { headers: { 'x-guest-token': c.guestToken } }));
      return;
    }
    case 'hostRefund': {
      const c = pick(world.started, op.index);
      if (c) noServerError(await t.call('POST', `/api/events/${c.eventId}/contributions/${c.id}/refund`, { token: world.host.token }));
      return;
    }
    case 'replay': {
      const delivery = pick(world.deliveries, op.index);
      if (!delivery) return;
      // Signed again now: a replay is the provider sending the same event (same id) later.
      const signature = await demoOf(t).signPayload(delivery.rawBody);
      noServerError(await t.call('POST', '/api/payments/webhook', { body: delivery.rawBody, headers: { [DEMO_SIGNATURE_HEADER]: signature, 'content-type': 'application/json' } }));
      return;
    }
    case 'advance':
      t.clock.advance(op.ms);
      return;
    case 'runJobs':
      await runMoneyJobs(t.deps);
      return;
    case 'connect':
      await connectPayouts(t, world.host.token);
      return;
    case 'outage':
      world.outage = op.on;
      return;
  }
}

/** What must hold after every step. */
async function checkInvariants(world: World): Promise<void> {
  const { t } = world;
  const entries = (await ledgerRepo.allEntries(t.db)).map(ledgerEntryOf);
  expect(auditLedger(entries)).toEqual([]);
  const rows = await t.db.select().from(contributions);
  for (const row of rows) {
    const kinds = entries
      .filter((e) => e.contributionId === row.id && e.kind !== 'fee')
      .map((e) => e.kind)
      .sort();
    const expected: Record<typeof row.status, string[][]> = {
      pending: [[]],
      failed: [[]],
      cancelled: [[]],
      succeeded: [['charge']],
      released: [['charge', 'release']],
      refunded: [['charge', 'refund']],
    };
    expect(expected[row.status], `${row.id} is ${row.status} with ${kinds.join(',')}`).toContainEqual(kinds);
    for (const e of entries.filter((entry) => entry.contributionId === row.id)) expect(e.amountCents).toBe(row.amountCents);
  }
  const sent = (await transfers(t)).filter((transfer) => transfer.status === 'sent');
  for (const transfer of await transfers(t)) {
    const members = rows.filter((row) => row.releaseBatchId === transfer.id);
    expect(members.map((row) => row.id).sort()).toEqual([...transfer.contributionIds].sort());
    expect(members.reduce((sum, row) => sum + row.amountCents, 0)).toBe(transfer.amountCents);
    for (const row of members) expect(row.status).toBe(transfer.status === 'sent' ? 'released' : 'succeeded');
  }
  // One transfer at the provider per sent batch: never paid twice.
  expect(await providerTransferCount(t)).toBe(sent.length);
}

describe('money ledger over random API sequences (fast-check)', () => {
  it('stays sound after every step, never releases refunded or cancelled money, and ends with nothing held', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 24 }), async (ops) => {
        const world = await makeWorld();
        try {
          for (const op of ops) {
            await apply(world, op);
            await checkInvariants(world);
          }
          // Settle: the provider is back, the host connected, every hold and the deadline passed.
          world.outage = false;
          await connectPayouts(world.t, world.host.token);
          world.t.clock.advance(3 * DAY);
          await runMoneyJobs(world.t.deps);
          await runMoneyJobs(world.t.deps);
          await checkInvariants(world);
          const { platform } = balances((await ledgerRepo.allEntries(world.t.db)).map(ledgerEntryOf));
          expect(platform.held).toBe(0);
          expect(platform.charged).toBe(platform.refunded + platform.released);
        } finally {
          world.t.close();
        }
      }),
      { numRuns: 12 },
    );
  });
});
