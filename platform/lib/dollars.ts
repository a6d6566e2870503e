/**
 * Dollar fields for money forms (pots, contributions, plans). Kept here rather than in one feature
 * because every money screen reads amounts the same way: typed dollars become whole cents without
 * ever passing through a float, so "19.99" is exactly 1999.
 */

/** One reading of typed dollars for the platform and the embeddable widget (core's amount rules). */
export { dollarsToCents } from '#core/domain/money/amount.rules.ts';

/** Cents as the text of a dollars field ("12.50"); empty for null. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}
