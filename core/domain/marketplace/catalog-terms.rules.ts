/**
 * The catalog's fixed terms (decision 061): categories, limits, sorts and the page size. Kept
 * apart from catalog.schema.ts so the public marketplace pages read them without loading zod.
 */

export const productCategoryLabels = {
  decorations: 'Decorations',
  tableware: 'Tableware',
  cakes_and_treats: 'Cakes and treats',
  favors: 'Favors',
  costumes: 'Costumes',
  balloons: 'Balloons',
  rentals: 'Rentals',
  entertainment_supplies: 'Entertainment supplies',
} as const;
export type ProductCategory = keyof typeof productCategoryLabels;
export const productCategories = Object.keys(productCategoryLabels) as ProductCategory[];
export const catalogLimits = {
  photos: 10,
  optionNames: 2,
  variants: 100,
  /** $100,000: above anything a party supply costs, well inside a safe integer once multiplied. */
  maxPriceCents: 10_000_000,
  maxStock: 100_000,
  maxRentalQuantity: 1_000,
  maxRentalDays: 14,
} as const;

export const productSorts = ['relevance', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];
export const MARKETPLACE_PAGE_SIZE = 24;
