/**
 * A test's guard against input that makes a parser super-linear (nesting, runs of unclosed tags):
 * the work on an input 8 times larger must cost about 8 times as much, not 64. Asserting a time
 * limit instead fails on a busy machine and says nothing about the shape; this compares two runs
 * on the same machine at the same moment, and leaves a wide margin (a quadratic step at 1 MB costs
 * seconds against milliseconds). Speed itself is the bench's (`npm run bench`), never a test's.
 */
export function growthOf<T>(inputAt: (scale: number) => T, run: (input: T) => void): { small: number; large: number; ratio: number } {
  const time = (input: T) => {
    // The better of two runs: a pause for garbage collection or another process lands on one only.
    let best = Infinity;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const started = performance.now();
      run(input);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  // Inputs are built before the clock starts.
  const smallInput = inputAt(1);
  const largeInput = inputAt(8);
  const small = time(smallInput);
  const large = time(largeInput);
  // A floor of 5 ms on the small run: below it, timer resolution and warm-up decide the ratio.
  return { small, large, ratio: large / Math.max(small, 5) };
}

/** Linear growth with margin: 8× the input within 24× the time (quadratic growth would be 64×). */
export const LINEAR_RATIO_MAX = 24;
