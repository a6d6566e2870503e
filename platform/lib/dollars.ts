/**
 * Dollar fields for money forms (pots, contributions, plans). Kept here rather than in one feature
 * because every money screen reads amounts the same way: typed dollars become whole cents without
 * ever passing through a float, so "19.99" is exactly 1999.
 */

/**
 * Dollars typed by a person ("12", "12.5", "$1,299.99") as whole cents. Anything else, including
 * more than two decimals, is NaN, which the core schemas turn into their own message.
 */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '').trim();
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/** Cents as the text of a dollars field ("12.50"); empty for null. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2);
}
