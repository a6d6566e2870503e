/**
 * The money ledger: an append-only list of entries, one per movement. For every pot and for the
 * whole platform, charged − refunded − released = held, by construction of `balances`; the rules
 * in contribution.rules.ts make sure held never goes negative and no movement is booked twice.
 *
 * Fees are booked separately (kind `fee`): the provider's processing fee is a platform cost and
 * never comes out of held — the host is released the full amount the guest gave. See
 * docs/decisions/014-money-model.md.
 *
 * A marketplace order (decision 061) also books `commission`: the platform's cut, which leaves
 * held like a release does (to the platform instead of the seller), so an order ends at held 0.
 */
export const ledgerEntryKinds = ['charge', 'refund', 'fee', 'release', 'commission'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

export interface LedgerEntry {
  kind: LedgerEntryKind;
  contributionId: string;
  potId: string;
  /** Always positive; the kind says which way the money moves. */
  amountCents: number;
  /** Unique in the ledger: `charge:<contributionId>` and so on (idempotency.rules.ts). */
  idempotencyKey: string;
  /** Epoch milliseconds. */
  at: number;
  /**
   * Set on a venue booking's entries (decision 028), whose contributionId and potId are then
   * `booking:<id>`. A booking may be both refunded and released — a partial refund under its
   * cancellation policy, the rest to the owner — never more than was charged.
   */
  bookingId?: string;
  /** Set on a marketplace order's entries (decision 061); contributionId and potId are then `order:<id>`. */
  shopOrderId?: string;
}

export interface Balance {
  charged: number;
  refunded: number;
  released: number;
  /** The platform's marketplace commission: leaves held like a release. */
  commission: number;
  /** Platform cost, outside the identity. */
  fees: number;
  /** charged − refunded − released − commission. */
  held: number;
}

export interface Balances {
  pots: Map<string, Balance>;
  platform: Balance;
}

const emptyBalance = (): Balance => ({ charged: 0, refunded: 0, released: 0, commission: 0, fees: 0, held: 0 });

function add(balance: Balance, entry: LedgerEntry): void {
  if (entry.kind === 'charge') {
    balance.charged += entry.amountCents;
    balance.held += entry.amountCents;
  } else if (entry.kind === 'refund') {
    balance.refunded += entry.amountCents;
    balance.held -= entry.amountCents;
  } else if (entry.kind === 'release') {
    balance.released += entry.amountCents;
    balance.held -= entry.amountCents;
  } else if (entry.kind === 'commission') {
    balance.commission += entry.amountCents;
    balance.held -= entry.amountCents;
  } else {
    balance.fees += entry.amountCents;
  }
}

/** Totals per pot and for the whole platform. */
export function balances(entries: readonly LedgerEntry[]): Balances {
  const pots = new Map<string, Balance>();
  const platform = emptyBalance();
  for (const entry of entries) {
    let pot = pots.get(entry.potId);
    if (!pot) {
      pot = emptyBalance();
      pots.set(entry.potId, pot);
    }
    add(pot, entry);
    add(platform, entry);
  }
  return { pots, platform };
}

export function balanceOfPot(entries: readonly LedgerEntry[], potId: string): Balance {
  return balances(entries).pots.get(potId) ?? emptyBalance();
}

/** Appends entries whose idempotency key is new; an entry already booked is skipped, never doubled. */
export function appendEntries(entries: readonly LedgerEntry[], added: readonly LedgerEntry[]): LedgerEntry[] {
  const keys = new Set(entries.map((entry) => entry.idempotencyKey));
  const next = [...entries];
  for (const entry of added) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
      throw new Error(`Ledger amounts are positive whole cents, got ${entry.amountCents}`);
    }
    if (keys.has(entry.idempotencyKey)) continue;
    keys.add(entry.idempotencyKey);
    next.push(entry);
  }
  return next;
}

/** Problems that must never happen; empty when the ledger is sound. Used by tests and audits. */
export function auditLedger(entries: readonly LedgerEntry[]): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const perContribution = new Map<string, { charge: number; refund: number; release: number; commission: number; split: boolean }>();
  for (const entry of entries) {
    if (keys.has(entry.idempotencyKey)) problems.push(`duplicate idempotency key ${entry.idempotencyKey}`);
    keys.add(entry.idempotencyKey);
    if (entry.kind === 'fee') continue;
    // A booking or an order may be partly refunded and partly released; a contribution is one or the other.
    const c = perContribution.get(entry.contributionId) ?? { charge: 0, refund: 0, release: 0, commission: 0, split: entry.bookingId !== undefined || entry.shopOrderId !== undefined };
    c[entry.kind] += entry.amountCents;
    perContribution.set(entry.contributionId, c);
  }
  for (const [id, c] of perContribution) {
    if (!c.split && c.refund > 0 && c.release > 0) problems.push(`contribution ${id} both refunded and released`);
    if (c.refund + c.release + c.commission > c.charge) problems.push(`contribution ${id} paid out more than charged`);
  }
  const { pots, platform } = balances(entries);
  for (const [potId, b] of [...pots, ['platform', platform] as const]) {
    if (b.held < 0) problems.push(`negative held in ${potId}`);
    if (b.charged - b.refunded - b.released - b.commission !== b.held) problems.push(`identity broken in ${potId}`);
  }
  return problems;
}
