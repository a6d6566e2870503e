import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_WEIGHTS,
  type AssignmentGuest,
  type AssignmentResult,
  type AssignmentUnit,
  type FixedAssignment,
  assignGifts,
  assignmentCost,
  bandDistance,
  explanationTexts,
  priceInBand,
} from './assignment.rules.ts';
import { denseCosts, groupedCost, solveMinCostAssignment } from './hungarian.rules.ts';

// The default bands of wishlist.schema.ts (minCents ≤ price < maxCents).
const UNDER_25 = { minCents: 0, maxCents: 2500 };
const FROM_25 = { minCents: 2500, maxCents: 5000 };
const FROM_50 = { minCents: 5000, maxCents: 10000 };
const FROM_100 = { minCents: 10000, maxCents: null };
const BANDS = [UNDER_25, FROM_25, FROM_50, FROM_100];

const unit = (itemId: string, priceCents: number, priority = 3, unitIndex = 0): AssignmentUnit => ({ itemId, unitIndex, priceCents, priority });
const units = (itemId: string, priceCents: number, quantity: number, priority = 3): AssignmentUnit[] => Array.from({ length: quantity }, (_, index) => unit(itemId, priceCents, priority, index));
const gifts = (result: AssignmentResult) => Object.fromEntries(result.assignments.map((a) => [a.guestId, `${a.itemId}#${a.unitIndex} ${a.explanation}`]));

// ── Brute force ─────────────────────────────────────────────────────────────────────────────

/** The least total over every matching that serves min(rows, cols) rows (all of them enumerated). */
function bruteForceMinimum(rows: number, cols: number, cost: (row: number, col: number) => number): number {
  if (rows === 0 || cols === 0) return 0;
  const wide = rows <= cols;
  const small = wide ? rows : cols;
  const large = wide ? cols : rows;
  const pairCost = (s: number, l: number) => (wide ? cost(s, l) : cost(l, s));
  const used = new Array<boolean>(large).fill(false);
  let best = Infinity;
  const visit = (s: number, total: number): void => {
    if (s === small) {
      best = Math.min(best, total);
      return;
    }
    for (let l = 0; l < large; l += 1) {
      if (used[l]) continue;
      used[l] = true;
      visit(s + 1, total + pairCost(s, l));
      used[l] = false;
    }
  };
  visit(0, 0);
  return best;
}

/** A seeded shuffle (mulberry32), so a failing case replays. */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let state = seed | 0;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

// ── Arbitraries ─────────────────────────────────────────────────────────────────────────────

const bandArb = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...BANDS),
  fc
    .tuple(fc.integer({ min: 0, max: 20_000 }), fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null }))
    .map(([minCents, width]) => ({ minCents, maxCents: width === null ? null : minCents + width })),
);

const priceArb = fc.oneof(fc.integer({ min: 0, max: 15_000 }), fc.constantFrom(0, 2499, 2500, 4999, 5000, 9999, 10000, 100_000));

interface Scenario {
  guests: AssignmentGuest[];
  units: AssignmentUnit[];
  fixed: FixedAssignment[];
}

