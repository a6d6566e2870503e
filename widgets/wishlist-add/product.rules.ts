/**
 * The product the add-to-wishlist widget offers, read on the seller's own page (decision 031): the
 * element's attributes (`data-title`, `data-price`, `data-currency`, `data-image`, `data-url`) win,
 * the page's JSON-LD `Product` fills what they leave out. No link is fetched: the seller's page is
 * the source. Zod-free and DOM-free (the widget hands over the scripts' texts), so it is tested in
 * Node against the same shop pages as core's product-page reader (decision 018) and costs little.
 * Prices are read by core's own price rules; the rest of core's reader stays out of the widget,
 * since it decodes entities with the full HTML table.
 */
import { priceFromOffers } from '../../core/domain/wishlist/json-ld.rules.ts';
import { cleanCurrency, parsePriceToCents } from '../../core/domain/wishlist/product-values.rules.ts';

export interface Product {
  title: string;
  priceCents: number;
  /** ISO 4217, upper-case; USD when the page names none. */
  currency: string;
  /**
   * An http(s) picture, shown on the button as given; the widget sends it to the wishlist only when
   * it is https (the wishlist shows it on an https page, and its rule refuses http pictures).
   */
  imageUrl: string | null;
  url: string | null;
}

export type ProductResult = { ok: true; product: Product; source: 'attributes' | 'json-ld' | 'both' } | { ok: false; message: string };

type Facts = Partial<Product>;
type Node = Record<string, unknown>;

const MAX_TITLE = 200;

const asNode = (value: unknown): Node | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/** The character references shops leave in JSON-LD strings (`Caf&#233;`, `A &amp; B`). */
function decode(text: string): string {
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/** One line of text, at most 200 characters. */
export function cleanTitle(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = decode(value)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text;
}

function webUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(decode(value.trim()), base);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    return url.href.length <= 2000 ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** `Product`, `schema:Product`, `http://schema.org/Product` → `Product`. */
function isA(node: Node, ...types: string[]): boolean {
  return asList(node['@type']).some((type) => typeof type === 'string' && types.includes(type.trim().replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, '')));
}

/** Where a page's main product sits: top level, arrays, `@graph`, `mainEntity`, `itemOffered` (not related products). */
function candidates(value: unknown, into: Node[], depth = 0) {
  if (depth > 8 || into.length >= 500) return;
  if (Array.isArray(value)) return value.forEach((entry) => candidates(entry, into, depth + 1));
  const node = asNode(value);
  if (!node) return;
  into.push(node);
  for (const key of ['@graph', 'mainEntity', 'itemOffered']) if (node[key] !== undefined) candidates(node[key], into, depth + 1);
}

function image(value: unknown, base: string, depth = 0): string | undefined {
  for (const entry of asList(value).slice(0, 10)) {
    const found = typeof entry === 'string' ? webUrl(entry, base) : depth < 2 ? image(asNode(entry)?.url ?? asNode(entry)?.contentUrl ?? asNode(entry)?.contentURL, base, depth + 1) : undefined;
    if (found) return found;
  }
  return undefined;
}

function parseScript(text: string): unknown {
  const body = text
    .trim()
    .replace(/^(?:\/\/|\/\*)?\s*<!\[CDATA\[\s*(?:\*\/)?|^<!--/, '')
    .replace(/(?:\/\/|\/\*)?\s*\]\]>\s*(?:\*\/)?$|-->$/, '')
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(body.replace(/[\u0000-\u001f]/g, ' '));
    } catch {
      return undefined;
    }
  }
}

/**
 * The first product in the page's JSON-LD scripts: `Product` (or `ProductGroup`, whose variants carry
 * the prices; the one the page URL's `?variant=` names first), its name, first https picture, price
 * and currency (`Offer`, `AggregateOffer`, arrays, `priceSpecification`) and its `url`.
 */
