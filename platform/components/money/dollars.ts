/**
 * Dollars typed by a person ("20", "20.5", "$1,299.99") as whole cents, read digit by digit so no
 * floating-point rounding can turn 0.29 into 28 cents. Anything else, including more than two
 * decimals, is NaN, which the core schemas turn into their own "Enter an amount" message. Shared by
 * every money form (contributions, pot limits, wishlist prices).
 */
export function dollarsToCents(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '').trim();
  // Twelve whole digits is far above any amount Cakeday takes and far below the unsafe-integer range.
  if (!/^-?\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cleaned.startsWith('-') ? -cents : cents;
}

/** Cents as the text of a dollars field ("12.50"); empty for null. */
export function centsToDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
