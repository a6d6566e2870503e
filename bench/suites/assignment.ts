/**
 * The smart gift assignment (core/domain/wishlist/assignment.rules.ts) for 100, 500 and 1000
 * guests × as many item units, in-process (no server). Inputs come from a seeded generator, so
 * every run times the same problems:
 * - "mixed bands": guests spread over the four default bands (one in ten without a band), items of
 *   quantity 1–3 priced $5–$300 (log-uniform), priorities 1–5, a few gifts already bought;
 * - "one band": every guest in $25–50, the crowded case where most gifts come from nearby bands;
 * - "dense random": a plain n × n matrix of random costs, the solver's general worst case.
 * Goal: 1000 × 1000 well under a second on this 2-core machine.
 */
import { type AssignmentGuest, type AssignmentUnit, type FixedAssignment, assignGifts } from '#core/domain/wishlist/assignment.rules.ts';
import { denseCosts, solveMinCostAssignment } from '#core/domain/wishlist/hungarian.rules.ts';
import { DEFAULT_BANDS } from '#core/domain/wishlist/wishlist.schema.ts';
import { seeded } from '../data.ts';

export const name = 'Gift assignment (min-cost, guests × item units)';

const SIZES = [100, 500, 1000];
const RUNS = 5;

function problem(size: number, oneBand: boolean): { guests: AssignmentGuest[]; units: AssignmentUnit[]; fixed: FixedAssignment[] } {
  const random = seeded(size * 31 + (oneBand ? 7 : 0));
  const bands = DEFAULT_BANDS.map(({ minCents, maxCents }) => ({ minCents, maxCents }));
  const guests = Array.from({ length: size }, (_, index) => ({
    id: `guest-${String(index).padStart(5, '0')}`,
    band: oneBand ? bands[1]! : random() < 0.1 ? null : bands[Math.floor(random() * bands.length)]!,
  }));
  const units: AssignmentUnit[] = [];
  for (let item = 0; units.length < size; item += 1) {
    const quantity = 1 + Math.floor(random() * 3);
    const priceCents = Math.round(500 * 60 ** random());
    const priority = 1 + Math.floor(random() * 5);
    for (let unitIndex = 0; unitIndex < quantity && units.length < size; unitIndex += 1) units.push({ itemId: `item-${item}`, unitIndex, priceCents, priority });
  }
  // One guest in twenty already bought the unit at the same position.
  const fixed: FixedAssignment[] = [];
  for (let index = 0; index < size; index += 20) {
    const unit = units[index]!;
    fixed.push({ guestId: guests[index]!.id, itemId: unit.itemId, unitIndex: unit.unitIndex, reason: 'bought' });
  }
  return { guests, units, fixed };
}

/** Fastest and median of RUNS timed runs after one untimed warm-up. */
function time(work: () => void): { min: number; median: number } {
  work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { min: times[0]!, median: times[Math.floor(times.length / 2)]! };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

export async function run(): Promise<void> {
  for (const size of SIZES) {
    const cases: [string, () => void, string][] = [];
    for (const oneBand of [false, true]) {
      const input = problem(size, oneBand);
      const result = assignGifts(input);
      const counts = new Map<string, number>();
      for (const a of result.assignments) counts.set(a.explanation, (counts.get(a.explanation) ?? 0) + 1);
      const summary = [...counts].map(([explanation, count]) => `${explanation} ${count}`).join(', ');
      cases.push([oneBand ? 'one band' : 'mixed bands', () => void assignGifts(input), summary]);
    }
    const random = seeded(size);
    const matrix = new Float64Array(size * size);
    for (let k = 0; k < matrix.length; k += 1) matrix[k] = Math.floor(random() * 1_000_000);
    const dense = denseCosts(size, size, matrix);
    cases.push(['dense random', () => void solveMinCostAssignment(dense), 'solver only']);

    for (const [label, work, summary] of cases) {
      const { min, median } = time(work);
      console.log(`${String(size).padStart(4)} × ${String(size).padEnd(4)} ${label.padEnd(12)} median ${ms(median)}  fastest ${ms(min)}  (${summary})`);
    }
  }
}
