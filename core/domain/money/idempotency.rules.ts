/**
 * Every call that moves money carries an idempotency key derived from the operation alone, so a
 * retry, a replayed webhook or a scheduler run after a crash asks the provider for the same thing
 * under the same key and the provider (and the ledger) does it at most once.
 */
export type MoneyOperation =
  | { kind: 'charge'; contributionId: string }
  | { kind: 'refund'; contributionId: string }
  | { kind: 'fee'; contributionId: string }
  | { kind: 'release'; contributionId: string }
  | { kind: 'transfer'; releaseBatchId: string };

/** Stripe accepts keys up to 255 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

function checkId(id: string): string {
  if (!ID_PATTERN.test(id) || id.length > 230) {
    throw new Error(`Not a usable id for an idempotency key: ${JSON.stringify(id)}`);
  }
  return id;
}

/** `charge:<contributionId>`, `refund:<contributionId>`, `release:<contributionId>`, `transfer:<releaseBatchId>`… */
export function idempotencyKey(operation: MoneyOperation): string {
  if (operation.kind === 'transfer') return `transfer:${checkId(operation.releaseBatchId)}`;
  return `${operation.kind}:${checkId(operation.contributionId)}`;
}

export const chargeKey = (contributionId: string) => idempotencyKey({ kind: 'charge', contributionId });
export const refundKey = (contributionId: string) => idempotencyKey({ kind: 'refund', contributionId });
export const feeKey = (contributionId: string) => idempotencyKey({ kind: 'fee', contributionId });
export const releaseKey = (contributionId: string) => idempotencyKey({ kind: 'release', contributionId });
export const transferKey = (releaseBatchId: string) => idempotencyKey({ kind: 'transfer', releaseBatchId });

/**
 * A venue booking's money (decision 028) uses the same ledger and provider with its own operation
 * names, so its keys can never collide with a contribution's: `booking-charge:<bookingId>` (also
 * the checkout), `booking-refund:<bookingId>` (one refund per booking: the amount the rules gave),
 * `booking-release:<bookingId>` (the owner's share, booked when the transfer went out) and
 * `booking-transfer:<bookingId>` (the transfer to the owner's payout account).
 */
export type BookingMoneyOperation = 'charge' | 'refund' | 'release' | 'transfer';
export const bookingMoneyKey = (operation: BookingMoneyOperation, bookingId: string) => `booking-${operation}:${checkId(bookingId)}`;

/**
 * A release batch id from the pot and the sorted contribution ids it pays out: running the
 * scheduler twice over the same due contributions gives the same batch and so the same
 * transfer key. (FNV-1a, 2×32 bits — deterministic, not a security hash.)
 */
export function releaseBatchId(potId: string, contributionIds: readonly string[]): string {
  const text = [checkId(potId), ...[...contributionIds].map(checkId).sort()].join('|');
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return `${potId}-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/**
 * A marketplace order's money (decision 061), under operation names of its own: `order-charge:<orderId>`
 * (its part of the group's one payment), `order-refund:<refundRowId>` (one per marketplace_refunds
 * row: a declined line, a cancellation), `order-commission:<orderId>` and `order-release:<orderId>`
 * (the platform's cut and the seller's share, booked when the transfer went out) and
 * `order-transfer:<orderId>` (the transfer to the shop owner's payout account). The group's
 * checkout session is `order-checkout:<groupId>`.
 */
export type OrderMoneyOperation = 'charge' | 'refund' | 'commission' | 'release' | 'transfer' | 'checkout';
export const orderMoneyKey = (operation: OrderMoneyOperation, id: string) => `order-${operation}:${checkId(id)}`;
