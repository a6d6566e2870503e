import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQueryOf, filtersOf, pageOf, paramsFor, resultSummary, sortOf } from './search-url.rules.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the marketplace search in the URL', () => {
  it('sends dollars from the URL as cents, with the sort and the page', () => {
    const query = new URLSearchParams(apiQueryOf(params('q=balloon&category=balloons&min=10&max=25&city=Austin&deliverBy=2026-12-05&sort=price_asc&page=3')));
    expect(Object.fromEntries(query)).toEqual({ q: 'balloon', category: 'balloons', minPrice: '1000', maxPrice: '2500', city: 'Austin', deliverBy: '2026-12-05', sort: 'price_asc', page: '3' });
  });

  it('drops what a hand-edited link gets wrong instead of sending it', () => {
    const filters = filtersOf(params('category=weapons&min=-5&max=ten&deliverBy=tomorrow&rentalDate=2026-13'));
    expect(filters).toEqual({});
    expect(pageOf(params('page=0'))).toBe(1);
    expect(pageOf(params('page=101'))).toBe(1);
    expect(pageOf(params('page=2.5'))).toBe(1);
    expect(sortOf(params('sort=cheapest'))).toBe('newest');
  });

  it('reads a price range typed the wrong way round as meant', () => {
    expect(filtersOf(params('min=50&max=20'))).toEqual({ min: '20', max: '50' });
  });

  it('sorts by best match only when there are words to match', () => {
    expect(sortOf(params('q=plates'))).toBe('relevance');
    expect(sortOf(params(''))).toBe('newest');
    expect(sortOf(params('q=plates&sort=rating'))).toBe('rating');
  });

  it('a new search keeps the chosen sort and starts again at page 1', () => {
    const next = paramsFor({ q: 'cups', city: ' ' }, params('sort=newest&page=4&q=plates'));
    expect(next.toString()).toBe('q=cups&sort=newest');
  });

  it('counts the filters beyond the words', () => {
    expect(activeFilterCount({ q: 'cake', category: 'cakes_and_treats', rentalDate: '2026-12-05' })).toBe(2);
  });
});

describe('resultSummary', () => {
  const page = (total: number, pageNumber: number, items: number) => ({ total, page: pageNumber, pageSize: 24, items: Array.from({ length: items }, () => ({}) as never) });
  it('counts one page whole and a longer search by its range', () => {
    expect(resultSummary(page(0, 1, 0))).toBe('No products found');
    expect(resultSummary(page(1, 1, 1))).toBe('1 product');
    expect(resultSummary(page(24, 1, 24))).toBe('24 products');
    expect(resultSummary(page(130, 2, 24))).toBe('25–48 of 130 products');
    expect(resultSummary(page(130, 6, 10))).toBe('121–130 of 130 products');
  });
});
