import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SIGNATURE_HEADER, DEMO_TEST_CARDS, type DemoPaymentProvider } from '../../services/payments/demo-provider.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ledgerRepo } from './ledger.repo.ts';
import { moneyRepo } from './money.repo.ts';
import { asGuest, expectSoundLedger, moneyWorld, startAsGuest } from './money-testing.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof moneyWorld>>;
let contributionId: string;
beforeEach(async () => {
  t = await createTestApp();
  world = await moneyWorld(t);
  const started = await startAsGuest(t, world.pot.id, world.guest.token);
  contributionId = started.data.contribution.id;
});
afterEach(() => t.close());

/** A demo-signed event posted to the webhook route, as Stripe would post one. */
async function deliver(event: Record<string, unknown>, signature?: string) {
  const body = JSON.stringify({ createdAt: t.clock.now(), connectedAccountId: null, livemode: false, ...event });
  const header = signature ?? (await (t.deps.payments as DemoPaymentProvider).signPayload(body));
  return t.call('POST', '/api/payments/webhook', { body, headers: { [DEMO_SIGNATURE_HEADER]: header, 'content-type': 'application/json' } });
}

const metadata = () => ({ purpose: 'contribution', contributionId, potId: world.pot.id });
const succeeded = (id: string, pi = 'pi_1') => ({ id, type: 'payment.succeeded', paymentIntentId: pi, amountCents: 2_000, currency: 'usd', metadata: metadata() });
const completed = (id: string, paymentStatus: 'paid' | 'unpaid', pi = 'pi_1') => ({
  id,
  type: 'checkout.completed',
  session: {
    sessionId: 'cs_1',
    status: 'complete',
    paymentStatus,
    mode: 'payment',
    paymentIntentId: pi,
    subscriptionId: null,
    amountCents: 2_000,
    currency: 'usd',
    customerEmail: null,
    metadata: metadata(),
  },
});
const refunded = (id: string, pi = 'pi_1') => ({ id, type: 'refund.updated', refundId: 're_1', paymentIntentId: pi, status: 'succeeded', amountCents: 2_000 });

describe('POST /api/payments/webhook', () => {
  it('a replayed event (same id) is acknowledged and books nothing twice', async () => {
    expect((await deliver(succeeded('evt_1'))).data).toEqual({ received: true, result: 'processed' });
    expect((await deliver(succeeded('evt_1'))).data).toEqual({ received: true, result: 'duplicate' });
    // The same payment told again under another id (Stripe's payment_intent + checkout events) is ignored by the state machine.
    expect((await deliver(succeeded('evt_2'))).data.result).toBe('ignored');
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
    expect(await moneyRepo.countWebhookEvents(t.db)).toBe(2);
  });

  it('payment.succeeded before checkout.completed: one charge, the payment intent recorded', async () => {
    await deliver(succeeded('evt_a'));
    expect((await deliver(completed('evt_b', 'paid'))).data.result).toBe('ignored');
    expect((await ledgerRepo.findContribution(t.db, contributionId))!).toMatchObject({ status: 'succeeded', paymentIntentId: 'pi_1' });
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
  });

  it('a provider refund before the success event books charge and refund together; the late success is ignored', async () => {
    await deliver(completed('evt_a', 'unpaid'));
    expect((await ledgerRepo.findContribution(t.db, contributionId))!).toMatchObject({ status: 'pending', paymentIntentId: 'pi_1' });
    expect((await deliver(refunded('evt_b'))).data.result).toBe('processed');
    expect((await deliver(succeeded('evt_c'))).data.result).toBe('ignored');
    expect((await ledgerRepo.findContribution(t.db, contributionId))!).toMatchObject({ status: 'refunded', refundReason: 'provider', refundId: 're_1' });
    expect((await ledgerRepo.allEntries(t.db)).map((entry) => entry.kind).sort()).toEqual(['charge', 'refund']);
    await expectSoundLedger(t);
  });

  it('a failure after success changes nothing; a success after failure is a retry that went through', async () => {
    await deliver({ id: 'evt_f', type: 'payment.failed', paymentIntentId: 'pi_1', amountCents: 2_000, currency: 'usd', failureCode: 'card_declined', metadata: metadata() });
    expect((await ledgerRepo.findContribution(t.db, contributionId))!.status).toBe('failed');
    await deliver(succeeded('evt_s'));
    await deliver({ id: 'evt_f2', type: 'payment.failed', paymentIntentId: 'pi_1', amountCents: 2_000, currency: 'usd', failureCode: 'card_declined', metadata: metadata() });
    expect((await ledgerRepo.findContribution(t.db, contributionId))!.status).toBe('succeeded');
  });

  it('a bad or missing signature is a 400 and nothing is recorded', async () => {
    const bad = await deliver(succeeded('evt_x'), 't=1,v1=deadbeef');
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/signature/);
    const body = JSON.stringify(succeeded('evt_y'));
    expect((await t.call('POST', '/api/payments/webhook', { body })).status).toBe(400);
    expect(await moneyRepo.countWebhookEvents(t.db)).toBe(0);
    expect((await ledgerRepo.findContribution(t.db, contributionId))!.status).toBe('pending');
  });

  it('a signed event about an unknown contribution is acknowledged with 200 and changes nothing', async () => {
    const response = await deliver({ ...succeeded('evt_u'), metadata: { purpose: 'contribution', contributionId: 'nobody' } });
    expect(response).toMatchObject({ status: 200, data: { result: 'ignored' } });
    expect((await deliver({ id: 'evt_o', type: 'other', providerType: 'invoice.paid' })).data.result).toBe('ignored');
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(0);
  });

  it('an oversized body is a 413', async () => {
    const response = await t.call('POST', '/api/payments/webhook', { body: 'x'.repeat(600 * 1024), headers: { [DEMO_SIGNATURE_HEADER]: 't=1,v1=00' } });
    expect(response.status).toBe(413);
  });

  it('when applying fails the event id is given back, so the provider’s retry is processed', async () => {
    await t.client.execute("CREATE TRIGGER h1_fail BEFORE UPDATE ON contributions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    const failed = await deliver(succeeded('evt_retry'));
    expect(failed.status).toBe(500);
    expect(await moneyRepo.countWebhookEvents(t.db)).toBe(0);
    await t.client.execute('DROP TRIGGER h1_fail');
    expect((await deliver(succeeded('evt_retry'))).data.result).toBe('processed');
    expect((await ledgerRepo.findContribution(t.db, contributionId))!.status).toBe('succeeded');
  });
});

describe('a demo payment whose in-process event was lost', () => {
  it('is picked up by the contributor’s page from the provider’s session', async () => {
    const started = await startAsGuest(t, world.pot.id, world.guest.token);
    const sessionId = started.data.checkoutUrl.split('/demo-checkout/')[1];
    await t.client.execute("CREATE TRIGGER h1_fail BEFORE UPDATE ON contributions BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    const paid = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
    expect(paid.status).toBe(500);
    await t.client.execute('DROP TRIGGER h1_fail');
    const id = started.data.contribution.id;
    expect((await ledgerRepo.findContribution(t.db, id))!.status).toBe('pending');
    const page = await t.call('GET', `/api/contributions/${id}`, { headers: asGuest(world.guest.token) });
    expect(page.data).toMatchObject({ status: 'succeeded', cancellable: true });
    expect(await ledgerRepo.allEntries(t.db)).toHaveLength(1);
  });
});
