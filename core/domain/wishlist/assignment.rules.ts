import { type GroupedCosts, solveMinCostAssignment } from './hungarian.rules.ts';

/**
 * Smart gift assignment: one gift (one unit of one wishlist item) per guest, inside the guest's
 * price band or as near to it as possible, high-priority items first, as an optimal min-cost
 * assignment. Pure and deterministic; see docs/decisions/011-gift-assignment.md.
 */

/** A guest to give a gift to; `band` null: the guest has not chosen one (priority decides alone). */
export interface AssignmentGuest {
  id: string;
  band: { minCents: number; maxCents: number | null } | null;
}

/** One unit of an item's quantity (an item wanted 3 times has units 0, 1 and 2). */
export interface AssignmentUnit {
  itemId: string;
  unitIndex: number;
  priceCents: number;
  priority: number /* 1 highest … 5 lowest */;
}

/** A gift that must not move: already bought by the guest, or pinned there by the host. */
export interface FixedAssignment {
  guestId: string;
  itemId: string;
  unitIndex: number;
  reason: 'bought' | 'pinned';
}

export type AssignmentExplanation = 'bought' | 'pinned' | 'in_band' | 'nearest_band' | 'no_band' | 'no_item_free';

export interface AssignmentResult {
  assignments: { guestId: string; itemId: string; unitIndex: number; explanation: AssignmentExplanation }[];
  unassigned: { guestId: string; explanation: 'no_item_free' }[];
}

export const explanationTexts: Record<AssignmentExplanation, string> = {
  in_band: 'Matched in your band',
  nearest_band: 'Nearest band — nothing free in yours',
  pinned: 'Pinned by the host',
  bought: 'Already bought',
  no_band: 'Matched by priority — no band chosen',
  no_item_free: 'No gift free right now',
};

/** Bands hold prices minCents ≤ price < maxCents (maxCents null: no upper limit), as in wishlist.schema.ts. */
export function priceInBand(priceCents: number, band: { minCents: number; maxCents: number | null }): boolean {
  return priceCents >= band.minCents && (band.maxCents === null || priceCents < band.maxCents);
}

/**
 * The weights of the cost, from strongest to weakest. A gift outside the band always costs at least
 * OUT_OF_BAND, plus up to DISTANCE more the farther its price is from the band (relative distance,
 * so $10 off a $25 band weighs more than $10 off a $100 one). PRIORITY_STEP per priority level
 * below 1 makes the most wanted items go first; one per unit index makes the first free units of an
 * item go before later ones. The gaps between the weights make a weaker term decide only between
 * otherwise (nearly) equal choices, for thousands of guests; every cost stays a whole number far
 * below 2^53 / 10⁵, so the solver's sums are exact.
 */
export const ASSIGNMENT_WEIGHTS = {
  OUT_OF_BAND: 10_000_000_000,
  DISTANCE: 10_000_000_000,
  PRIORITY_STEP: 1_000_000,
  UNIT_INDEX: 1,
} as const;

/**
 * How far a price is from a band, from 0 (just outside) to 1 (price 0 under a band): 1 − smaller/larger
 * of the price and the band's nearest edge, in whole steps of 1/DISTANCE. 0 inside the band.
 */
export function bandDistance(priceCents: number, band: { minCents: number; maxCents: number | null }): number {
  if (priceInBand(priceCents, band)) return 0;
  if (priceCents < band.minCents) return Math.round((ASSIGNMENT_WEIGHTS.DISTANCE * (band.minCents - priceCents)) / band.minCents);
  // Above the band: measured from the dearest price the band holds (maxCents − 1).
  const top = (band.maxCents as number) - 1;
  return Math.round((ASSIGNMENT_WEIGHTS.DISTANCE * (priceCents - top)) / priceCents);
}

/** The item part of the cost (everything but the unit index): band fit, then priority. */
function itemCost(guest: AssignmentGuest, priceCents: number, priority: number): number {
  const fit = guest.band === null || priceInBand(priceCents, guest.band) ? 0 : ASSIGNMENT_WEIGHTS.OUT_OF_BAND + bandDistance(priceCents, guest.band);
  return fit + (priority - 1) * ASSIGNMENT_WEIGHTS.PRIORITY_STEP;
}

