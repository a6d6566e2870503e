import type { Context } from 'hono';
import { applyEvent } from '#core/domain/money/contribution.rules.ts';
import { contributionInputSchema } from '#core/domain/money/money.schema.ts';
import type { ContributionMineView, StartContributionResult } from '#core/domain/money/money-view.schema.ts';
import { hitRateLimit } from '#worker/db/rate-limit.repo.ts';
import { appUrl } from '#worker/middleware/app-url.ts';
import type { AppBindings } from '#worker/deps.ts';
import { ApiError, rateLimited } from '#worker/middleware/errors.ts';
import { readJson } from '#worker/middleware/request-body.ts';
import { DemoPaymentProvider } from '#worker/services/payments/demo-provider.ts';
import { idempotencyKeyFor, PaymentError } from '#worker/services/payments/payment-provider.ts';
import { randomId } from '#worker/services/tokens.ts';
import { transition } from './contribution-state.service.ts';
import { contributionOf, type ContributionRow, ledgerRepo } from '../ledger.repo.ts';
import { type Contributor, contributionNotFound, contributorKeys, contributorOf, isContributorOf, NO_CONTRIBUTOR, potNotFound, seesPot } from '../money-access.service.ts';
import { moneyRepo, type PotRow } from '../money.repo.ts';
import { contributionMineView } from './money-views.service.ts';
import { EVENT_CANCELLED_MESSAGE } from './pots.service.ts';
import { requestRefund } from '../release/refunds.service.ts';
import { reconcileCheckout } from '../webhooks.service.ts';

type Ctx = Context<AppBindings>;

/** Checkout starts one guest or member may make per hour: enough for any real person, not for a card-testing bot. */
export const CONTRIBUTION_STARTS_PER_HOUR = 20;
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now, nothing was charged. Try again in a minute.';

/** Where a pending contribution is paid (the provider's page as it answered at the start), while that checkout is open. */
function checkoutUrlOf(c: Ctx, row: ContributionRow): string | null {
  if (row.provider !== c.get('deps').payments.kind || !row.checkoutSessionId || row.failureCode === 'checkout_expired') return null;
  return row.checkoutUrl;
}

/** Contributor views of rows, with their pot and event titles. */
export async function mineViews(c: Ctx, rows: ContributionRow[]): Promise<ContributionMineView[]> {
  const { db, clock, payments } = c.get('deps');
  const pots = new Map((await moneyRepo.findPotsByIds(db, [...new Set(rows.map((row) => row.potId))])).map((pot) => [pot.id, pot]));
  const events = new Map((await moneyRepo.findEventsByIds(db, [...new Set(rows.map((row) => row.eventId))])).map((event) => [event.id, event]));
  return rows.map((row) =>
    contributionMineView(
      row,
      { potTitle: pots.get(row.potId)?.title ?? '', eventTitle: events.get(row.eventId)?.title ?? '' },
      { now: clock.now(), label: payments.label, checkoutUrl: checkoutUrlOf(c, row) },
    ),
  );
}

/** Which identity pays: the link's guest when it belongs to this event, else the member who may see it. */
async function payerFor(c: Ctx, pot: PotRow, who: Contributor): Promise<{ guestId: string | null; userId: string | null; rateKey: string }> {
  // A birthday-board gift is paid by members only (no guest links exist for it).
  if (pot.kind === 'board_gift') {
    if (who.user) return { guestId: null, userId: who.user.id, rateKey: `contribute:user:${who.user.id}` };
    throw potNotFound();
  }
  if (who.guest?.eventId === pot.eventId) return { guestId: who.guest.id, userId: null, rateKey: `contribute:guest:${who.guest.id}` };
  if (who.user) return { guestId: null, userId: who.user.id, rateKey: `contribute:user:${who.user.id}` };
  throw potNotFound();
}

export interface StartContributionOptions {
  /**
   * Where the checkout returns to on our origin, for this contribution (a path); the platform's
   * /contributions/:id by default. The embed widget's popup returns to its own page (decision 029).
   */
  returnPath?: (contributionId: string) => string;
}

