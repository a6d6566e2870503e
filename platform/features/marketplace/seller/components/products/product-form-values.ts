import type { z } from 'zod';
import { productInputSchema, type ProductDetail, type ProductInput } from '#core/domain/marketplace/catalog.schema.ts';
import { catalogLimits, type ProductCategory } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { centsToDollars, dollarsToCents } from '#platform/lib/dollars.ts';

/**
 * The product editor's values as its inputs hold them, the variant table generated from the option
 * values, and the conversions to and from the API's product. Validation is core's productInputSchema.
 */

export type ProductStatus = ProductDetail['status'];

export interface ProductOption {
  name: string;
  /** The values as typed, comma separated ("Red, Blue"); split by `optionValuesOf`. */
  values: string;
}

export interface VariantRow {
  /** Stable across regenerations, for React and for finding a cell's error. */
  key: string;
  /** The variant's id once saved: sent back so it keeps its stock history and cart lines. */
  id?: string;
  optionValues: string[];
  price: string;
  stock: string;
}

export interface ProductFormValues {
  title: string;
  description: string;
  category: ProductCategory | '';
  status: ProductStatus;
  kind: 'item' | 'rental';
  options: ProductOption[];
  variants: VariantRow[];
  rentalPrice: string;
  rentalQuantity: string;
  deposit: string;
}

/** "Red, blue , Red,," → ["Red", "blue"]: trimmed, empty ones and repeats (any case) dropped. */
export function optionValuesOf(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of text.split(',')) {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}

const comboKey = (values: string[]) => values.map((value) => value.toLowerCase()).join('\u0000');

/** Every combination of the options' values, in reading order (first option slowest). */
export function combinations(valueLists: string[][]): string[][] {
  return valueLists.reduce<string[][]>((combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])), [[]]);
}

/**
 * The variant rows for these options: one per combination of values, keeping the id, price and stock
 * of a row that already had that combination (so renaming nothing loses nothing). New rows start at
 * the first row's price and no stock. Options without a name or without values are left out; more
 * than `catalogLimits.variants` combinations is refused with the sentence to show.
 */
export function generateVariants(options: ProductOption[], previous: VariantRow[]): { rows: VariantRow[]; problem: string | null } {
  const used = options.filter((option) => option.name.trim() && optionValuesOf(option.values).length > 0);
  const lists = used.map((option) => optionValuesOf(option.values));
  const count = lists.reduce((product, values) => product * values.length, 1);
  if (count > catalogLimits.variants) {
    return { rows: previous, problem: `These options make ${count} variants; a product has at most ${catalogLimits.variants}. Remove some values.` };
  }
  const byCombo = new Map(previous.map((row) => [comboKey(row.optionValues), row]));
  const fallbackPrice = previous[0]?.price ?? '';
  const rows = combinations(lists).map((values) => {
    const existing = byCombo.get(comboKey(values)) ?? (values.length === 0 && previous.length === 1 ? previous[0] : undefined);
    if (existing) return { ...existing, optionValues: values };
    return { key: `new-${comboKey(values) || 'single'}`, optionValues: values, price: fallbackPrice, stock: '0' };
  });
  return { rows, problem: null };
}

export function emptyProductForm(): ProductFormValues {
  return {
    title: '',
    description: '',
    category: '',
    status: 'draft',
    kind: 'item',
    options: [],
    variants: [{ key: 'new-single', optionValues: [], price: '', stock: '0' }],
    rentalPrice: '',
    rentalQuantity: '1',
    deposit: '0.00',
  };
}

export function productFormValuesFrom(product: ProductDetail): ProductFormValues {
  const options = product.optionNames.map((name, index) => ({
    name,
    values: [...new Set(product.variants.map((variant) => variant.optionValues[index]).filter((value): value is string => Boolean(value)))].join(', '),
  }));
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    status: product.status,
    kind: product.kind,
    options,
    variants:
      product.kind === 'item'
        ? product.variants.map((variant) => ({ key: variant.id, id: variant.id, optionValues: variant.optionValues, price: centsToDollars(variant.priceCents), stock: String(variant.stock) }))
        : emptyProductForm().variants,
    rentalPrice: product.rental ? centsToDollars(product.rental.pricePerDayCents) : '',
    rentalQuantity: product.rental ? String(product.rental.quantityPerDay) : '1',
    deposit: product.rental ? centsToDollars(product.rental.depositCents) : '0.00',
  };
}

function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

export function productInputOf(values: ProductFormValues): ProductInput {
  const base = { title: values.title, description: values.description, category: values.category as ProductCategory, status: values.status };
  if (values.kind === 'rental') {
    return {
      ...base,
      kind: 'rental',
      pricePerDayCents: dollarsToCents(values.rentalPrice),
      rentalQuantity: wholeNumber(values.rentalQuantity),
      depositCents: values.deposit.trim() === '' ? 0 : dollarsToCents(values.deposit),
    };
  }
  const used = values.options.filter((option) => option.name.trim() && optionValuesOf(option.values).length > 0);
  return {
    ...base,
    kind: 'item',
    optionNames: used.map((option) => option.name.trim()),
    variants: values.variants.map((row) => ({ ...(row.id ? { id: row.id } : {}), optionValues: row.optionValues, priceCents: dollarsToCents(row.price), stock: wholeNumber(row.stock) })),
  };
}

/** The product as the API would take it back, with another status (the list's quick status change). */
export function productInputWithStatus(product: ProductDetail, status: ProductStatus): ProductInput {
  return productInputOf({ ...productFormValuesFrom(product), status });
}

/** Which field a message belongs to: `variants.3.priceCents` → `variants.3.price`, `pricePerDayCents` → `rentalPrice`. */
export function productFieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'variants' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const cell = parts[2] === 'priceCents' ? 'price' : parts[2] === 'stock' ? 'stock' : 'optionValues';
    return `variants.${parts[1]}.${cell}`;
  }
  if (parts[0] === 'pricePerDayCents') return 'rentalPrice';
  if (parts[0] === 'rentalQuantity') return 'rentalQuantity';
  if (parts[0] === 'depositCents') return 'deposit';
  return parts[0] || '_';
}

const numberWords: Record<string, string> = {
  price: 'Enter a price in dollars, like 12.50',
  stock: 'Enter the stock as a whole number',
  rentalPrice: 'Enter the price per day in dollars, like 45.00',
  rentalQuantity: 'Enter how many units you can rent out each day',
  deposit: 'Enter the deposit in dollars, or 0',
};

export function productErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = productFieldOf(issue.path.join('.'));
    const word = numberWords[field.split('.').pop() ?? field];
    errors[field] ??= issue.code === 'invalid_type' && word ? word : issue.message;
  }
  return errors;
}

export function validateProductForm(values: ProductFormValues): { input: ProductInput; errors: Record<string, string> } {
  const input = productInputOf(values);
  const result = productInputSchema.safeParse(input);
  const errors = result.success ? {} : productErrorsOf(result.error);
  if (values.kind === 'item') {
    values.options.forEach((option, index) => {
      if (option.name.trim() && optionValuesOf(option.values).length === 0) errors[`options.${index}.values`] ??= `Give ${option.name.trim()} at least one value`;
      if (!option.name.trim() && optionValuesOf(option.values).length > 0) errors[`options.${index}.name`] ??= 'Name this option (for example Color)';
    });
  }
  return { input, errors };
}