/** Guests, items expanded to units, and some of them fixed (each guest and unit at most once). */
const scenarioArb = (maxGuests: number, maxItems: number, maxQuantity: number): fc.Arbitrary<Scenario> =>
  fc
    .record({
      guestIds: fc.uniqueArray(fc.constantFrom('ann', 'bob', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ida', 'jo', 'kai', 'lu'), { maxLength: maxGuests }),
      bands: fc.array(bandArb, { minLength: 12, maxLength: 12 }),
      items: fc.array(fc.record({ price: priceArb, priority: fc.integer({ min: 1, max: 5 }), quantity: fc.integer({ min: 1, max: maxQuantity }) }), { maxLength: maxItems }),
      fixedPicks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 3 }),
      fixedStrangers: fc.boolean(),
    })
    .map(({ guestIds, bands, items, fixedPicks, fixedStrangers }) => {
      const guests = guestIds.map((id, index) => ({ id, band: bands[index]! }));
      const allUnits = items.flatMap((item, index) => units(`item-${String.fromCharCode(97 + index)}`, item.price, item.quantity, item.priority));
      const fixed: FixedAssignment[] = [];
      const fixedGuests = new Set<string>();
      const fixedUnits = new Set<AssignmentUnit>();
      for (const [g, u, bought] of fixedPicks) {
        const guestId = guests.length > 0 ? guests[g % guests.length]!.id : 'stranger';
        const target = allUnits.length > 0 ? allUnits[u % allUnits.length]! : null;
        if (!target || fixedGuests.has(guestId) || fixedUnits.has(target)) continue;
        fixedGuests.add(guestId);
        fixedUnits.add(target);
        fixed.push({ guestId, itemId: target.itemId, unitIndex: target.unitIndex, reason: bought ? 'bought' : 'pinned' });
      }
      // A bought unit of an item no longer on the list, by a guest no longer coming: still kept.
      if (fixedStrangers) fixed.push({ guestId: 'zz-declined', itemId: 'gone', unitIndex: 0, reason: 'bought' });
      return { guests, units: allUnits, fixed };
    });

function freeParts(scenario: Scenario) {
  const fixedGuests = new Set(scenario.fixed.map((f) => f.guestId));
  const taken = new Set(scenario.fixed.map((f) => `${f.itemId}#${f.unitIndex}`));
  return {
    guests: scenario.guests.filter((g) => !fixedGuests.has(g.id)),
    units: scenario.units.filter((u) => !taken.has(`${u.itemId}#${u.unitIndex}`)),
  };
}

// ── Properties ──────────────────────────────────────────────────────────────────────────────