export async function startContribution(c: Ctx, potId: string, options: StartContributionOptions = {}): Promise<StartContributionResult> {
  const { db, clock, payments } = c.get('deps');
  const who = await contributorOf(c);
  if (!who.guest && !who.user) throw new ApiError(401, NO_CONTRIBUTOR);
  const pot = potId.length <= 100 ? await moneyRepo.findPot(db, potId) : undefined;
  const event = pot ? await moneyRepo.findEvent(db, pot.eventId) : undefined;
  if (!pot || !event) throw potNotFound();
  const payer = await payerFor(c, pot, who);
  if (!(await seesPot(c, pot, event, { guest: payer.guestId ? who.guest : null, user: payer.userId ? who.user : null }))) throw potNotFound();
  if (event.status === 'cancelled') throw new ApiError(409, EVENT_CANCELLED_MESSAGE);
  if (pot.status !== 'open') throw new ApiError(409, 'This pot is closed');
  // The limits come from the pot as stored: the client only says how much it chose.
  const input = await readJson(c, contributionInputSchema({ minCents: pot.minCents, maxCents: pot.maxCents }));
  const now = clock.now();
  const limit = await hitRateLimit(db, payer.rateKey, CONTRIBUTION_STARTS_PER_HOUR, 60 * 60 * 1000, now);
  if (!limit.allowed) throw rateLimited(limit.retryAfterMs, (wait) => `You have started many payments in the last hour. Please try again in ${wait}.`);
  const row = await moneyRepo.insertContribution(db, {
    id: randomId(),
    potId: pot.id,
    eventId: event.id,
    provider: payments.kind,
    amountCents: input.amountCents,
    status: 'pending',
    guestId: payer.guestId,
    userId: payer.userId,
    contributorName: input.name,
    anonymous: input.anonymous,
    message: input.message,
    createdAt: now,
    updatedAt: now,
  });
  const origin = appUrl(c);
  const returnTo = origin + (options.returnPath?.(row.id) ?? `/contributions/${row.id}`);
  let session;
  try {
    session = await payments.createCheckoutSession({
      mode: 'payment',
      lineItem: { name: `Contribution to ${pot.title}`, amountCents: row.amountCents, currency: 'usd' },
      successUrl: returnTo,
      cancelUrl: `${returnTo}${returnTo.includes('?') ? '&' : '?'}cancelled=1`,
      metadata: { purpose: 'contribution', contributionId: row.id, potId: pot.id, eventId: event.id },
      idempotencyKey: idempotencyKeyFor('contribution-checkout', row.id),
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    console.warn(`checkout for contribution ${row.id} not started: ${error.message}`);
    await moneyRepo.markStartFailed(db, row.id, 'checkout_unavailable', clock.now());
    throw new ApiError(503, PAYMENTS_UNAVAILABLE, undefined, { 'Retry-After': '60' });
  }
  await moneyRepo.setContributionColumns(db, row.id, { checkoutSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: clock.now() });
  const saved = (await ledgerRepo.findContribution(db, row.id))!;
  const [view] = await mineViews(c, [saved]);
  return { contribution: view!, checkoutUrl: session.url };
}

export async function listMine(c: Ctx, who: Contributor): Promise<ContributionMineView[]> {
  return mineViews(c, await moneyRepo.listMine(c.get('deps').db, await contributorKeys(c, who)));
}

/** A contribution of the caller; a 404 for anyone else (hosts included). */
export async function loadMine(c: Ctx, id: string): Promise<ContributionRow> {
  const who = await contributorOf(c);
  if (!who.guest && !who.user) throw contributionNotFound();
  const row = id.length <= 100 ? await ledgerRepo.findContribution(c.get('deps').db, id) : undefined;
  if (!row || !isContributorOf(row, await contributorKeys(c, who))) throw contributionNotFound();
  return row;
}

/**
 * A contribution of the caller as it stands now: a pending one is first reconciled with the
 * provider (a webhook may be late), so a page or widget that polls sees the payment go through.
 */
export async function followContribution(c: Ctx, id: string): Promise<ContributionMineView> {
  let row = await loadMine(c, id);
  if (row.status === 'pending') {
    await reconcileCheckout(c.get('deps'), row);
    row = (await ledgerRepo.findContribution(c.get('deps').db, row.id)) ?? row;
  }
  const [view] = await mineViews(c, [row]);
  return view!;
}

/**
 * The contributor withdraws: before the payment went through it is simply cancelled (and the demo
 * checkout closed); while held it is refunded in full; after the 24 hours it is a 409. A replay
 * answers the contribution as it is.
 */
export async function cancelContribution(c: Ctx, row: ContributionRow): Promise<ContributionRow> {
  const deps = c.get('deps');
  const now = deps.clock.now();
  const check = applyEvent(contributionOf(row), { type: 'cancel', at: now });
  if (check.outcome.kind === 'rejected') throw new ApiError(409, check.outcome.message);
  if (check.outcome.kind === 'ignored') return row;
  if (row.status === 'pending') {
    // Only while still pending: a payment that succeeded meanwhile goes the refund way below.
    const result = await transition(deps, row.id, (current) => (current.status === 'pending' ? { event: { type: 'cancel', at: now } } : null));
    if (result?.row.status === 'cancelled') {
      await expireDemoCheckout(c, result.row);
      return (await ledgerRepo.findContribution(deps.db, row.id))!;
    }
    const current = result?.row ?? row;
    return current.status === 'pending' ? current : cancelContribution(c, current);
  }
  if (row.refundRequestedAt !== null && row.refundRequestReason !== 'cancelled') throw new ApiError(409, 'A refund of this contribution is already under way.');
  const outcome = await requestRefund(deps, row.id, 'cancelled');
  const after = (await ledgerRepo.findContribution(deps.db, row.id))!;
  if (outcome === 'already' && after.status === 'succeeded' && after.refundRequestedAt === null) {
    const late = applyEvent(contributionOf(after), { type: 'cancel', at: deps.clock.now() });
    if (late.outcome.kind === 'rejected') throw new ApiError(409, late.outcome.message);
    throw new ApiError(409, 'This contribution is being paid out to the host right now and can no longer be cancelled.');
  }
  return after;
}

/** The demo's checkout page should stop taking the card of a cancelled contribution. */
async function expireDemoCheckout(c: Ctx, row: ContributionRow): Promise<void> {
  const { payments } = c.get('deps');
  if (!row.checkoutSessionId || !(payments instanceof DemoPaymentProvider)) return;
  try {
    await payments.expireCheckout(row.checkoutSessionId);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
  }
}
