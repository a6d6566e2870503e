import type { PurchaseView } from '#core/domain/money/money-view.schema.ts';

/** How often a returning checkout's purchase is read again, and for how long at most. */
export const PURCHASE_POLL_MS = 2_000;
export const PURCHASE_POLL_LIMIT_MS = 30_000;

type PurchaseStatus = PurchaseView['status'];

/**
 * A purchase is settled when no webhook can still move it on its own: paid or active (or
 * past_due: Pro is kept while the provider retries), failed, expired, cancelled or refunded. A test
 * payment is settled only once refunded or failed, because the server refunds it right after paying.
 */
export function isSettled(status: PurchaseStatus, kind?: PurchaseView['kind']): boolean {
  if (kind === 'test_payment') return status === 'refunded' || status === 'failed' || status === 'expired' || status === 'cancelled';
  return status !== 'pending';
}

export type PurchaseOutcome = { tone: 'success' | 'error' | 'info'; title: string; detail?: string };

/** What the banner says once the member is back from the checkout (billing and test payment screens). */
export function purchaseOutcome(purchase: PurchaseView): PurchaseOutcome {
  switch (purchase.status) {
    case 'pending':
      return { tone: 'info', title: 'Waiting for the payment to be confirmed…', detail: 'This usually takes a few seconds.' };
    case 'paid':
      if (purchase.kind === 'single_event') return { tone: 'success', title: `Single event unlocked for ${purchase.eventTitle ?? 'your event'}` };
      if (purchase.kind === 'test_payment') return { tone: 'info', title: 'Payment succeeded — refunding it now…' };
      return { tone: 'success', title: 'Payment received' };
    case 'active':
      return { tone: 'success', title: 'Thanks — Pro is active' };
    case 'past_due':
      return { tone: 'error', title: 'Pro is active, but the last payment did not go through', detail: 'The payment provider will try again; check your card.' };
    case 'refunded':
      return purchase.kind === 'test_payment'
        ? { tone: 'success', title: 'Your payment set-up works', detail: 'The test payment went through and was refunded automatically.' }
        : { tone: 'info', title: 'This purchase was refunded' };
    case 'failed':
      return { tone: 'error', title: 'The payment failed', detail: 'Nothing was charged. Try again with another card.' };
    case 'expired':
      return { tone: 'error', title: 'The checkout expired before it was paid', detail: 'Nothing was charged. Start again when you are ready.' };
    case 'cancelled':
      return { tone: 'info', title: 'This purchase was cancelled' };
  }
}
