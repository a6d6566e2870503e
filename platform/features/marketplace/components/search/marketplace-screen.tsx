import { startTransition, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ProductPage } from '#core/domain/marketplace/catalog.schema.ts';
import { productSorts, type ProductSort } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { CardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useServerCard } from '#platform/lib/use-server-card.ts';
import { useProductSearch } from '../../api/search-products.ts';
import { todayOnViewersClock } from '../../local-date.ts';
import { marketplaceHome } from '../../marketplace-paths.ts';
import { MarketplaceHeader } from '../marketplace-header.tsx';
import { ProductCard } from '../product-card.tsx';
import { SearchFilters } from './search-filters.tsx';
import { apiQueryOf, filtersOf, MAX_PAGE, pageOf, paramsFor, resultSummary, sortLabels, sortOf } from '#core/domain/marketplace/search-url.rules.ts';

/** /marketplace: the public search of party supplies; the words, every filter, the sort and the page live in the URL. */
export function MarketplaceScreen() {
  useDocumentMeta('Party supplies', 'Decorations, tableware, cakes, favors, costumes, balloons and rentals from local shops, delivered before the party.');
  const [params, setParams] = useSearchParams();
  const search = useProductSearch(apiQueryOf(params));
  const filters = filtersOf(params);
  const serverCard = useServerCard(search);
  // The server's drawing of this search (catalog-search-page.service.ts) stands for the whole screen until its results are in.
  if (serverCard) return <div dangerouslySetInnerHTML={{ __html: serverCard }} />;

  return (
    <>
      <MarketplaceHeader />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Party supplies</h1>
        <p className="mt-2 text-muted-foreground">Decorations, tableware, treats, favors and rentals from local shops, delivered before the party.</p>
        <div className="mt-6">
          <SearchFilters
            key={params.toString()}
            initial={filters}
            today={todayOnViewersClock()}
            onSearch={(next) => setParams(paramsFor(next, params))}
            onClear={() => setParams(new URLSearchParams())}
          />
        </div>
        <ResultsToolbar
          sort={sortOf(params)}
          summary={search.isSuccess ? resultSummary(search.data) : ''}
          onSort={(sort) => {
            const next = new URLSearchParams(params);
            next.set('sort', sort);
            next.delete('page');
            setParams(next);
          }}
        />
        <div className="mt-4" aria-busy={search.isFetching ? true : undefined}>
          {search.isPending ? (
            <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" aria-label="Products loading">
              {[0, 1, 2, 3].map((index) => (
                <li key={index}>
                  <CardSkeleton />
                </li>
              ))}
            </ul>
          ) : search.isError ? (
            <Alert tone="error">{failureMessage(search.error, 'The search could not be run.', 'Please check your connection and try again.')}</Alert>
          ) : search.data.items.length === 0 ? (
            <NoResults />
          ) : (
            <ProductGrid page={search.data} />
          )}
        </div>
        {search.isSuccess ? <Pager page={pageOf(params)} data={search.data} params={params} /> : null}
      </div>
    </>
  );
}

function ResultsToolbar({ sort, summary, onSort }: { sort: ProductSort; summary: string; onSort: (sort: ProductSort) => void }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {/* A line of its own on a phone, kept while empty: the summary arriving never moves the grid. */}
      <p aria-live="polite" className="min-h-5 basis-full text-sm text-muted-foreground sm:basis-auto">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <Label htmlFor="marketplace-sort" className="mb-0 whitespace-nowrap">
          Sort by
        </Label>
        <Select id="marketplace-sort" className="w-48" value={sort} onChange={(event) => onSort(event.target.value as ProductSort)}>
          {productSorts.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/**
 * A card off screen is neither laid out nor painted until it comes near (content-visibility), its
 * box held at a card's usual height meanwhile: laying out 24 cards was most of the search page's
 * main-thread work on a phone. The server's drawing of the grid uses the same class.
 */
const gridItemClass = '[contain-intrinsic-size:auto_22rem] [content-visibility:auto]';

/** The cards drawn with the page; the rest follow in a render of their own (the server draws the same first screenful). */
const FIRST_CARDS = 8;

/**
 * How many of `total` cards to render: the first screenful (two rows of four) at once, all of them
 * in a transition right after, so the page's first render and its styling and layout are two short
 * tasks rather than one long one on a phone.
 */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown(total)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

function ProductGrid({ page }: { page: ProductPage }) {
  const shown = useCardsShown(page.items.length);
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
      {page.items.slice(0, shown).map((product) => (
        <li key={product.id} className={gridItemClass}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

function NoResults() {
  return (
    <div className="rounded-card border border-dashed border-border p-8 text-center sm:p-10">
      <h2 className="text-xl font-bold">Nothing matches your search</h2>
      <p className="mt-2 text-muted-foreground">Try other words, another category or a wider price range, or clear the filters.</p>
      <Link to={marketplaceHome} className={buttonClasses('outline', 'md', 'mt-4')}>
        Clear filters
      </Link>
    </div>
  );
}

function Pager({ page, data, params }: { page: number; data: ProductPage; params: URLSearchParams }) {
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(data.total / data.pageSize)));
  if (pages <= 1 && page === 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pages of products" className="mt-8 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(Math.min(page - 1, pages))} className={buttonClasses('outline', 'md')}>
          Previous page
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={buttonClasses('outline', 'md')}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
