import { html, raw } from 'hono/html';
import type { ProductCard, ProductPage } from '#core/domain/marketplace/catalog.schema.ts';
import { productCategories, productCategoryLabels, productSorts } from '#core/domain/marketplace/catalog-terms.rules.ts';
import { MAX_PAGE, resultSummary, sortLabels, type MarketplaceFilters } from '#core/domain/marketplace/search-url.rules.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { marketplaceStrip, starIcon, storeIcon } from './catalog-pages.service.ts';

/**
 * The first paint of /marketplace (decision 022, as the event page): the search screen as a visitor
 * sees it, with the URL's filters and the first page of results. Its markup copies the screen's
 * (platform/features/marketplace/components/search/) class for class, so the app takes over without
 * anything moving. The form is a plain GET of the same URL keys, so it searches before the app has
 * loaded too. Every value is user input and goes through hono/html's escaping.
 */

export const SEARCH_TITLE = 'Party supplies';
export const SEARCH_DESCRIPTION = 'Decorations, tableware, cakes, favors, costumes, balloons and rentals from local shops, delivered before the party.';

const field =
  'block w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60 aria-invalid:border-destructive';
const input = `${field} h-11`;
const select = `${field} h-11 pr-8`;
const label = 'mb-1.5 block text-sm font-semibold text-foreground';
const button =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const primaryButton = `${button} bg-primary text-primary-foreground hover:bg-primary-hover shadow-sm h-11 px-5 text-sm`;
const outlineButton = `${button} border border-input bg-card text-foreground hover:bg-muted h-11 px-5 text-sm`;
const FORM_ID = 'marketplace-search';

function searchForm(filters: MarketplaceFilters) {
  const category = filters.category ?? '';
  return html`<form id="${FORM_ID}" role="search" aria-label="Search party supplies" action="/marketplace" method="get" class="rounded-card border border-border bg-card p-4 sm:p-5">
    <div class="flex flex-wrap items-end gap-2">
      <div class="min-w-0 flex-1 basis-48">
        <label class="${label}" for="marketplace-q">Search</label>
        <input id="marketplace-q" name="q" type="search" value="${filters.q ?? ''}" placeholder="Balloons, plates, a bouncy castle…" maxlength="100" enterkeyhint="search" class="${input}" />
      </div>
      <button type="submit" class="${primaryButton}">Search</button>
    </div>
    <div class="mt-4 hidden gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-3">
      <div>
        <label class="${label}" for="marketplace-category">Category</label>
        <select id="marketplace-category" name="category" class="${select}">
          <option value="">Every category</option>
          ${productCategories.map((value) => html`<option value="${value}" ${value === category ? raw('selected') : ''}>${productCategoryLabels[value]}</option>`)}
        </select>
      </div>
      <fieldset class="grid grid-cols-2 gap-2">
        <legend class="mb-1.5 text-sm font-semibold">Price ($)</legend>
        <div>
          <label class="${label} sr-only" for="marketplace-min">Lowest price in dollars</label>
          <input id="marketplace-min" name="min" type="number" inputmode="numeric" min="0" max="100000" step="1" value="${filters.min ?? ''}" placeholder="Min" class="${input}" />
        </div>
        <div>
          <label class="${label} sr-only" for="marketplace-max">Highest price in dollars</label>
          <input id="marketplace-max" name="max" type="number" inputmode="numeric" min="0" max="100000" step="1" value="${filters.max ?? ''}" placeholder="Max" class="${input}" />
        </div>
      </fieldset>
      <div>
        <label class="${label}" for="marketplace-city">Delivers to (city)</label>
        <input id="marketplace-city" name="city" value="${filters.city ?? ''}" placeholder="Any city" autocomplete="address-level2" maxlength="80" class="${input}" />
      </div>
      <div>
        <label class="${label}" for="marketplace-deliver-by">Arrives by</label>
        <input id="marketplace-deliver-by" name="deliverBy" type="date" value="${filters.deliverBy ?? ''}" class="${input}" />
      </div>
      <div>
        <label class="${label}" for="marketplace-rental-date">Rentals free on</label>
        <input id="marketplace-rental-date" name="rentalDate" type="date" value="${filters.rentalDate ?? ''}" aria-describedby="marketplace-rental-hint" class="${input}" />
        <p id="marketplace-rental-hint" class="mt-1 text-xs text-muted-foreground">Shows only rentals with a unit free that day.</p>
      </div>
      <div class="flex items-end gap-2">
        <button type="submit" class="${primaryButton} flex-1">Apply filters</button>
        <a href="/marketplace" class="${outlineButton}">Clear</a>
      </div>
    </div>
  </form>`;
}

function toolbar(sort: string, summary: string) {
  return html`<div class="mt-6 flex flex-wrap items-center justify-between gap-3">
    <p aria-live="polite" class="min-h-5 basis-full text-sm text-muted-foreground sm:basis-auto">${summary}</p>
    <div class="flex items-center gap-2">
      <label class="${label} mb-0 whitespace-nowrap" for="marketplace-sort">Sort by</label>
      <select id="marketplace-sort" name="sort" form="${FORM_ID}" class="${select} w-48">
        ${productSorts.map((value) => html`<option value="${value}" ${value === sort ? raw('selected') : ''}>${sortLabels[value]}</option>`)}
      </select>
    </div>
  </div>`;
}

const badge = 'absolute top-3 left-3 rounded-full bg-card/95 px-3 py-1 text-xs font-semibold text-card-foreground shadow';

