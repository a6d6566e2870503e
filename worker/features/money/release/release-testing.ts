import { expect } from 'vitest';
import { applyEvent, newContribution } from '#core/domain/money/contribution.rules.ts';
import { balances, auditLedger } from '#core/domain/money/ledger.rules.ts';
import { contributions, moneyPots, payoutTransfers } from '#worker/db/schema/index.ts';
import { DemoPaymentProvider, DEMO_TEST_CARDS } from '#worker/services/payments/demo-provider.ts';
import { randomId } from '#worker/services/tokens.ts';
import { DbDemoPaymentStore } from '#worker/db/demo-payment-store.repo.ts';
import type { PaymentProvider } from '#worker/services/payments/payment-provider.ts';
import { paymentsFromEnv } from '#worker/services/payments/provider-from-env.ts';
import { StripePaymentProvider } from '#worker/services/payments/stripe-provider.ts';
import type { StripeTestServer } from '#worker/testing/stripe-server.ts';
import type { createTestApp, TestApp } from '#worker/testing/test-app.ts';
import { ledgerEntryOf, ledgerRepo, saveTransition } from '../ledger.repo.ts';

/**
 * Shared steps of the release, payout and fault tests: a pot, a contribution paid through the demo
 * provider's real checkout (so refunds find the payment), a host connected through the demo
 * onboarding, and the ledger checks every test ends with.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export function demoOf(t: TestApp): DemoPaymentProvider {
  if (!(t.deps.payments instanceof DemoPaymentProvider)) throw new Error('these steps need the demo provider');
  return t.deps.payments;
}

export async function insertPot(t: TestApp, eventId: string, values: Partial<typeof moneyPots.$inferInsert> = {}) {
  const now = t.clock.now();
  const id = values.id ?? `pot-${randomId()}`;
  await t.db.insert(moneyPots).values({ eventId, kind: 'event_fund', slot: `fund-${id}`, title: 'Birthday fund', minCents: 500, maxCents: 50_000, createdAt: now, updatedAt: now, ...values, id });
  return id;
}

/**
 * A contribution paid with the demo test card. The demo provider's events go through the
 * webhook handler; should that not book the success (or not exist yet), the success is booked
 * here the way the handler would, so these tests depend only on the ledger and the provider.
 */
export async function paidContribution(t: TestApp, pot: { id: string; eventId: string }, amountCents: number): Promise<string> {
  const id = `c-${randomId()}`;
  const now = t.clock.now();
  const demo = demoOf(t);
  const session = await demo.createCheckoutSession({
    mode: 'payment',
    lineItem: { name: 'Contribution', amountCents, currency: 'usd' },
    successUrl: `http://127.0.0.1/contributions/${id}`,
    cancelUrl: `http://127.0.0.1/contributions/${id}?cancelled=1`,
    metadata: { purpose: 'contribution', contributionId: id, potId: pot.id },
    idempotencyKey: `test-checkout:${id}`,
  });
  await t.db
    .insert(contributions)
    .values({ id, potId: pot.id, eventId: pot.eventId, provider: 'demo', amountCents, status: 'pending', checkoutSessionId: session.sessionId, createdAt: now, updatedAt: now });
  let paymentIntentId: string | null = null;
  try {
    paymentIntentId = (await demo.payCheckout(session.sessionId, DEMO_TEST_CARDS.success)).paymentIntentId;
  } catch {
    paymentIntentId = (await demo.retrieveCheckoutSession(session.sessionId)).paymentIntentId;
  }
  const row = (await ledgerRepo.findContribution(t.db, id))!;
  if (row.status === 'pending') {
    const transition = applyEvent(newContribution({ id, potId: pot.id, amountCents, createdAt: now }), { type: 'payment_succeeded', at: now });
    await saveTransition(t.db, row, transition.contribution, transition.entries, { paymentIntentId, providerRef: paymentIntentId }, now);
  }
  expect((await ledgerRepo.findContribution(t.db, id))!.status).toBe('succeeded');
  return id;
}

/** The member starts onboarding through our route and finishes it on the demo's page. */
export async function connectPayouts(t: TestApp, token: string): Promise<string> {
  const started = await t.call('POST', '/api/payouts/onboarding', { token });
  expect(started.status).toBe(200);
  const accountId = decodeURIComponent(/\/demo-connect\/([^?]+)/.exec(started.data.url)![1]!);
  try {
    await demoOf(t).completeOnboarding(accountId);
  } catch {
    // The account.updated webhook failed to apply; the account view asks the provider anyway.
  }
  const view = await t.call('GET', '/api/payouts/account', { token });
  expect(view.data).toMatchObject({ connected: true, payoutsEnabled: true });
  return accountId;
}

