import type { ProductPage } from './catalog.schema.ts';
import { productCategories, productSorts, type ProductCategory, type ProductSort } from './catalog-terms.rules.ts';

/**
 * The marketplace search as it stands in the page's URL, read the same way by the screen and by the
 * server drawing its first paint. Prices are whole dollars there (`min`,
 * `max`: what a person types and reads in a shared link) and cents in the API's query. Values a
 * hand-edited link gets wrong are dropped rather than sent, so the page shows results, not a 400.
 */
export interface MarketplaceFilters {
  q?: string;
  category?: ProductCategory;
  /** Whole dollars. */
  min?: string;
  max?: string;
  city?: string;
  deliverBy?: string;
  rentalDate?: string;
}
export const filterKeys = ['q', 'category', 'min', 'max', 'city', 'deliverBy', 'rentalDate'] as const satisfies readonly (keyof MarketplaceFilters)[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_DOLLARS = /^\d{1,6}$/;
export const MAX_PAGE = 100;

export const sortLabels: Record<ProductSort, string> = {
  relevance: 'Best match',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  rating: 'Best rated',
};

function isCategory(value: string): value is ProductCategory {
  return (productCategories as string[]).includes(value);
}

/** The filters of a URL, each checked; a wrong one is left out. */
export function filtersOf(params: URLSearchParams): MarketplaceFilters {
  const filters: MarketplaceFilters = {};
  const text = (key: 'q' | 'city', max: number) => {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value.slice(0, max);
  };
  text('q', 100);
  text('city', 80);
  const category = params.get('category');
  if (category && isCategory(category)) filters.category = category;
  for (const key of ['min', 'max'] as const) {
    const value = params.get(key)?.trim();
    if (value && WHOLE_DOLLARS.test(value)) filters[key] = String(Number(value));
  }
  // A range typed the wrong way round is read as meant.
  if (filters.min && filters.max && Number(filters.min) > Number(filters.max)) [filters.min, filters.max] = [filters.max, filters.min];
  for (const key of ['deliverBy', 'rentalDate'] as const) {
    const value = params.get(key);
    if (value && ISO_DATE.test(value)) filters[key] = value;
  }
  return filters;
}

export function sortOf(params: URLSearchParams): ProductSort {
  const sort = params.get('sort');
  if (sort && (productSorts as readonly string[]).includes(sort)) return sort as ProductSort;
  // Without words to match, "best match" means nothing: the newest come first.
  return params.get('q')?.trim() ? 'relevance' : 'newest';
}

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** GET /api/marketplace/products' query for the page's URL: the filters in cents, the sort and the page. */
export function apiQueryOf(params: URLSearchParams): string {
  const filters = filtersOf(params);
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.category) query.set('category', filters.category);
  if (filters.min) query.set('minPrice', String(Number(filters.min) * 100));
  if (filters.max) query.set('maxPrice', String(Number(filters.max) * 100));
  if (filters.city) query.set('city', filters.city);
  if (filters.deliverBy) query.set('deliverBy', filters.deliverBy);
  if (filters.rentalDate) query.set('rentalDate', filters.rentalDate);
  query.set('sort', sortOf(params));
  const page = pageOf(params);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}

/** The page's URL for these filters: the sort carries over when it was chosen, the page starts again at 1. */
export function paramsFor(filters: MarketplaceFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
  }
  const sort = current.get('sort');
  if (sort) next.set('sort', sort);
  return next;
}

/** How many filters beyond the words are on: the count on the phone's "Filters" toggle. */
export function activeFilterCount(filters: MarketplaceFilters): number {
  return filterKeys.filter((key) => key !== 'q' && filters[key]).length;
}

/** "1–24 of 130 products": the search's summary line (the search engine behind it is never the buyer's business). */
export function resultSummary(page: Pick<ProductPage, 'total' | 'page' | 'pageSize' | 'items'>): string {
  if (page.total === 0) return 'No products found';
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const noun = page.total === 1 ? 'product' : 'products';
  return page.total <= page.pageSize ? `${page.total} ${noun}` : `${first}–${last} of ${page.total} ${noun}`;
}
