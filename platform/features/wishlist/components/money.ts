import { formatCents } from '#core/domain/wishlist/bands.rules.ts';

export { formatCents };

// The dollars field parser is shared by every money form (contributions, pot limits, prices).
export { centsToDollars, dollarsToCents } from '#platform/lib/dollars.ts';

/** A band's range for people: "$25.00 – $50.00", "$100.00 and up". */
export function bandRange(band: { minCents: number; maxCents: number | null }, currency = 'USD'): string {
  if (band.maxCents === null) return `${formatCents(band.minCents, currency)} and up`;
  return `${formatCents(band.minCents, currency)} – under ${formatCents(band.maxCents, currency)}`;
}
