import { describe, expect, it } from 'vitest';
import { assignBandIds, bandOfPrice, formatCents, inBand, isPotPrice } from './bands.rules.ts';
import { bandsInputSchema, DEFAULT_BANDS } from './wishlist.schema.ts';

const bounded = [
  { id: 'a', label: 'Small', minCents: 0, maxCents: 2500 },
  { id: 'b', label: 'Big', minCents: 2500, maxCents: 10000 },
];

describe('bands', () => {
  it('places prices in half-open bands', () => {
    expect(inBand(2499, bounded[0]!)).toBe(true);
    expect(inBand(2500, bounded[0]!)).toBe(false);
    expect(bandOfPrice(2500, bounded)?.id).toBe('b');
    expect(bandOfPrice(12000, DEFAULT_BANDS)?.label).toBe('$100+');
    expect(bandOfPrice(20000, bounded)).toBeUndefined();
  });

  it('makes items at or above every band group pots; an open top band makes none', () => {
    expect(isPotPrice(10000, bounded)).toBe(true);
    expect(isPotPrice(9999, bounded)).toBe(false);
    expect(isPotPrice(5_000_000, DEFAULT_BANDS)).toBe(false);
    expect(isPotPrice(1, [])).toBe(false);
  });

  it('keeps ids of existing bands and gives new ones fresh ids (never twice the same)', () => {
    let n = 0;
    const ids = assignBandIds(
      [
        { id: 'a', label: 'x', minCents: 0, maxCents: 1 },
        { id: 'a', label: 'y', minCents: 1, maxCents: 2 },
        { id: 'zzz', label: 'z', minCents: 2, maxCents: null },
      ],
      bounded,
      () => `new-${++n}`,
    );
    expect(ids.map((band) => band.id)).toEqual(['a', 'new-1', 'new-2']);
  });

  it('formats cents as dollars', () => expect(formatCents(129999)).toBe('$1,299.99'));
});

describe('bandsInputSchema', () => {
  const message = (bands: unknown) => {
    const result = bandsInputSchema.safeParse({ bands });
    return result.success ? 'ok' : result.error.issues[0]!.message;
  };
  it('accepts the defaults', () => expect(message(DEFAULT_BANDS.map(({ id: _id, ...band }) => band))).toBe('ok'));
  it.each([
    [[{ label: 'A', minCents: 100, maxCents: 100 }], 'A band must end above where it starts'],
    [
      [
        { label: 'A', minCents: 0, maxCents: 3000 },
        { label: 'B', minCents: 2500, maxCents: 5000 },
      ],
      'Bands must be in order from cheapest to dearest and must not overlap',
    ],
    [
      [
        { label: 'A', minCents: 0, maxCents: null },
        { label: 'B', minCents: 2500, maxCents: 5000 },
      ],
      'Only the last band can have no upper limit',
    ],
    [[{ label: 'A', minCents: -1, maxCents: 5 }], 'Price must be a whole number of cents from 0 to 100,000.00'],
    [
      [
        { label: 'A', minCents: 0, maxCents: 5 },
        { label: 'a', minCents: 5, maxCents: 9 },
      ],
      'Each band needs its own name',
    ],
    [[], 'Keep at least one band'],
    [Array.from({ length: 9 }, (_, i) => ({ label: `B${i}`, minCents: i * 10, maxCents: i * 10 + 10 })), 'At most 8 bands'],
  ])('refuses %j', (bands, expected) => expect(message(bands)).toBe(expected));
});
