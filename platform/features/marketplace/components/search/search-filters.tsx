import { useId, useState, type FormEvent } from 'react';
import { productCategories, productCategoryLabels } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { activeFilterCount, filterKeys, type MarketplaceFilters } from '#core/domain/marketplace/search-url.rules.ts';

/**
 * The search form of /marketplace: the words, and behind "Filters" on a phone the category, a price
 * range in dollars, the city to deliver to, a date to arrive by and a date a rental must be free.
 * Submitting hands the filled fields to `onSearch`, which puts them in the URL. Remounted (by key)
 * when the URL changes, so it always shows what the page shows.
 */
export function SearchFilters({ initial, onSearch, onClear, today }: { initial: MarketplaceFilters; onSearch: (filters: MarketplaceFilters) => void; onClear: () => void; today: string }) {
  const id = useId();
  const field = (key: string) => `${id}-${key}`;
  const active = activeFilterCount(initial);
  // Open on wide screens always (CSS); on a phone the results come first and "Filters (n)" says how many are on.
  const [open, setOpen] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const filters: MarketplaceFilters = {};
    for (const key of filterKeys) {
      const value = String(data.get(key) ?? '').trim();
      if (value) (filters as Record<string, string>)[key] = value;
    }
    onSearch(filters);
  }

  return (
    <form role="search" aria-label="Search party supplies" onSubmit={submit} className="rounded-card border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-48">
          <Label htmlFor={field('q')}>Search</Label>
          <Input id={field('q')} name="q" type="search" defaultValue={initial.q ?? ''} placeholder="Balloons, plates, a bouncy castle…" maxLength={100} enterKeyHint="search" />
        </div>
        <Button type="submit">Search</Button>
        <Button type="button" variant="outline" className="sm:hidden" aria-expanded={open} aria-controls={field('more')} onClick={() => setOpen(!open)}>
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <div id={field('more')} className={open ? 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'mt-4 hidden gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-3'}>
        <div>
          <Label htmlFor={field('category')}>Category</Label>
          <Select id={field('category')} name="category" defaultValue={initial.category ?? ''}>
            <option value="">Every category</option>
            {productCategories.map((category) => (
              <option key={category} value={category}>
                {productCategoryLabels[category]}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1.5 text-sm font-semibold">Price ($)</legend>
          <div>
            <Label htmlFor={field('min')} className="sr-only">
              Lowest price in dollars
            </Label>
            <Input id={field('min')} name="min" type="number" inputMode="numeric" min={0} max={100000} step={1} defaultValue={initial.min ?? ''} placeholder="Min" />
          </div>
          <div>
            <Label htmlFor={field('max')} className="sr-only">
              Highest price in dollars
            </Label>
            <Input id={field('max')} name="max" type="number" inputMode="numeric" min={0} max={100000} step={1} defaultValue={initial.max ?? ''} placeholder="Max" />
          </div>
        </fieldset>
        <div>
          <Label htmlFor={field('city')}>Delivers to (city)</Label>
          <Input id={field('city')} name="city" defaultValue={initial.city ?? ''} placeholder="Any city" autoComplete="address-level2" maxLength={80} />
        </div>
        <div>
          <Label htmlFor={field('deliverBy')}>Arrives by</Label>
          <Input id={field('deliverBy')} name="deliverBy" type="date" min={today} defaultValue={initial.deliverBy ?? ''} />
        </div>
        <div>
          <Label htmlFor={field('rentalDate')}>Rentals free on</Label>
          <Input id={field('rentalDate')} name="rentalDate" type="date" min={today} defaultValue={initial.rentalDate ?? ''} aria-describedby={field('rental-hint')} />
          <p id={field('rental-hint')} className="mt-1 text-xs text-muted-foreground">
            Shows only rentals with a unit free that day.
          </p>
        </div>
        <div className="flex items-end gap-2">
          <Button type="submit" className="flex-1">
            Apply filters
          </Button>
          <Button type="button" variant="outline" onClick={onClear}>
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}
