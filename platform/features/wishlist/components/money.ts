import { formatCents } from '../../../../core/domain/wishlist/bands.rules.ts';

export { formatCents };

/**
 * Dollars typed by a person ("12", "12.5", "$1,299.99") as whole cents. Anything else, including
 * more than two decimals, is NaN, which the core schema turns into its own message.
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

/** A band's range for people: "$25.00 – $50.00", "$100.00 and up". */
export function bandRange(band: { minCents: number; maxCents: number | null }, currency = 'USD'): string {
  if (band.maxCents === null) return `${formatCents(band.minCents, currency)} and up`;
  return `${formatCents(band.minCents, currency)} – under ${formatCents(band.maxCents, currency)}`;
}
