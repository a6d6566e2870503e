import { expect } from 'vitest';
import { auditLedger } from '#core/domain/money/ledger.rules.ts';
import { contributions, demoPaymentStore } from '../../db/schema/index.ts';
import { DEMO_TEST_CARDS } from '../../services/payments/demo-provider.ts';
import { insertEvent, insertGuest, registerMember } from '../../testing/invitations.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { ledgerEntryOf, ledgerRepo } from './ledger.repo.ts';

/** Shared set-up of the contribution tests: a host, an event with a fund, a guest with a link. */
export async function moneyWorld(t: TestApp, potOverrides: Record<string, unknown> = {}) {
  const hostEmail = `hana-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const host = { ...(await registerMember(t, 'Hana Host', hostEmail)), email: hostEmail };
  const event = await insertEvent(t, host.id);
  const guest = await insertGuest(t, event.id, { name: 'Gus Guest', email: 'gus@example.com' });
  const created = await t.call('POST', `/api/events/${event.id}/pots`, {
    token: host.token,
    json: { kind: 'event_fund', title: 'Mia’s fund', minCents: 500, maxCents: 50_000, ...potOverrides },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return { host, event, guest, pot: created.data as { id: string } };
}

export const asGuest = (token: string) => ({ 'x-guest-token': token });

export async function startAsGuest(t: TestApp, potId: string, guestToken: string, json: Record<string, unknown> = { amountCents: 2_000, name: 'Gus' }) {
  return t.call('POST', `/api/pots/${potId}/contributions`, { headers: asGuest(guestToken), json });
}

/** Starts a contribution and pays it with the demo's success card through the demo page's API. */
export async function contributeAndPay(t: TestApp, potId: string, guestToken: string, json?: Record<string, unknown>) {
  const started = await startAsGuest(t, potId, guestToken, json);
  expect(started.status, JSON.stringify(started.data)).toBe(201);
  const sessionId = String(started.data.checkoutUrl).split('/demo-checkout/')[1]!;
  const paid = await t.call('POST', `/api/payments/demo/checkout/${sessionId}/pay`, { json: { cardNumber: DEMO_TEST_CARDS.success } });
  expect(paid.status, JSON.stringify(paid.data)).toBe(200);
  return { id: started.data.contribution.id as string, sessionId };
}

export async function counts(t: TestApp) {
  return {
    contributions: (await t.db.select().from(contributions)).length,
    demoRows: (await t.db.select().from(demoPaymentStore)).length,
    ledger: (await ledgerRepo.allEntries(t.db)).length,
  };
}

/** The ledger identity and its other invariants hold. */
export async function expectSoundLedger(t: TestApp) {
  expect(auditLedger((await ledgerRepo.allEntries(t.db)).map(ledgerEntryOf))).toEqual([]);
}
