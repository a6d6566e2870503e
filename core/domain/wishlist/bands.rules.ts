/**
 * Price bands: a band holds prices minCents ≤ price < maxCents (maxCents null: no upper limit).
 * Bands are saved in order, cheapest first, without overlaps (wishlist.schema.ts checks that).
 */
export interface Band {
  id: string;
  label: string;
  minCents: number;
  maxCents: number | null;
}

export function inBand(priceCents: number, band: Pick<Band, 'minCents' | 'maxCents'>): boolean {
  return priceCents >= band.minCents && (band.maxCents === null || priceCents < band.maxCents);
}

/** The band a price falls in, if any (prices can fall in a gap between bands). */
export function bandOfPrice(priceCents: number, bands: readonly Band[]): Band | undefined {
  return bands.find((band) => inBand(priceCents, band));
}

/**
 * An item priced at or above the upper limit of every band is a group pot: too dear for one
 * guest, so several guests (and later the money feature) contribute to it. With an open-ended top
 * band ("$100+") nothing is above every band, so there are no pots.
 */
export function isPotPrice(priceCents: number, bands: readonly Band[]): boolean {
  if (bands.length === 0) return false;
  return bands.every((band) => band.maxCents !== null && priceCents >= band.maxCents);
}

/**
 * Gives ids to the bands a host saves: an id that names one of the current bands is kept (guests
 * who chose it keep their choice), anything else gets a fresh id from `newId`.
 */
export function assignBandIds(input: readonly { id?: string; label: string; minCents: number; maxCents: number | null }[], current: readonly Band[], newId: () => string): Band[] {
  const known = new Set(current.map((band) => band.id));
  const used = new Set<string>();
  return input.map((band) => {
    const id = band.id && known.has(band.id) && !used.has(band.id) ? band.id : newId();
    used.add(id);
    return { id, label: band.label, minCents: band.minCents, maxCents: band.maxCents };
  });
}

/** "$25.00", "$1,299.99" — for messages. */
export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
