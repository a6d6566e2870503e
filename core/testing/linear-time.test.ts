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
    expect(growthOf((scale) => new Float64Array(scale * 2_000).fill(1), quadratic).ratio).toBeGreaterThan(LINEAR_RATIO_MAX);
  });
});