describe('assignGifts properties', () => {
  it('never gives a unit twice, gives each guest at most one gift, keeps fixed ones, serves as many guests as possible', () => {
    fc.assert(
      fc.property(scenarioArb(12, 8, 3), (scenario) => {
        const result = assignGifts(scenario);
        const unitKeys = result.assignments.map((a) => `${a.itemId}#${a.unitIndex}`);
        expect(new Set(unitKeys).size).toBe(unitKeys.length);
        const guestIds = [...result.assignments.map((a) => a.guestId), ...result.unassigned.map((u) => u.guestId)];
        expect(new Set(guestIds).size).toBe(guestIds.length);
        // Every guest given comes back exactly once, as assigned or unassigned.
        for (const guest of scenario.guests) expect(guestIds).toContain(guest.id);

        for (const fixed of scenario.fixed) {
          expect(result.assignments).toContainEqual({ guestId: fixed.guestId, itemId: fixed.itemId, unitIndex: fixed.unitIndex, explanation: fixed.reason });
        }
        // Only real units are handed out (fixed ones may name units that are gone).
        const known = new Set([...scenario.units.map((u) => `${u.itemId}#${u.unitIndex}`), ...scenario.fixed.map((f) => `${f.itemId}#${f.unitIndex}`)]);
        for (const key of unitKeys) expect(known.has(key)).toBe(true);

        const free = freeParts(scenario);
        const served = result.assignments.filter((a) => a.explanation !== 'bought' && a.explanation !== 'pinned').length;
        expect(served).toBe(Math.min(free.guests.length, free.units.length));
        // Nobody is left without a gift while a unit is free.
        if (result.unassigned.length > 0) expect(served).toBe(free.units.length);
      }),
      { numRuns: 400 },
    );
  });

  it('finds the optimum: its total cost equals the brute-force minimum (≤ 6 guests × ≤ 6 units)', () => {
    fc.assert(
      fc.property(scenarioArb(7, 4, 3), (scenario) => {
        const free = freeParts(scenario);
        fc.pre(free.guests.length <= 6 && free.units.length <= 6);
        const result = assignGifts(scenario);
        const byGuest = new Map(free.guests.map((g) => [g.id, g]));
        const byUnit = new Map(free.units.map((u) => [`${u.itemId}#${u.unitIndex}`, u]));
        let total = 0;
        for (const a of result.assignments) {
          const guest = byGuest.get(a.guestId);
          if (!guest) continue; // a fixed one
          total += assignmentCost(guest, byUnit.get(`${a.itemId}#${a.unitIndex}`)!);
        }
        const best = bruteForceMinimum(free.guests.length, free.units.length, (g, u) => assignmentCost(free.guests[g]!, free.units[u]!));
        expect(total).toBe(best);
      }),
      { numRuns: 600 },
    );
  });

  it('is deterministic: the same answer for the same input, in any order', () => {
    fc.assert(
      fc.property(scenarioArb(12, 8, 3), fc.integer(), (scenario, seed) => {
        const first = assignGifts(scenario);
        expect(assignGifts(scenario)).toEqual(first);
        const reordered = { guests: shuffled(scenario.guests, seed), units: shuffled(scenario.units, seed + 1), fixed: shuffled(scenario.fixed, seed + 2) };
        expect(assignGifts(reordered)).toEqual(first);
        // The input lists are not touched.
        expect(reordered.guests).toHaveLength(scenario.guests.length);
      }),
      { numRuns: 300 },
    );
  });

  it('explains every gift truthfully', () => {
    fc.assert(
      fc.property(scenarioArb(12, 8, 3), (scenario) => {
        const result = assignGifts(scenario);
        const guests = new Map(scenario.guests.map((g) => [g.id, g]));
        const unitsByKey = new Map(scenario.units.map((u) => [`${u.itemId}#${u.unitIndex}`, u]));
        const fixedGuests = new Set(scenario.fixed.map((f) => f.guestId));
        const handedOut = new Set(result.assignments.map((a) => `${a.itemId}#${a.unitIndex}`));
        const leftFree = scenario.units.filter((u) => !handedOut.has(`${u.itemId}#${u.unitIndex}`));
        for (const a of result.assignments) {
          if (fixedGuests.has(a.guestId)) {
            expect(['bought', 'pinned']).toContain(a.explanation);
            continue;
          }
          const guest = guests.get(a.guestId)!;
          const given = unitsByKey.get(`${a.itemId}#${a.unitIndex}`)!;
          if (guest.band === null) expect(a.explanation).toBe('no_band');
          else if (priceInBand(given.priceCents, guest.band)) expect(a.explanation).toBe('in_band');
          else {
            expect(a.explanation).toBe('nearest_band');
            // "nothing free in yours": no unit of the guest's band was left over.
            expect(leftFree.filter((u) => priceInBand(u.priceCents, guest.band!))).toEqual([]);
          }
        }
        for (const u of result.unassigned) {
          expect(u.explanation).toBe('no_item_free');
          expect(leftFree).toEqual([]);
        }
        for (const a of result.assignments) expect(explanationTexts[a.explanation]).toBeTruthy();
      }),
      { numRuns: 400 },
    );
  });

  it('hands out the first free units of an item before later ones', () => {
    fc.assert(
      fc.property(scenarioArb(12, 4, 6), (scenario) => {
        const result = assignGifts(scenario);
        const handedOut = new Set(result.assignments.map((a) => `${a.itemId}#${a.unitIndex}`));
        for (const a of result.assignments) {
          if (a.explanation === 'bought' || a.explanation === 'pinned') continue;
          const skipped = scenario.units.filter((u) => u.itemId === a.itemId && u.unitIndex < a.unitIndex && !handedOut.has(`${u.itemId}#${u.unitIndex}`));
          expect(skipped).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the solver against brute force', () => {
  it('finds the minimum of any small integer matrix, wide or tall, with repeated rows and columns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 36, maxLength: 36 }),
        fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }),
        fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 }),
        (rows, cols, values, rowGroups, colGroups, extras) => {
          // Grouped: 3 row groups × 4 column groups, with per-row and per-column extras.
          const costs = {
            rows,
            cols,
            rowGroup: Int32Array.from(rowGroups.slice(0, rows)),
            colGroup: Int32Array.from(colGroups.slice(0, cols)),
            table: Float64Array.from(values.slice(0, 12)),
            tableCols: 4,
            rowExtra: Float64Array.from(extras.slice(0, rows)),
            colExtra: Float64Array.from(extras.slice(6, 6 + cols)),
          };
          for (const matrix of [costs, denseCosts(rows, cols, values.slice(0, rows * cols))]) {
            const chosen = solveMinCostAssignment(matrix);
            const columns = [...chosen].filter((c) => c !== -1);
            expect(columns).toHaveLength(Math.min(rows, cols));
            expect(new Set(columns).size).toBe(columns.length);
            const total = [...chosen].reduce((sum, c, r) => (c === -1 ? sum : sum + groupedCost(matrix, r, c)), 0);
            expect(total).toBe(bruteForceMinimum(rows, cols, (r, c) => groupedCost(matrix, r, c)));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('stays optimal on a 9 × 9 matrix (362,880 permutations, brute-forced a few times)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 81, maxLength: 81 }), (values) => {
        const matrix = denseCosts(9, 9, values);
        const chosen = solveMinCostAssignment(matrix);
        const total = [...chosen].reduce((sum, c, r) => sum + groupedCost(matrix, r, c), 0);
        expect(total).toBe(bruteForceMinimum(9, 9, (r, c) => values[r * 9 + c]!));
      }),
      { numRuns: 5 },
    );
  });
});

// ── Hand-written cases ──────────────────────────────────────────────────────────────────────

describe('assignGifts with the default bands', () => {
  it('matches each guest inside their band', () => {
    const result = assignGifts({
      guests: [
        { id: 'ann', band: UNDER_25 },
        { id: 'bob', band: FROM_25 },
        { id: 'cy', band: FROM_50 },
        { id: 'dee', band: FROM_100 },
      ],
      units: [unit('puzzle', 1999), unit('lego', 3999), unit('skates', 7500), unit('bike', 25_000)],
      fixed: [],
    });
    expect(gifts(result)).toEqual({
      ann: 'puzzle#0 in_band',
      bob: 'lego#0 in_band',
      cy: 'skates#0 in_band',
      dee: 'bike#0 in_band',
    });
    expect(result.unassigned).toEqual([]);
  });

  it('falls back to the nearest band when nothing is free in the guest’s own', () => {
    // Nothing between $25 and $50: a $55 gift is nearer than a $20 one or a $150 one.
    const result = assignGifts({
      guests: [{ id: 'bob', band: FROM_25 }],
      units: [unit('book', 2000), unit('headphones', 5500), unit('drone', 15_000)],
      fixed: [],
    });
    expect(gifts(result)).toEqual({ bob: 'headphones#0 nearest_band' });
    expect(explanationTexts.nearest_band).toBe('Nearest band — nothing free in yours');

    // A $24.99 gift sits just below the band, a $60 gift 17% above: the $24.99 one wins.
    const below = assignGifts({ guests: [{ id: 'bob', band: FROM_25 }], units: [unit('kite', 2499), unit('game', 6000)], fixed: [] });
    expect(gifts(below)).toEqual({ bob: 'kite#0 nearest_band' });
  });

  it('gives the only in-band item to the guest it fits and sends the other to the nearest band', () => {
    const result = assignGifts({
      guests: [
        { id: 'ann', band: UNDER_25 },
        { id: 'bob', band: FROM_25 },
      ],
      units: [unit('mug', 1500), unit('scarf', 3000)],
      fixed: [],
    });
    expect(gifts(result)).toEqual({ ann: 'mug#0 in_band', bob: 'scarf#0 in_band' });

    const crowded = assignGifts({
      guests: [
        { id: 'ann', band: FROM_25 },
        { id: 'bob', band: FROM_25 },
      ],
      units: [unit('scarf', 3000), unit('mug', 2400)],
      fixed: [],
    });
    expect(Object.values(gifts(crowded)).sort()).toEqual(['mug#0 nearest_band', 'scarf#0 in_band']);
  });

  it('gives the most wanted items first, within the band', () => {
    const result = assignGifts({
      guests: [{ id: 'ann', band: FROM_25 }],
      units: [unit('socks', 3000, 5), unit('lamp', 4000, 1), unit('pens', 2600, 3)],
      fixed: [],
    });
    expect(gifts(result)).toEqual({ ann: 'lamp#0 in_band' });
    // But a fitting gift beats a more wanted one outside the band.
    const fit = assignGifts({ guests: [{ id: 'ann', band: UNDER_25 }], units: [unit('watch', 9000, 1), unit('card', 500, 5)], fixed: [] });
    expect(gifts(fit)).toEqual({ ann: 'card#0 in_band' });
  });

  it('uses priority alone for guests without a band', () => {
    const result = assignGifts({
      guests: [
        { id: 'ann', band: null },
        { id: 'bob', band: null },
      ],
      units: [unit('cheap', 500, 4), unit('dear', 50_000, 1), unit('mid', 4000, 2)],
      fixed: [],
    });
    expect(Object.values(gifts(result)).sort()).toEqual(['dear#0 no_band', 'mid#0 no_band']);
  });

  it('hands out the units of an item wanted several times from the first one', () => {
    const result = assignGifts({
      guests: [
        { id: 'ann', band: FROM_25 },
        { id: 'bob', band: FROM_25 },
      ],
      units: units('towel', 3000, 4),
      fixed: [{ guestId: 'cy', itemId: 'towel', unitIndex: 0, reason: 'bought' }],
    });
    expect(gifts(result)).toEqual({ ann: 'towel#1 in_band', bob: 'towel#2 in_band', cy: 'towel#0 bought' });
  });

  it('keeps bought and pinned gifts when re-run, and frees the gift of a guest who declined', () => {
    const guests: AssignmentGuest[] = [
      { id: 'ann', band: FROM_25 },
      { id: 'bob', band: FROM_25 },
      { id: 'cy', band: FROM_25 },
    ];
    const list = [unit('lamp', 3000, 1), unit('vase', 4000, 1), unit('book', 2600, 4)];
    const first = assignGifts({ guests, units: list, fixed: [] });
    // Equal costs: guests in id order take the first cheapest unit.
    expect(gifts(first)).toEqual({ ann: 'lamp#0 in_band', bob: 'vase#0 in_band', cy: 'book#0 in_band' });
    const annGift = first.assignments.find((a) => a.guestId === 'ann')!;

    // Ann bought hers, the host pinned Cy to the book; Bob declined and is left out.
    const rerun = assignGifts({
      guests: guests.filter((g) => g.id !== 'bob'),
      units: list,
      fixed: [
        { guestId: 'ann', itemId: annGift.itemId, unitIndex: annGift.unitIndex, reason: 'bought' },
        { guestId: 'cy', itemId: 'book', unitIndex: 0, reason: 'pinned' },
      ],
    });
    expect(gifts(rerun)).toEqual({ ann: `${annGift.itemId}#0 bought`, cy: 'book#0 pinned' });
    expect(rerun.unassigned).toEqual([]);

    // A new guest arrives: they get what Bob's gift was, never Ann's bought one.
    const grown = assignGifts({
      guests: [...guests.filter((g) => g.id !== 'bob'), { id: 'dan', band: FROM_25 }],
      units: list,
      fixed: [
        { guestId: 'ann', itemId: annGift.itemId, unitIndex: 0, reason: 'bought' },
        { guestId: 'cy', itemId: 'book', unitIndex: 0, reason: 'pinned' },
      ],
    });
    const danGift = grown.assignments.find((a) => a.guestId === 'dan')!;
    expect(danGift.itemId).not.toBe(annGift.itemId);
    expect(danGift.explanation).toBe('in_band');
  });

  it('leaves guests without a gift only when no unit is free, preferring those it fits', () => {
    const result = assignGifts({
      guests: [
        { id: 'ann', band: FROM_100 },
        { id: 'bob', band: UNDER_25 },
        { id: 'cy', band: FROM_100 },
      ],
      units: [unit('mug', 1200)],
      fixed: [],
    });
    expect(gifts(result)).toEqual({ bob: 'mug#0 in_band' });
    expect(result.unassigned).toEqual([
      { guestId: 'ann', explanation: 'no_item_free' },
      { guestId: 'cy', explanation: 'no_item_free' },
    ]);
    expect(explanationTexts.no_item_free).toBe('No gift free right now');

    expect(assignGifts({ guests: [{ id: 'ann', band: null }], units: [], fixed: [] })).toEqual({
      assignments: [],
      unassigned: [{ guestId: 'ann', explanation: 'no_item_free' }],
    });
    expect(assignGifts({ guests: [], units: [unit('mug', 1200)], fixed: [] })).toEqual({ assignments: [], unassigned: [] });
  });

  it('serves 1000 guests from 1000 units, each inside or nearest to their band (its time: `npm run bench assignment`)', () => {
    const guests = Array.from({ length: 1000 }, (_, i) => ({ id: `guest-${String(i).padStart(4, '0')}`, band: i % 10 === 0 ? null : BANDS[i % 4]! }));
    const list = Array.from({ length: 500 }, (_, i) => units(`item-${i}`, 500 + ((i * 7919) % 20_000), 2, 1 + (i % 5))).flat();
    const result = assignGifts({ guests, units: list, fixed: [] });
    expect(result.assignments).toHaveLength(1000);
    expect(result.unassigned).toEqual([]);
  });
});

describe('costs and input checks', () => {
  it('orders costs: band fit, then distance, then priority, then unit index', () => {
    const ann = { id: 'ann', band: FROM_25 };
    expect(assignmentCost(ann, unit('a', 3000, 1, 0))).toBe(0);
    expect(assignmentCost(ann, unit('a', 3000, 5, 0))).toBe(4 * ASSIGNMENT_WEIGHTS.PRIORITY_STEP);
    expect(assignmentCost(ann, unit('a', 3000, 1, 2))).toBe(2);
    expect(assignmentCost(ann, unit('a', 5000, 5, 0))).toBeGreaterThan(assignmentCost(ann, unit('a', 4999, 5, 98)));
    expect(assignmentCost(ann, unit('a', 6000, 1))).toBeLessThan(assignmentCost(ann, unit('a', 9000, 1)));
    expect(assignmentCost(ann, unit('a', 2000, 1))).toBeLessThan(assignmentCost(ann, unit('a', 1000, 1)));
    expect(assignmentCost({ id: 'x', band: null }, unit('a', 123_456, 2, 1))).toBe(ASSIGNMENT_WEIGHTS.PRIORITY_STEP + 1);
    expect(bandDistance(0, FROM_25)).toBe(ASSIGNMENT_WEIGHTS.DISTANCE);
    expect(bandDistance(2500, FROM_25)).toBe(0);
    expect(bandDistance(999_999, FROM_100)).toBe(0);
    expect(priceInBand(5000, FROM_25)).toBe(false);
    expect(priceInBand(5000, FROM_50)).toBe(true);
  });

  it('refuses inconsistent input instead of guessing', () => {
    const ann = { id: 'ann', band: FROM_25 };
    expect(() => assignGifts({ guests: [ann, ann], units: [], fixed: [] })).toThrow('Guest ann is given twice');
    expect(() => assignGifts({ guests: [], units: [unit('a', 100), unit('a', 100)], fixed: [] })).toThrow('Unit a#0 is given twice');
    expect(() => assignGifts({ guests: [], units: [unit('a', -1)], fixed: [] })).toThrow(RangeError);
    expect(() => assignGifts({ guests: [], units: [unit('a', 10.5)], fixed: [] })).toThrow(RangeError);
    expect(() => assignGifts({ guests: [], units: [unit('a', 100, 0)], fixed: [] })).toThrow(RangeError);
    expect(() => assignGifts({ guests: [{ id: 'x', band: { minCents: 500, maxCents: 500 } }], units: [], fixed: [] })).toThrow(RangeError);
    const fixed: FixedAssignment[] = [
      { guestId: 'ann', itemId: 'a', unitIndex: 0, reason: 'bought' },
      { guestId: 'bob', itemId: 'a', unitIndex: 0, reason: 'pinned' },
    ];
    expect(() => assignGifts({ guests: [ann], units: [unit('a', 100)], fixed })).toThrow('Unit a#0 is fixed for two guests');
  });
});
