import { html } from 'hono/html';
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

export function renderProductCard(product: ProductDetail): string {
  const photo = product.imageUrls[0];
  const price = product.rental ? `${formatCents(product.priceCents)} a day` : product.variants.length > 1 ? `From ${formatCents(product.priceCents)}` : formatCents(product.priceCents);
  return String(
    html`<div class="mx-auto max-w-5xl px-4 py-8">
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
    html`<div class="mx-auto max-w-5xl px-4 py-8">
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
