import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { emptyProductForm, generateVariants, optionValuesOf, productFormValuesFrom, productInputWithStatus, validateProductForm, type ProductFormValues } from './product-form-values.ts';

const item: ProductFormValues = { ...emptyProductForm(), title: 'Paper party hats', category: 'favors' };

describe('option values and the variant table', () => {
  it('reads typed values: trimmed, no empties, no repeats in any case', () => {
    expect(optionValuesOf(' Red, blue ,, red, Gold ')).toEqual(['Red', 'blue', 'Gold']);
  });

  it('makes one row per combination, first option slowest', () => {
    const { rows, problem } = generateVariants(
      [
        { name: 'Color', values: 'Pink, Gold' },
        { name: 'Size', values: 'S, L' },
      ],
      [],
    );
    expect(problem).toBeNull();
    expect(rows.map((row) => row.optionValues)).toEqual([
      ['Pink', 'S'],
      ['Pink', 'L'],
      ['Gold', 'S'],
      ['Gold', 'L'],
    ]);
  });

  it('keeps the id, price and stock of a combination that stays, and prices new rows like the first', () => {
    const before = generateVariants([{ name: 'Color', values: 'Pink, Gold' }], []).rows.map((row, index) => ({
      ...row,
      id: `v${index}`,
      price: index === 0 ? '4.50' : '5.00',
      stock: String(10 + index),
    }));
    const { rows } = generateVariants([{ name: 'Color', values: 'gold, Blue' }], before);
    expect(rows[0]).toMatchObject({ id: 'v1', price: '5.00', stock: '11', optionValues: ['gold'] });
    expect(rows[1]).toMatchObject({ optionValues: ['Blue'], price: '4.50', stock: '0' });
    expect(rows[1]!.id).toBeUndefined();
  });

  it('refuses more than 100 combinations and leaves the table as it was', () => {
    const values = Array.from({ length: 11 }, (_, index) => `v${index}`).join(',');
    const { rows, problem } = generateVariants(
      [
        { name: 'A', values },
        { name: 'B', values },
      ],
      item.variants,
    );
    expect(problem).toMatch(/121 variants; a product has at most 100/);
    expect(rows).toBe(item.variants);
  });

  it('ignores an option until it has a name and values', () => {
    expect(generateVariants([{ name: 'Color', values: '' }], item.variants).rows).toEqual(item.variants);
  });
});

describe('the product form', () => {
  it('sends an item with its options and variants in cents, keeping saved ids', () => {
    const options = [{ name: 'Color', values: 'Pink, Gold' }];
    const variants = generateVariants(options, []).rows.map((row, index) => ({ ...row, price: '3.99', stock: '25', ...(index === 0 ? { id: 'var-1' } : {}) }));
    const { input, errors } = validateProductForm({ ...item, options, variants });
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      kind: 'item',
      optionNames: ['Color'],
      variants: [
        { id: 'var-1', optionValues: ['Pink'], priceCents: 399, stock: 25 },
        { optionValues: ['Gold'], priceCents: 399, stock: 25 },
      ],
    });
  });

  it('puts a variant cell’s problem under that cell', () => {
    const { errors } = validateProductForm({ ...item, category: '', variants: [{ key: 'a', optionValues: [], price: '0', stock: 'lots' }] });
    expect(errors.category).toBe('Choose a category from the list');
    expect(errors['variants.0.price']).toBe('The price must be more than $0');
    expect(errors['variants.0.stock']).toBe('Enter the stock as a whole number');
  });

  it('asks for a name or values for a half-filled option', () => {
    const { errors } = validateProductForm({ ...item, options: [{ name: 'Color', values: ' ' }] });
    expect(errors['options.0.values']).toBe('Give Color at least one value');
  });

  it('sends a rental with its units, price and deposit per day', () => {
    const { input, errors } = validateProductForm({ ...item, kind: 'rental', category: 'rentals', rentalPrice: '45', rentalQuantity: '3', deposit: '' });
    expect(errors).toEqual({});
    expect(input).toMatchObject({ kind: 'rental', pricePerDayCents: 4500, rentalQuantity: 3, depositCents: 0 });
  });

  it('reads a saved product back and changes only its status', () => {
    const product = {
      id: 'p1',
      title: 'Gold balloon arch',
      description: 'Ready to hang.',
      category: 'balloons',
      kind: 'item',
      status: 'draft',
      optionNames: ['Color'],
      variants: [
        { id: 'v1', optionValues: ['Gold'], priceCents: 4599, stock: 4 },
        { id: 'v2', optionValues: ['Silver'], priceCents: 4599, stock: 0 },
      ],
      rental: null,
    } as unknown as ProductDetail;
    expect(productFormValuesFrom(product).options).toEqual([{ name: 'Color', values: 'Gold, Silver' }]);
    expect(productInputWithStatus(product, 'active')).toEqual({
      title: 'Gold balloon arch',
      description: 'Ready to hang.',
      category: 'balloons',
      status: 'active',
      kind: 'item',
      optionNames: ['Color'],
      variants: [
        { id: 'v1', optionValues: ['Gold'], priceCents: 4599, stock: 4 },
        { id: 'v2', optionValues: ['Silver'], priceCents: 4599, stock: 0 },
      ],
    });
  });
});