export function productFromJsonLd(scripts: readonly string[], pageUrl: string): Facts {
  const variantId = /[?&]variant=(\d{1,20})(?!\d)/.exec(pageUrl)?.[1];
  for (const script of scripts) {
    const nodes: Node[] = [];
    candidates(parseScript(script), nodes);
    for (const node of nodes) {
      if (!isA(node, 'Product', 'ProductGroup', 'IndividualProduct', 'ProductModel')) continue;
      const variants = isA(node, 'ProductGroup')
        ? asList(node.hasVariant)
            .map(asNode)
            .filter((entry): entry is Node => !!entry)
            .slice(0, 200)
        : [];
      const names = (entry: Node) =>
        !!variantId &&
        [entry.url, entry['@id'], ...asList(entry.offers).map((offer) => asNode(offer)?.url)].some((value) => typeof value === 'string' && new RegExp(`[?&]variant=${variantId}(?!\\d)`).test(value));
      const chosen = variants.find(names);
      const ordered = chosen ? [chosen, node, ...variants] : [node, ...variants];
      const first = <T>(read: (entry: Node) => T | undefined) => ordered.map(read).find((value) => value !== undefined);
      const wrapper = nodes.find((other) => isA(other, 'Offer', 'AggregateOffer') && asList(other.itemOffered).includes(node));
      const facts: Facts = {};
      const title = first((entry) => cleanTitle(entry.name));
      const picture = first((entry) => image(entry.image, pageUrl));
      const found = priceFromOffers(wrapper) ?? first((entry) => priceFromOffers(entry.offers));
      const url = webUrl(node.url, pageUrl);
      if (title) facts.title = title;
      if (picture) facts.imageUrl = picture;
      if (found) {
        facts.priceCents = found.priceCents;
        if (found.currency) facts.currency = found.currency;
      }
      if (url) facts.url = url;
      if (facts.title || facts.priceCents !== undefined) return facts;
    }
  }
  return {};
}

/**
 * The product for the widget: attributes first, then JSON-LD; the page itself as the link when
 * neither names one. A missing title or price is the seller's to fix, said in words.
 *
 * @example
 * readProduct({ title: 'Balance bike', price: '89.00' }, [], 'https://shop.example/bike')
 * // → { ok: true, source: 'attributes', product: { title: 'Balance bike', priceCents: 8900, currency: 'USD', imageUrl: null, url: 'https://shop.example/bike' } }
 */
export function readProduct(options: Record<string, string | undefined>, scripts: readonly string[], pageUrl: string): ProductResult {
  const page = pageUrl.split('#')[0]!;
  const fromAttributes: Facts = {};
  const title = cleanTitle(options.title);
  const cents = options.price ? parsePriceToCents(options.price) : undefined;
  if (options.price && cents === undefined) return { ok: false, message: `data-price="${options.price.slice(0, 40)}" is not a price; write it like 24.99.` };
  if (options.currency && !cleanCurrency(options.currency)) return { ok: false, message: `data-currency="${options.currency.slice(0, 40)}" is not a currency code; write it like USD.` };
  if (title) fromAttributes.title = title;
  if (cents !== undefined) fromAttributes.priceCents = cents;
  if (options.currency) fromAttributes.currency = cleanCurrency(options.currency);
  const picture = webUrl(options.image, page);
  if (picture) fromAttributes.imageUrl = picture;
  const link = webUrl(options.url, page);
  if (link) fromAttributes.url = link;
  const needsPage = !fromAttributes.title || fromAttributes.priceCents === undefined || !fromAttributes.imageUrl || !fromAttributes.url;
  const fromPage = needsPage ? productFromJsonLd(scripts, page) : {};
  const merged: Facts = { ...fromPage, ...fromAttributes };
  if (!merged.title) return { ok: false, message: 'This button does not say which product it is: the shop can add data-title and data-price, or a JSON-LD Product on the page.' };
  if (merged.priceCents === undefined) return { ok: false, message: 'This button does not give the product’s price: the shop can add data-price="24.99".' };
  const usedPage = Object.keys(fromPage).some((field) => !(field in fromAttributes));
  const usedAttributes = Object.keys(fromAttributes).length > 0;
  return {
    ok: true,
    source: usedPage && usedAttributes ? 'both' : usedPage ? 'json-ld' : 'attributes',
    product: { title: merged.title, priceCents: merged.priceCents, currency: merged.currency ?? 'USD', imageUrl: merged.imageUrl ?? null, url: merged.url ?? (webUrl(page, page) || null) },
  };
}

/** "$89.00", "€24.99": the product's price in its own currency. */
export function formatPrice(cents: number, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