function rating(product: ProductCard) {
  if (product.ratingAverage === null || product.ratingCount === 0) return html`<span class="text-sm text-muted-foreground">New</span>`;
  const reviews = product.ratingCount === 1 ? 'review' : 'reviews';
  return html`<span class="inline-flex items-center gap-1.5 text-sm"
    ><span aria-hidden="true" class="inline-flex items-center">${[1, 2, 3, 4, 5].map((star) => starIcon(star <= Math.round(product.ratingAverage ?? 0)))}</span
    ><span class="font-semibold"><span class="sr-only">Rated </span>${product.ratingAverage.toFixed(1)}<span class="sr-only"> out of 5 from</span></span
    ><span class="text-muted-foreground">(${product.ratingCount}<span class="sr-only"> ${reviews}</span>)</span></span
  >`;
}

/** One card of the grid; the first row's photos load at once (one of them is the page's largest paint), the rest lazily. */
function productCard(product: ProductCard, index: number) {
  const photo = product.imageUrls[0];
  const picture = photo
    ? html`<img src="${photo}" alt="${product.title}" class="aspect-square w-full object-cover" ${raw(index < 2 ? 'fetchpriority="high"' : 'loading="lazy"')} />`
    : html`<div aria-hidden="true" class="relative overflow-hidden bg-muted aspect-square w-full">${storeIcon('m-auto h-full w-12 text-muted-foreground')}</div>`;
  const tag = product.soldOut ? html`<span class="${badge}">Sold out</span>` : product.kind === 'rental' ? html`<span class="${badge}">Rental</span>` : '';
  // As the screen's grid (marketplace-screen.tsx): a card off screen is laid out only when it comes near.
  return html`<li class="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
    <div data-testid="product-card" class="rounded-card border border-border bg-card text-card-foreground shadow-sm relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div class="relative">${picture}${tag}</div>
      <div class="flex flex-1 flex-col gap-1.5 p-4">
        <p class="text-xs font-medium text-muted-foreground">${productCategoryLabels[product.category] ?? product.category}</p>
        <h2 class="leading-snug font-bold break-words">
          <a href="/marketplace/product/${encodeURIComponent(product.id)}" class="after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-ring">${product.title}</a>
        </h2>
        <p class="text-sm">
          <a
            href="/marketplace/shop/${encodeURIComponent(product.shop.id)}"
            class="relative z-10 inline-flex items-center gap-1 text-muted-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring"
            >${storeIcon('h-4 w-4 shrink-0')}<span class="sr-only">Shop: </span>${product.shop.name}<span class="sr-only">, ${product.shop.city}</span></a
          >
        </p>
        <div class="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          ${rating(product)}
          <p class="font-bold tabular-nums">${formatUsd(product.priceCents)}${product.kind === 'rental' ? html`<span class="font-normal text-muted-foreground">/day</span>` : ''}</p>
        </div>
      </div>
    </div>
  </li>`;
}

const gridClass = 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4';
const FIRST_PAINT_CARDS = 8;

function results(page: ProductPage) {
  if (page.items.length === 0)
    return html`<div class="rounded-card border border-dashed border-border p-8 text-center sm:p-10">
      <h2 class="text-xl font-bold">Nothing matches your search</h2>
      <p class="mt-2 text-muted-foreground">Try other words, another category or a wider price range, or clear the filters.</p>
      <a href="/marketplace" class="${outlineButton} mt-4">Clear filters</a>
    </div>`;
  // The first screenful on any screen (two rows of four) is drawn; the rest of the page's cards
  // come with the app. Drawing all 24 made styling and laying them out most of the page's
  // main-thread work on a phone (Lighthouse 86 against 92). Without scripts they are all there:
  // a browser running scripts keeps a <noscript>'s content as text, never as elements.
  const firstScreen = page.items.slice(0, FIRST_PAINT_CARDS);
  const rest = page.items.slice(FIRST_PAINT_CARDS);
  return html`<ul class="${gridClass}">
      ${firstScreen.map(productCard)}
    </ul>
    ${
      rest.length
        ? html`<noscript
            ><ul class="${gridClass} mt-4 sm:mt-6">
              ${rest.map((product, index) => productCard(product, index + FIRST_PAINT_CARDS))}
            </ul></noscript
          >`
        : ''
    }`;
}

function pager(params: URLSearchParams, current: number, page: ProductPage) {
  const pages = Math.min(MAX_PAGE, Math.max(1, Math.ceil(page.total / page.pageSize)));
  if (pages <= 1 && current === 1) return '';
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return html`<nav aria-label="Pages of products" class="mt-8 flex flex-wrap items-center justify-center gap-4">
    ${current > 1 ? html`<a href="${to(Math.min(current - 1, pages))}" class="${outlineButton}">Previous page</a>` : ''}
    <span class="text-sm text-muted-foreground">Page ${current} of ${pages}</span>
    ${current < pages ? html`<a href="${to(current + 1)}" class="${outlineButton}">Next page</a>` : ''}
  </nav>`;
}

export interface SearchPageView {
  params: URLSearchParams;
  filters: MarketplaceFilters;
  sort: string;
  pageNumber: number;
  page: ProductPage;
}

export function renderSearchPage({ params, filters, sort, pageNumber, page }: SearchPageView): string {
  return String(
    html`${marketplaceStrip()}
      <div class="mx-auto max-w-6xl px-4 py-8">
        <h1 class="text-3xl font-extrabold sm:text-4xl">${SEARCH_TITLE}</h1>
        <p class="mt-2 text-muted-foreground">Decorations, tableware, treats, favors and rentals from local shops, delivered before the party.</p>
        <div class="mt-6">${searchForm(filters)}</div>
        ${toolbar(sort, resultSummary(page))}
        <div class="mt-4">${results(page)}</div>
        ${pager(params, pageNumber, page)}
      </div>`,
  );
}