/**
 * What giving `unit` to `guest` costs; the assignment minimises the sum over all guests served.
 * A whole number: 0 for a priority-1 first unit inside the band.
 */
export function assignmentCost(guest: AssignmentGuest, unit: AssignmentUnit): number {
  return itemCost(guest, unit.priceCents, unit.priority) + unit.unitIndex * ASSIGNMENT_WEIGHTS.UNIT_INDEX;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const unitKey = (itemId: string, unitIndex: number): string => `${unitIndex}:${itemId}`;

function checkUnit(unit: AssignmentUnit): void {
  if (!Number.isSafeInteger(unit.unitIndex) || unit.unitIndex < 0 || unit.unitIndex > 999_999)
    throw new RangeError(`Unit ${unit.itemId}#${unit.unitIndex}: the unit index must be a whole number from 0`);
  if (!Number.isSafeInteger(unit.priceCents) || unit.priceCents < 0) throw new RangeError(`Unit ${unit.itemId}#${unit.unitIndex}: the price must be a whole number of cents from 0`);
  if (!Number.isInteger(unit.priority) || unit.priority < 1 || unit.priority > 5) throw new RangeError(`Unit ${unit.itemId}#${unit.unitIndex}: the priority must be a whole number from 1 to 5`);
}

function checkGuest(guest: AssignmentGuest): void {
  const band = guest.band;
  if (band === null) return;
  const bad = !Number.isSafeInteger(band.minCents) || band.minCents < 0 || (band.maxCents !== null && (!Number.isSafeInteger(band.maxCents) || band.maxCents <= band.minCents));
  if (bad) throw new RangeError(`Guest ${guest.id}: a band needs whole cents with minCents ≥ 0 and maxCents above minCents (or null)`);
}

/**
 * Gives every guest one gift while any unit is free, optimally:
 * 1. Fixed assignments (bought or pinned) are kept exactly as given — also for a guest missing from
 *    `guests` or a unit missing from `units` — and take their guest and unit out of play.
 * 2. The remaining guests and units are matched by a min-cost assignment of `assignmentCost`
 *    (see ASSIGNMENT_WEIGHTS). As many guests as possible are served: min(free guests, free units).
 *    When units are short, the guests served are those for whom the gifts fit best.
 * 3. Explanations: 'in_band' (price inside the guest's band), 'nearest_band' (outside it: no unit
 *    in the band was left free), 'no_band' (no band chosen), the fixed reason, or 'no_item_free'.
 *
 * The caller decides what is assignable: items priced above every band are group pots and must
 * not be passed as units, and declined guests are simply left out of `guests` (their gift is freed
 * unless it was marked bought and passed in `fixed`).
 *
 * Deterministic: the answer depends only on the sets given, never on their order (guests are
 * processed by id, units by item id and unit index; outputs come sorted by guest id).
 * Throws RangeError on inconsistent input: a guest or unit given twice, a guest or unit fixed twice,
 * a price, priority, unit index or band that is not whole, non-negative and in range.
 *
 * @example
 * assignGifts({
 *   guests: [{ id: 'ann', band: { minCents: 2500, maxCents: 5000 } }],
 *   units: [{ itemId: 'lego', unitIndex: 0, priceCents: 3999, priority: 1 }],
 *   fixed: [],
 * }); // → { assignments: [{ guestId: 'ann', itemId: 'lego', unitIndex: 0, explanation: 'in_band' }], unassigned: [] }
 */
export function assignGifts(input: { guests: AssignmentGuest[]; units: AssignmentUnit[]; fixed: FixedAssignment[] }): AssignmentResult {
  const guests = [...input.guests].sort((a, b) => compareText(a.id, b.id));
  const units = [...input.units].sort((a, b) => compareText(a.itemId, b.itemId) || a.unitIndex - b.unitIndex);
  const fixed = [...input.fixed].sort((a, b) => compareText(a.guestId, b.guestId));

  for (let g = 0; g < guests.length; g += 1) {
    checkGuest(guests[g]!);
    if (g > 0 && guests[g - 1]!.id === guests[g]!.id) throw new RangeError(`Guest ${guests[g]!.id} is given twice`);
  }
  for (let k = 0; k < units.length; k += 1) {
    const unit = units[k]!;
    checkUnit(unit);
    const previous = units[k - 1];
    if (previous && previous.itemId === unit.itemId && previous.unitIndex === unit.unitIndex) throw new RangeError(`Unit ${unit.itemId}#${unit.unitIndex} is given twice`);
  }

  const fixedGuests = new Set<string>();
  const takenUnits = new Set<string>();
  const assignments: AssignmentResult['assignments'] = [];
  for (const entry of fixed) {
    const key = unitKey(entry.itemId, entry.unitIndex);
    if (fixedGuests.has(entry.guestId)) throw new RangeError(`Guest ${entry.guestId} has two fixed gifts`);
    if (takenUnits.has(key)) throw new RangeError(`Unit ${entry.itemId}#${entry.unitIndex} is fixed for two guests`);
    fixedGuests.add(entry.guestId);
    takenUnits.add(key);
    assignments.push({ guestId: entry.guestId, itemId: entry.itemId, unitIndex: entry.unitIndex, explanation: entry.reason });
  }

  const freeGuests = guests.filter((guest) => !fixedGuests.has(guest.id));
  const freeUnits = units.filter((unit) => !takenUnits.has(unitKey(unit.itemId, unit.unitIndex)));
  const unassigned: AssignmentResult['unassigned'] = [];

  if (freeGuests.length > 0 && freeUnits.length > 0) {
    const chosen = solveMinCostAssignment(buildCosts(freeGuests, freeUnits));
    for (let g = 0; g < freeGuests.length; g += 1) {
      const guest = freeGuests[g]!;
      const u = chosen[g]!;
      if (u === -1) {
        unassigned.push({ guestId: guest.id, explanation: 'no_item_free' });
        continue;
      }
      const unit = freeUnits[u]!;
      const explanation: AssignmentExplanation = guest.band === null ? 'no_band' : priceInBand(unit.priceCents, guest.band) ? 'in_band' : 'nearest_band';
      assignments.push({ guestId: guest.id, itemId: unit.itemId, unitIndex: unit.unitIndex, explanation });
    }
  } else {
    for (const guest of freeGuests) unassigned.push({ guestId: guest.id, explanation: 'no_item_free' });
  }

  assignments.sort((a, b) => compareText(a.guestId, b.guestId));
  return { assignments, unassigned };
}

/**
 * Guests × units as a grouped matrix: guests with the same band share one row of the table, units
 * of the same item (same price and priority) share one column, and the unit index rides along as a
 * per-column extra. Memory stays at bands × items even for items wanted 99 times.
 */
function buildCosts(guests: AssignmentGuest[], units: AssignmentUnit[]): GroupedCosts {
  const groupOf = new Map<string, number>();
  const groupPrice: number[] = [];
  const groupPriority: number[] = [];
  const colGroup = new Int32Array(units.length);
  const colExtra = new Float64Array(units.length);
  units.forEach((unit, c) => {
    const key = `${unit.priceCents}:${unit.priority}:${unit.itemId}`;
    let group = groupOf.get(key);
    if (group === undefined) {
      group = groupPrice.length;
      groupOf.set(key, group);
      groupPrice.push(unit.priceCents);
      groupPriority.push(unit.priority);
    }
    colGroup[c] = group;
    colExtra[c] = unit.unitIndex * ASSIGNMENT_WEIGHTS.UNIT_INDEX;
  });
  const tableCols = groupPrice.length;
  // Guests with the same band share a row of the table (and let the solver skip repeated rows).
  const rowOf = new Map<string, number>();
  const rowBands: AssignmentGuest[] = [];
  const rowGroup = new Int32Array(guests.length);
  guests.forEach((guest, g) => {
    const key = guest.band === null ? 'none' : `${guest.band.minCents}:${guest.band.maxCents ?? ''}`;
    let row = rowOf.get(key);
    if (row === undefined) {
      row = rowBands.length;
      rowOf.set(key, row);
      rowBands.push(guest);
    }
    rowGroup[g] = row;
  });
  const table = new Float64Array(rowBands.length * tableCols);
  rowBands.forEach((guest, row) => {
    for (let h = 0; h < tableCols; h += 1) table[row * tableCols + h] = itemCost(guest, groupPrice[h]!, groupPriority[h]!);
  });
  return { rows: guests.length, cols: units.length, rowGroup, colGroup, table, tableCols, rowExtra: new Float64Array(guests.length), colExtra };
}
