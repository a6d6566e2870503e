import { html, raw } from 'hono/html';
import type { ShareMeta } from '#core/domain/events/event-share.rules.ts';
import type { ProductDetail, ShopPage } from '#core/domain/marketplace/catalog.schema.ts';
import { productCategoryLabels } from '#core/domain/marketplace/catalog.schema.ts';
import { formatCents } from '#core/domain/wishlist/bands.rules.ts';

/**
 * The first paint of the marketplace's public pages (decision 022, as the event page): the share
 * preview in the head and a small card in the page, drawn from what the public API shows a
 * visitor. Every value is user input and goes through hono/html's escaping.
 */

const clip = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
/** A photo of ours is a path on this site; previews need the full address. */
const absolute = (url: string | undefined | null, pageUrl: string) => (url ? new URL(url, pageUrl).href : null);

export function productShareMeta(product: ProductDetail, url: string): ShareMeta {
  const price = product.rental ? `${formatCents(product.priceCents)} a day` : formatCents(product.priceCents);
  const about = product.description ? ` · ${product.description}` : '';
  return {
    title: `${product.title} | ${product.shopName} on Cakeday`,
    description: clip(`${price} · from ${product.shopName} in ${product.shop.city}${about}`, 200),
    image: absolute(product.imageUrls[0], url),
    url,
  };
}

export function shopShareMeta(page: ShopPage, url: string): ShareMeta {
  const rating = page.shop.ratingAverage !== null ? ` · ${page.shop.ratingAverage.toFixed(1)} stars from ${page.shop.ratingCount} reviews` : '';
  return {
    title: `${page.shop.name} | Cakeday Marketplace`,
    description: clip(`Party supplies from ${page.shop.city}${rating}${page.shop.description ? ` · ${page.shop.description}` : ''}`, 200),
    image: absolute(page.shop.logoUrl ?? page.products[0]?.imageUrls[0], url),
    url,
  };
}

const cardClass = 'overflow-hidden rounded-card border border-border bg-card shadow-sm';

const svgOpen = (className: string) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">`;
/** The platform's StoreIcon (platform/components/ui/icons.tsx). */
export const storeIcon = (className: string) =>
  raw(`${svgOpen(className)}<path d="M3 9 5 4h14l2 5"></path><path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0"></path><path d="M5 12v9h14v-9"></path></svg>`);
/** The platform's StarIcon, filled or not as the rating's stars are drawn (star-rating.tsx). */
export const starIcon = (filled: boolean) =>
  raw(
    `${svgOpen(`h-4 w-4 ${filled ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50'}`)}<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"></path></svg>`,
  );
const cartIcon = raw(
  `${svgOpen('h-5 w-5')}<path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"></path><circle cx="10" cy="20" r="1.3"></circle><circle cx="17" cy="20" r="1.3"></circle></svg>`,
);

/**
 * The strip over every buyer screen of the marketplace as a visitor sees it (marketplace-header.tsx):
 * the app adds the member's orders and the cart's count once it knows who is there.
 */
export function marketplaceStrip() {
  return html`<div class="border-b border-border bg-card">
    <nav aria-label="Marketplace" class="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2">
      <a href="/marketplace" class="rounded font-bold hover:underline focus-visible:outline-3 focus-visible:outline-ring">Party supplies</a>
      <div class="flex items-center gap-2">
        <a
          href="/marketplace/cart"
          aria-label="Cart"
          class="inline-flex items-center justify-center whitespace-nowrap rounded-full font-semibold transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring border border-input bg-card text-foreground hover:bg-muted h-9 px-4 text-sm relative gap-1.5"
          >${cartIcon}<span aria-hidden="true">Cart</span></a
        >
      </div>
    </nav>
  </div>`;
}

export function renderProductCard(product: ProductDetail): string {
  const photo = product.imageUrls[0];
  const price = product.rental ? `${formatCents(product.priceCents)} a day` : product.variants.length > 1 ? `From ${formatCents(product.priceCents)}` : formatCents(product.priceCents);
  return String(
    html`${marketplaceStrip()}
      <div class="mx-auto max-w-5xl px-4 py-8">
        <article class="${cardClass} grid gap-0 sm:grid-cols-2">
          ${
            photo
              ? html`<img src="${photo}" alt="${product.title}" class="aspect-square w-full object-cover" />`
              : html`<div aria-hidden="true" class="aspect-square w-full bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200"></div>`
          }
          <div class="p-5 sm:p-8">
            <p class="text-sm font-semibold tracking-wide text-primary uppercase">${productCategoryLabels[product.category] ?? product.category}</p>
            <h1 class="mt-1 text-3xl font-extrabold break-words">${product.title}</h1>
            <p class="mt-2 text-2xl font-bold">${price}</p>
            ${product.soldOut ? html`<p class="mt-1 font-semibold text-danger-text">Sold out</p>` : ''}
            <p class="mt-2 text-muted-foreground">
              Sold by <a class="font-semibold underline" href="/marketplace/shop/${encodeURIComponent(product.shop.slug)}">${product.shopName}</a> in ${product.shop.city}
            </p>
            ${product.description ? html`<p class="mt-4 whitespace-pre-line">${clip(product.description, 600)}</p>` : ''}
          </div>
        </article>
      </div>`,
  );
}

export function renderShopCard(page: ShopPage): string {
  const { shop } = page;
  const rating = shop.ratingAverage !== null ? html`<p class="mt-1 text-muted-foreground">${shop.ratingAverage.toFixed(1)} ★ · ${shop.ratingCount} reviews</p>` : '';
  return String(
    html`${marketplaceStrip()}
      <div class="mx-auto max-w-5xl px-4 py-8">
        <header class="${cardClass} flex gap-5 p-5 sm:p-8">
          ${shop.logoUrl ? html`<img src="${shop.logoUrl}" alt="${shop.name} logo" class="h-20 w-20 shrink-0 rounded-full object-cover" />` : ''}
          <div>
            <h1 class="text-3xl font-extrabold break-words">${shop.name}</h1>
            <p class="mt-1 text-muted-foreground">${shop.city}</p>
            ${rating} ${shop.description ? html`<p class="mt-3 whitespace-pre-line">${clip(shop.description, 600)}</p>` : ''}
          </div>
        </header>
        <ul class="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          ${page.products.slice(0, 8).map(
            (product) =>
              html`<li class="${cardClass}">
                <a href="/marketplace/product/${encodeURIComponent(product.id)}" class="block p-3">
                  <p class="font-semibold break-words">${product.title}</p>
                  <p class="text-muted-foreground">${formatCents(product.priceCents)}${product.kind === 'rental' ? ' a day' : ''}</p>
                </a>
              </li>`,
          )}
        </ul>
      </div>`,
  );
}
