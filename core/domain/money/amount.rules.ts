/**
 * Amounts without zod: formatting, reading typed dollars and the pot-limit check. The zod schemas
 * in money.schema.ts use these same rules and words, and the embeddable contribution widget uses
 * them directly, because zod does not fit in a widget's 12 KB budget (decision 029).
 */

/** $10,000.00: the largest single payment Cakeday accepts. */
export const MAX_AMOUNT_CENTS = 1_000_000;

/** "$5.00" — whole cents formatted without floating-point rounding surprises. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Dollars typed by a person ("12", "12.5", "$1,299.99") as whole cents, never through a float, so
 * "19.99" is exactly 1999. Anything else, including more than two decimals, is NaN, which the
 * amount check answers with its own message.
 */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/**
 * What is wrong with a contribution amount for a pot's limits, in the words the contribution form
 * shows, or null when it is fine. The first problem only, in the order a person fixes them.
 *
 * @example
 * contributionAmountProblem(250, { minCents: 500, maxCents: 50_000 }) // → 'Enter an amount of at least $5.00'
 */
export function contributionAmountProblem(cents: number, limits: { minCents: number; maxCents: number }): string | null {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return 'Enter an amount';
  if (!Number.isInteger(cents)) return 'Enter an amount in whole cents';
  if (cents < limits.minCents) return `Enter an amount of at least ${formatUsd(limits.minCents)}`;
  if (cents > limits.maxCents) return `Enter an amount of at most ${formatUsd(limits.maxCents)}`;
  return null;
}
