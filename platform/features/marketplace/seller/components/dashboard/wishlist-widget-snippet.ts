import { centsToDollars } from '#platform/lib/dollars.ts';

export interface SnippetProduct {
  title: string;
  priceCents: number;
  /** The cover photo; made absolute from `origin` when the API gives a path. */
  imageUrl: string | null;
  /** The product's public page on this site. */
  path: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * The add-to-wishlist widget's copy-paste snippet for one of the shop's products: the same element
 * and script tag as the Embed page's snippet (platform/features/embed/components/embed-snippet.ts),
 * with the product's own data in the attributes the widget reads (`data-title`, `data-price`,
 * `data-image`, `data-url`; widgets/wishlist-add/product.rules.ts) instead of placeholders. The key
 * is the member's own add-to-wishlist embed key: none is invented here. `data-url` is the product's
 * page here, which the API knows as the seller's own product: the wish it adds is that product
 * (price and photo from the catalog, tied to it so a purchase here marks it bought).
 */
export function wishlistWidgetSnippet(keyId: string, product: SnippetProduct, origin: string): string {
  const attributes = [
    `data-title="${attribute(product.title)}"`,
    `data-price="${centsToDollars(product.priceCents)}"`,
    product.imageUrl ? `data-image="${attribute(absolute(product.imageUrl, origin))}"` : null,
    `data-url="${attribute(absolute(product.path, origin))}"`,
    `data-key="${attribute(keyId)}"`,
  ].filter(Boolean);
  return `<div data-cakeday-widget="wishlist-add" ${attributes.join(' ')}></div>\n<script async src="${origin}/sdk/v1/cakeday.js"></script>`;
}
