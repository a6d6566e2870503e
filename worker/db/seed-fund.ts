import { HOLD_MS } from '#core/domain/money/hold.rules.ts';
import { chargeKey, releaseBatchId, releaseKey, transferKey } from '#core/domain/money/idempotency.rules.ts';
import { seededDemoPayment } from '#worker/services/payments/demo-provider.ts';
import type { Db } from './client.ts';
import { contributions, demoPaymentStore, ledgerEntries, payoutAccounts, payoutTransfers, wishlistAssignments, wishlistSettings } from './schema/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DEMO_HOST_PAYOUT_ACCOUNT = 'acct_demo_host';
export const DEMO_RELEASED_CONTRIBUTION_ID = 'demo-contribution-1';
export const DEMO_HELD_CONTRIBUTION_ID = 'demo-contribution-2';

/**
 * Money already in the demo party's fund, recorded as the money feature records it (decision 016):
 * the Demo Guest's $50, paid three days ago, held its 24 hours and released to the host's demo
 * payout account in a sent transfer (contribution `released`, ledger charge + release, the
 * transfer row with its batch id and key); and an anonymous $25 from Priya paid two hours ago,
 * still held (contribution `succeeded`, held until 24 hours after, ledger charge only), which the
 * scheduler releases like any other once its hold ends. So the books balance:
 * charged $75 − refunded $0 − released $50 = held $25. The host's payout account is connected
 * (demo provider: the account is in the demo's own store too, so that later release goes through).
 * Also the Demo Guest's wishlist assignment (pinned by the host), so the wishlist shows one.
 */
export function demoFundStatements(
  db: Db,
  { hostId, potId, eventId, guestRowIds, itemId, now }: { hostId: string; potId: string; eventId: string; guestRowIds: [demoGuest: string, priya: string]; itemId: string; now: number },
) {
  const releasedPaidAt = now - 3 * DAY;
  const releasedAt = releasedPaidAt + HOLD_MS + HOUR;
  const heldPaidAt = now - 2 * HOUR;
  const batchId = releaseBatchId(potId, [DEMO_RELEASED_CONTRIBUTION_ID]);
  const transferId = 'tr_demo_seed_fund_1';
  const common = { potId, eventId, provider: 'demo' as const, currency: 'usd' };
  return [
    db
      .insert(payoutAccounts)
      .values({ userId: hostId, provider: 'demo', accountId: DEMO_HOST_PAYOUT_ACCOUNT, payoutsEnabled: true, detailsSubmitted: true, createdAt: now - 10 * DAY, updatedAt: now - 10 * DAY }),
    db.insert(demoPaymentStore).values([
      {
        key: `account:${DEMO_HOST_PAYOUT_ACCOUNT}`,
        value: JSON.stringify({ accountId: DEMO_HOST_PAYOUT_ACCOUNT, email: 'host@demo.cakeday.test', payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: true }),
      },
      seededDemoPayment('pi_demo_seed_fund_1', 5_000),
      seededDemoPayment('pi_demo_seed_fund_2', 2_500),
    ]),
    db.insert(contributions).values([
      {
        ...common,
        id: DEMO_RELEASED_CONTRIBUTION_ID,
        amountCents: 5_000,
        status: 'released',
        guestId: guestRowIds[0],
        contributorName: 'Demo Guest',
        message: 'For the bell and the basket. Happy birthday, Maya!',
        checkoutSessionId: 'cs_demo_seed_fund_1',
        paymentIntentId: 'pi_demo_seed_fund_1',
        releaseBatchId: batchId,
        createdAt: releasedPaidAt - 5 * 60_000,
        succeededAt: releasedPaidAt,
        heldUntil: releasedPaidAt + HOLD_MS,
        releasedAt,
        updatedAt: releasedAt,
        version: 3,
      },
      {
        ...common,
        id: DEMO_HELD_CONTRIBUTION_ID,
        amountCents: 2_500,
        status: 'succeeded',
        guestId: guestRowIds[1],
        contributorName: null,
        anonymous: true,
        checkoutSessionId: 'cs_demo_seed_fund_2',
        paymentIntentId: 'pi_demo_seed_fund_2',
        createdAt: heldPaidAt - 5 * 60_000,
        succeededAt: heldPaidAt,
        heldUntil: heldPaidAt + HOLD_MS,
        updatedAt: heldPaidAt,
        version: 1,
      },
    ]),
    db.insert(payoutTransfers).values({
      id: batchId,
      potId,
      provider: 'demo',
      destinationAccountId: DEMO_HOST_PAYOUT_ACCOUNT,
      amountCents: 5_000,
      contributionIds: [DEMO_RELEASED_CONTRIBUTION_ID],
      idempotencyKey: transferKey(batchId),
      status: 'sent',
      transferId,
      attempts: 0,
      createdAt: releasedAt,
      sentAt: releasedAt,
    }),
    db.insert(ledgerEntries).values([
      {
        id: 'demo-ledger-fund-1-charge',
        kind: 'charge',
        contributionId: DEMO_RELEASED_CONTRIBUTION_ID,
        potId,
        eventId,
        amountCents: 5_000,
        idempotencyKey: chargeKey(DEMO_RELEASED_CONTRIBUTION_ID),
        providerRef: 'pi_demo_seed_fund_1',
        at: releasedPaidAt,
      },
      {
        id: 'demo-ledger-fund-1-release',
        kind: 'release',
        contributionId: DEMO_RELEASED_CONTRIBUTION_ID,
        potId,
        eventId,
        amountCents: 5_000,
        idempotencyKey: releaseKey(DEMO_RELEASED_CONTRIBUTION_ID),
        providerRef: transferId,
        at: releasedAt,
      },
      {
        id: 'demo-ledger-fund-2-charge',
        kind: 'charge',
        contributionId: DEMO_HELD_CONTRIBUTION_ID,
        potId,
        eventId,
        amountCents: 2_500,
        idempotencyKey: chargeKey(DEMO_HELD_CONTRIBUTION_ID),
        providerRef: 'pi_demo_seed_fund_2',
        at: heldPaidAt,
      },
    ]),
    db.insert(wishlistSettings).values({ eventId, assignmentRanAt: now - 2 * DAY, updatedAt: now - 2 * DAY }),
    db
      .insert(wishlistAssignments)
      .values({ id: 'demo-assignment-1', eventId, guestId: guestRowIds[0], itemId, unitIndex: 0, status: 'assigned', pinned: true, explanation: 'pinned', updatedAt: now - 2 * DAY }),
  ] as const;
}
