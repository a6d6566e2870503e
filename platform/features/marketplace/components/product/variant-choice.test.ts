import { describe, expect, it } from 'vitest';
import type { VariantView } from '#core/domain/marketplace/catalog.schema.ts';
import { choose, initialSelection, optionValues, valueInStock, variantFor } from './variant-choice.ts';

const names = ['Color', 'Size'];
const variants: VariantView[] = [
  { id: 'red-s', optionValues: ['Red', 'Small'], priceCents: 1000, stock: 0 },
  { id: 'red-l', optionValues: ['Red', 'Large'], priceCents: 1500, stock: 3 },
  { id: 'blue-s', optionValues: ['Blue', 'Small'], priceCents: 1000, stock: 2 },
  { id: 'gold-s', optionValues: ['Gold', 'Small'], priceCents: 1200, stock: 0 },
];

describe('choosing a variant by its options', () => {
  it('lists each option’s values in the shop’s order', () => {
    expect(optionValues(names, variants)).toEqual([
      ['Red', 'Blue', 'Gold'],
      ['Small', 'Large'],
    ]);
  });

  it('starts on the first variant in stock, or on the one in the link', () => {
    expect(variantFor(variants, initialSelection(names, variants))?.id).toBe('red-l');
    expect(variantFor(variants, initialSelection(names, variants, 'blue-s'))?.id).toBe('blue-s');
  });

  it('disables a color with nothing left and a size sold out in the chosen color', () => {
    expect(valueInStock(variants, [], 0, 'Gold')).toBe(false);
    expect(valueInStock(variants, ['Red'], 1, 'Small')).toBe(false);
    expect(valueInStock(variants, ['Blue'], 1, 'Small')).toBe(true);
    // Blue comes only in Small: Large does not exist in blue.
    expect(valueInStock(variants, ['Blue'], 1, 'Large')).toBe(false);
  });

  it('moves a later option to a value in stock when an earlier one changes', () => {
    expect(choose(names, variants, ['Red', 'Large'], 0, 'Blue')).toEqual(['Blue', 'Small']);
    expect(choose(names, variants, ['Blue', 'Small'], 0, 'Red')).toEqual(['Red', 'Large']);
  });

  it('a product without options is its one variant', () => {
    const single: VariantView[] = [{ id: 'only', optionValues: [], priceCents: 500, stock: 1 }];
    expect(variantFor(single, initialSelection([], single))?.id).toBe('only');
  });
});