export async function statusOf(t: TestApp, id: string) {
  return (await ledgerRepo.findContribution(t.db, id))!.status;
}

export async function transfers(t: TestApp) {
  return t.db.select().from(payoutTransfers);
}

/** Transfers the demo provider actually made: one stored answer per idempotency key. */
export async function providerTransferCount(t: TestApp): Promise<number> {
  const rows = await t.client.execute("SELECT key FROM demo_payment_store WHERE key LIKE 'idem:transfer:%'");
  return rows.rows.length;
}

/** The ledger is sound (core's audit), per pot and overall, and nothing cancelled or refunded was released. */
export async function expectSoundLedger(t: TestApp) {
  const entries = (await ledgerRepo.allEntries(t.db)).map(ledgerEntryOf);
  expect(auditLedger(entries)).toEqual([]);
  const { pots, platform } = balances(entries);
  for (const balance of [...pots.values(), platform]) {
    expect(balance.charged - balance.refunded - balance.released).toBe(balance.held);
    expect(balance.held).toBeGreaterThanOrEqual(0);
  }
  const rows = await t.db.select().from(contributions);
  for (const row of rows) {
    const kinds = entries.filter((e) => e.contributionId === row.id).map((e) => e.kind);
    if (row.status === 'refunded' || row.status === 'cancelled' || row.status === 'failed') expect(kinds).not.toContain('release');
    if (row.status === 'released') expect(kinds.filter((k) => k === 'release')).toHaveLength(1);
  }
  // Every transfer pays exactly the contributions it claimed.
  for (const transfer of await transfers(t)) {
    const claimed = rows.filter((row) => row.releaseBatchId === transfer.id);
    expect(claimed.map((row) => row.id).sort()).toEqual([...transfer.contributionIds].sort());
    expect(claimed.reduce((sum, row) => sum + row.amountCents, 0)).toBe(transfer.amountCents);
  }
  return { entries, platform };
}

type ProviderMethod = 'transfer' | 'refund' | 'getAccountStatus' | 'createConnectedAccount' | 'createOnboardingLink';
/** Decides what the Nth call of a method does: call `real()` (or not), throw, or never answer. */
export type FaultRule = (method: ProviderMethod, n: number, real: () => Promise<unknown>) => Promise<unknown>;

/**
 * The test app's demo provider behind a switchboard: each money call counts, and `rule` may make
 * it fail before or after the real call, or hang like a process that stopped. The real provider's
 * own internal calls are not intercepted.
 */
export class ProviderFaults {
  readonly calls: Record<string, number> = {};
  rule: FaultRule | null = null;

  wrap(provider: PaymentProvider): PaymentProvider {
    const methods = new Set<string>(['transfer', 'refund', 'getAccountStatus', 'createConnectedAccount', 'createOnboardingLink']);
    return new Proxy(provider, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof property !== 'string' || !methods.has(property) || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const n = (this.calls[property] = (this.calls[property] ?? 0) + 1);
          const real = () => Promise.resolve(value.apply(target, args));
          return this.rule ? this.rule(property as ProviderMethod, n, real) : real();
        };
      },
    });
  }

  /** The option for createTestApp: the usual demo provider on the test database, wrapped. */
  payments(): NonNullable<Parameters<typeof createTestApp>[0]>['payments'] {
    return ({ db, clock, env }) => {
      const configured = paymentsFromEnv({ env, clock, demoStore: new DbDemoPaymentStore(db), demoSecret: 'test-demo-payment-secret-0123456789abcdef', origin: 'http://127.0.0.1' });
      return { provider: this.wrap(configured.provider), relay: configured.relay };
    };
  }
}

/** A promise that never settles: the call the stopped process was waiting on. */
export const never = () => new Promise<never>(() => undefined);

/** createTestApp's payments option for Stripe's SDK against the local Stripe-shaped server. */
export function stripeAgainst(server: StripeTestServer, timeoutMs = 2_000): NonNullable<Parameters<typeof createTestApp>[0]>['payments'] {
  return () => ({
    provider: new StripePaymentProvider({ secretKey: 'sk_test_cakeday', webhookSecret: 'whsec_x', host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0, timeoutMs }),
    relay: undefined,
  });
}
