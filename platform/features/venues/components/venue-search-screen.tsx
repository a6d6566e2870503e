import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '#platform/components/ui/alert.tsx';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { CardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { VenueCard } from '#platform/components/venue-card.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useVenueSearch } from '../api/search-venues.ts';
import { filterValuesOf, VenueSearchFilters, type VenueFilterValues } from './venue-search-filters.tsx';

export const VENUES_PER_PAGE = 12;
const sorts = [
  ['rating', 'Best rated'],
  ['price', 'Lowest price'],
  ['newest', 'Newest'],
] as const;

/** GET /api/venues' query for the page's URL: the filters, the sort and the page (always a search, never the landing list). */
export function searchQueryOf(params: URLSearchParams): string {
  const query = new URLSearchParams(filterValuesOf(params) as Record<string, string>);
  const sort = params.get('sort');
  if (sort && sorts.some(([value]) => value === sort)) query.set('sort', sort);
  query.set('page', String(pageOf(params)));
  query.set('limit', String(VENUES_PER_PAGE));
  return query.toString();
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
}

/** /venues: the public venue search; every filter, the sort and the page live in the URL. */
export function VenueSearchScreen() {
  useDocumentMeta('Find a venue', 'Houses, backyards, pools, fields, gardens and apartments to rent by the hour for a birthday party.');
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params);
  const search = useVenueSearch(query);
  const page = pageOf(params);
  const sort = params.get('sort') ?? 'rating';
  // The venue page's price panel starts from the searched date, times and party size.
  const carried = new URLSearchParams(Object.entries(filterValuesOf(params)).filter(([key]) => ['date', 'start', 'end', 'guests'].includes(key)) as [string, string][]).toString();

  function apply(values: VenueFilterValues) {
    const next = new URLSearchParams(values as Record<string, string>);
    if (params.get('sort')) next.set('sort', params.get('sort')!);
    setParams(next);
  }

  function withParam(key: string, value: string | null): string {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return `?${next.toString()}`;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Find a venue</h1>
      <p className="mt-2 text-muted-foreground">Houses, backyards, pools, fields, gardens and apartments for your party, by the hour.</p>

      <div className="mt-6">
        <VenueSearchFilters key={params.toString()} initial={filterValuesOf(params)} onSearch={apply} onClear={() => setParams(new URLSearchParams())} />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {search.isSuccess ? (search.data.venues.length === 0 ? 'No venues found' : `Page ${page}: ${search.data.venues.length} ${search.data.venues.length === 1 ? 'venue' : 'venues'}`) : ''}
        </p>
        <div className="flex items-center gap-2">
          <Label htmlFor="venue-sort" className="mb-0 whitespace-nowrap">
            Sort by
          </Label>
          <Select
            id="venue-sort"
            className="w-44"
            value={sort}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('sort', event.target.value);
              next.delete('page');
              setParams(next);
            }}
          >
            {sorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-6">
        {search.isPending ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Venues loading">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <CardSkeleton />
              </li>
            ))}
          </ul>
        ) : search.isError ? (
          <Alert tone="error">{failureMessage(search.error, 'The search could not be run.', 'Please check your connection and try again.')}</Alert>
        ) : search.data.venues.length === 0 ? (
          <div className="rounded-card border border-dashed border-border p-10 text-center">
            <h2 className="text-xl font-bold">No venues match your search</h2>
            <p className="mt-2 text-muted-foreground">Try another city or date, widen the price range, or clear the filters.</p>
            <Link to="/venues" className={buttonClasses('outline', 'md', 'mt-4')}>
              Clear filters
            </Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {search.data.venues.map((venue) => (
              <li key={venue.id}>
                <VenueCard venue={venue} to={`/venues/${encodeURIComponent(venue.id)}${carried ? `?${carried}` : ''}`} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {search.isSuccess && (page > 1 || search.data.hasMore) ? (
        <nav aria-label="Pages of venues" className="mt-8 flex items-center justify-center gap-4">
          {page > 1 ? (
            <Link to={withParam('page', page === 2 ? null : String(page - 1))} className={buttonClasses('outline', 'md')}>
              Previous page
            </Link>
          ) : null}
          <span className="text-sm text-muted-foreground">Page {page}</span>
          {search.data.hasMore ? (
            <Link to={withParam('page', String(page + 1))} className={buttonClasses('outline', 'md')}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
