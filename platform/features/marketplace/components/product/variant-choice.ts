import type { VariantView } from '#core/domain/marketplace/catalog.schema.ts';

/**
 * Choosing a variant by its options (Color, then Size). A value of a later option is offered
 * against the values chosen before it, as shops do: a value is disabled when no variant with it
 * (and the earlier choices) has stock left. Picking an earlier value moves each later option to the
 * first value still in stock, so the choice always names a variant one can buy when there is one.
 */
export type Selection = string[];

/** Each option's values, in the order the shop listed its variants. */
export function optionValues(optionNames: string[], variants: VariantView[]): string[][] {
  return optionNames.map((_name, index) => [...new Set(variants.map((variant) => variant.optionValues[index]).filter((value): value is string => value !== undefined))]);
}

const matchesBefore = (variant: VariantView, selection: Selection, index: number) => selection.slice(0, index).every((value, before) => variant.optionValues[before] === value);

/** True when some variant with this value (and the earlier choices) is in stock. */
export function valueInStock(variants: VariantView[], selection: Selection, index: number, value: string): boolean {
  return variants.some((variant) => variant.optionValues[index] === value && matchesBefore(variant, selection, index) && variant.stock > 0);
}

/** True when a variant with this value (and the earlier choices) exists at all. */
function valueExists(variants: VariantView[], selection: Selection, index: number, value: string): boolean {
  return variants.some((variant) => variant.optionValues[index] === value && matchesBefore(variant, selection, index));
}

/** The variant the selection names, if every option is chosen and the combination exists. */
export function variantFor(variants: VariantView[], selection: Selection): VariantView | undefined {
  return variants.find((variant) => variant.optionValues.length === selection.length && variant.optionValues.every((value, index) => value === selection[index]));
}

/** From option `from` on, keeps each choice that still exists and has stock, else the first value in stock (else the first that exists). */
export function settle(optionNames: string[], variants: VariantView[], selection: Selection, from = 0): Selection {
  const values = optionValues(optionNames, variants);
  const next = selection.slice(0, optionNames.length);
  for (let index = from; index < optionNames.length; index++) {
    const current = next[index];
    if (current !== undefined && valueInStock(variants, next, index, current)) continue;
    const choices = values[index] ?? [];
    next[index] =
      choices.find((value) => valueInStock(variants, next, index, value)) ??
      (current !== undefined && valueExists(variants, next, index, current) ? current : (choices.find((value) => valueExists(variants, next, index, value)) ?? ''));
  }
  return next;
}

/** Where the page starts: the variant in the link (back from signing in) or the first in stock. */
export function initialSelection(optionNames: string[], variants: VariantView[], variantId?: string | null): Selection {
  const linked = variants.find((variant) => variant.id === variantId);
  if (linked) return [...linked.optionValues];
  return settle(optionNames, variants, []);
}

/** Choosing `value` for option `index`: the later options follow. */
export function choose(optionNames: string[], variants: VariantView[], selection: Selection, index: number, value: string): Selection {
  const next = [...selection];
  next[index] = value;
  return settle(optionNames, variants, next, index + 1);
}
