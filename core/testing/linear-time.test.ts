import { describe, expect, it } from 'vitest';
import { growthOf, LINEAR_RATIO_MAX } from './linear-time.ts';

/** Work that touches each item once, or each pair of items. */
function linear(items: Float64Array) {
  let sum = 0;
  for (let i = 0; i < items.length; i += 1) sum += items[i]!;
  return sum;
}
function quadratic(items: Float64Array) {
  let sum = 0;
  for (let i = 0; i < items.length; i += 1) for (let j = 0; j < items.length; j += 1) sum += items[i]! * items[j]!;
  return sum;
}

describe('growthOf', () => {
  it('passes linear work and fails quadratic work', () => {
    expect(growthOf((scale) => new Float64Array(scale * 2_000_000).fill(1), linear).ratio).toBeLessThan(LINEAR_RATIO_MAX);
    // 4,000 items: the small run's 16 million steps take well over growthOf's 5 ms floor, so the ratio
    // is the work's (about 64) and not the floor's; at 2,000 a fast run hid under it and read 21.
    expect(growthOf((scale) => new Float64Array(scale * 4_000).fill(1), quadratic).ratio).toBeGreaterThan(LINEAR_RATIO_MAX);
  });
});
