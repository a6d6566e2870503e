import { describe, expect, it } from 'vitest';
import { toBandsInput } from './bands-editor.tsx';
import { toItemInput } from './item-form.tsx';

const fields = { url: '', title: 'Kite', imageUrl: '', price: '18', quantity: '1', priority: '3', notes: '' };

describe('toItemInput', () => {
  it('turns the form into the API input, dollars into cents and empty optionals into null', () => {
    expect(toItemInput({ ...fields, url: ' https://shop.example/kite ', notes: '  Red  ' })).toEqual({
      errors: {},
      input: { url: 'https://shop.example/kite', title: 'Kite', imageUrl: null, priceCents: 1800, quantity: 1, priority: 3, notes: 'Red' },
    });
  });
  it('refuses a negative price, an absurd quantity and a private image scheme with the schema messages', () => {
    expect(toItemInput({ ...fields, price: '-1' }).errors.price).toBe('Price must be a whole number of cents from 0 to 100,000.00');
    expect(toItemInput({ ...fields, price: '12.345' }).errors.price).toBe('Price must be a whole number of cents from 0 to 100,000.00');
    expect(toItemInput({ ...fields, price: '100000.01' }).errors.price).toBe('Price must be a whole number of cents from 0 to 100,000.00');
    expect(toItemInput({ ...fields, quantity: '500' }).errors.quantity).toBe('Quantity must be a whole number from 1 to 99');
    expect(toItemInput({ ...fields, quantity: '' }).errors.quantity).toBe('Quantity must be a whole number from 1 to 99');
    expect(toItemInput({ ...fields, imageUrl: 'http://shop.example/a.jpg' }).errors.imageUrl).toBe('Image must be a web address starting with https://');
    expect(toItemInput({ ...fields, url: 'javascript:alert(1)' }).errors.url).toBe('Link must be a web address starting with http:// or https://');
    expect(toItemInput({ ...fields, title: '  ' }).errors.title).toBe('Title is required');
    expect(toItemInput({ ...fields, price: '-1' }).input).toBeUndefined();
  });
});

describe('toBandsInput', () => {
  const row = (key: number, label: string, min: string, max: string, id?: string) => ({ key, label, min, max, ...(id ? { id } : {}) });
  it('keeps ids, converts dollars and reads an empty end as no upper limit', () => {
    expect(toBandsInput([row(1, 'Small', '0', '25', 'band-a'), row(2, 'Big', '25', '')])).toEqual({
      input: {
        bands: [
          { id: 'band-a', label: 'Small', minCents: 0, maxCents: 2500 },
          { label: 'Big', minCents: 2500, maxCents: null },
        ],
      },
    });
  });
  it('names the band that is wrong', () => {
    expect(toBandsInput([row(1, 'Small', '0', '30'), row(2, 'Big', '25', '')]).error).toBe('Band 2: Bands must be in order from cheapest to dearest and must not overlap');
    expect(toBandsInput([row(1, 'Open', '0', ''), row(2, 'Big', '25', '')]).error).toBe('Band 1: Only the last band can have no upper limit');
    expect(toBandsInput([row(1, '', '0', '25')]).error).toBe('Band 1: Each band needs a name');
    expect(toBandsInput([row(1, 'Small', '30', '25')]).error).toBe('Band 1: A band must end above where it starts');
  });
});
