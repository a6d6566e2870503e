import { cleanCurrency, cleanImage, cleanText, decodeEntities, type LinkMetadata, parsePriceToCents } from './product-values.rules.ts';

/**
 * Product facts from a page's JSON-LD, in the shapes shops really emit: `Product`; `ProductGroup`
 * whose prices live on its `hasVariant` products (Shopify); an `Offer` wrapping its `itemOffered`;
 * `@type` as a full IRI (`http://schema.org/Product`) or an array; `@graph` and `mainEntity`;
 * offers as one object, an array or an `AggregateOffer` (`lowPrice`); prices as strings or numbers;
 * images as a string, an array or an `ImageObject`. Pure: the page scan hands over the script texts.
 */
type Node = Record<string, unknown>;

const MAX_DEPTH = 8;
const MAX_NODES = 500;

/**
 * A script's JSON, tolerating what browsers tolerate around it: XHTML-era CDATA and comment
 * wrappers (`<![CDATA[ … ]]>`, `//<![CDATA[`, `<!-- … -->`), a trailing `;`, and raw line breaks
 * inside strings (invalid JSON, but common in descriptions pasted from editors).
 */
export function parseJsonLdText(text: string): unknown {
  let body = text.trim();
  for (const [open, close] of [
    ['<![CDATA[', ']]>'],
    ['<!--', '-->'],
  ] as const) {
    const at = body.indexOf(open);
    if (at !== -1 && at <= 4) body = body.slice(at + open.length);
    const end = body.lastIndexOf(close);
    if (end !== -1 && body.length - end - close.length <= 4) body = body.slice(0, end);
    // What is left of `//<![CDATA[` / `/*<![CDATA[*/` around the JSON.
    body = body
      .trim()
      .replace(/^(?:\*\/)/, '')
      .replace(/(?:\/\/|\/\*)$/, '')
      .trim();
  }
  body = body.replace(/;$/, '');
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

const asNode = (value: unknown): Node | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** `Product`, `schema:Product`, `http://schema.org/Product`, `https://www.schema.org/Product` → `Product`. */
function typesOf(node: Node): string[] {
  return asList(node['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.trim().replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, ''));
}

const isA = (node: Node, ...types: string[]) => typesOf(node).some((type) => types.includes(type));

/**
 * The nodes where a page's main product can sit (top level, arrays, `@graph`, `mainEntity`,
 * `itemOffered`), in document order and depth-limited. Related products inside lists or
 * `isSimilarTo` are deliberately not walked: they are other products.
 */
function candidates(value: unknown, into: Node[], depth = 0) {
  if (depth > MAX_DEPTH || into.length >= MAX_NODES) return;
  if (Array.isArray(value)) {
    for (const entry of value) candidates(entry, into, depth + 1);
    return;
  }
  const node = asNode(value);
  if (!node) return;
  into.push(node);
  for (const key of ['@graph', 'mainEntity', 'itemOffered']) if (node[key] !== undefined) candidates(node[key], into, depth + 1);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? cleanText(decodeEntities(value)) : undefined;
}

/** The first usable picture: a string, an array of them, or an `ImageObject` (`url`, `contentUrl`; Etsy writes `contentURL`). */
function image(value: unknown, pageUrl: string, depth = 0): string | undefined {
  for (const entry of asList(value).slice(0, 10)) {
    if (typeof entry === 'string') {
      const url = cleanImage(decodeEntities(entry), pageUrl);
      if (url) return url;
    }
    const node = asNode(entry);
    if (node && depth < 2) {
      const url = image(node.url ?? node.contentUrl ?? node.contentURL, pageUrl, depth + 1);
      if (url) return url;
    }
  }
  return undefined;
}

interface Price {
  priceCents: number;
  currency?: string;
}

/**
 * The first usable price of an `offers` value: `Offer`, `AggregateOffer` (its `lowPrice` or its own
 * offers), arrays, `priceSpecification`. The add-to-wishlist widget reads offers with it too.
 */
export function priceFromOffers(offers: unknown, depth = 0): Price | undefined {
  if (depth > 3) return undefined;
  for (const entry of asList(offers).slice(0, 100)) {
    const offer = asNode(entry);
    if (!offer) continue;
    const specs = asList(offer.priceSpecification)
      .map(asNode)
      .filter((spec): spec is Node => spec !== undefined);
    const amounts = [offer.price, offer.lowPrice, ...specs.map((spec) => spec.price)];
    for (const amount of amounts) {
      const cents = parsePriceToCents(amount);
      if (cents === undefined) continue;
      const currency = cleanCurrency(offer.priceCurrency) ?? specs.map((spec) => cleanCurrency(spec.priceCurrency)).find(Boolean);
      return currency ? { priceCents: cents, currency } : { priceCents: cents };
    }
    const nested = priceFromOffers(offer.offers, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/** The variant a Shopify link names (`?variant=123`) appears in its product's or offer's `url`/`@id`. */
function namesVariant(node: Node, variantId: string | null): boolean {
  if (!variantId) return false;
  const pattern = new RegExp(`[?&]variant=${variantId}(?!\\d)`);
  return [node.url, node['@id'], ...asList(node.offers).map((offer) => asNode(offer)?.url)].some((value) => typeof value === 'string' && pattern.test(value));
}

function fromProduct(product: Node, pageUrl: string, baseUrl: string, wrapper?: Node): LinkMetadata {
  const variantParam = new URL(pageUrl).searchParams.get('variant');
  const variantId = variantParam && /^\d{1,20}$/.test(variantParam) ? variantParam : null;
  // A ProductGroup carries the shared name; its variants carry the prices (and often the pictures).
  const variants = isA(product, 'ProductGroup')
    ? asList(product.hasVariant)
        .map(asNode)
        .filter((node): node is Node => node !== undefined)
        .slice(0, 200)
    : [];
  const chosen = variants.find((variant) => namesVariant(variant, variantId));
  const ordered = chosen ? [chosen, product, ...variants] : [product, ...variants];
  const first = <T>(read: (node: Node) => T | undefined) => ordered.map(read).find((value) => value !== undefined);
  // An offer the link points at directly (older Shopify themes list one offer per variant).
  const namedOffer = asList(product.offers).find((offer) => asNode(offer) && namesVariant({ offers: [offer] }, variantId));
  const result: LinkMetadata = {};
  const title = first((node) => text(node.name));
  const imageUrl = first((node) => image(node.image, baseUrl));
  const found = priceFromOffers(namedOffer) ?? priceFromOffers(wrapper) ?? first((node) => priceFromOffers(node.offers));
  if (title) result.title = title;
  if (imageUrl) result.imageUrl = imageUrl;
  if (found) Object.assign(result, found);
  return result;
}

/**
 * The first product on the page (JSON-LD scripts in order), read as far as its data allows.
 * `pageUrl` is the link (it may name a variant); relative pictures resolve against `baseUrl`.
 */
export function productFromJsonLd(scripts: readonly string[], pageUrl: string, baseUrl = pageUrl): LinkMetadata {
  for (const script of scripts) {
    const nodes: Node[] = [];
    candidates(parseJsonLdText(script), nodes);
    for (const node of nodes) {
      if (isA(node, 'Product', 'ProductGroup', 'IndividualProduct', 'ProductModel')) {
        // An Offer that wraps this product holds its price; it was pushed just before it.
        const wrapper = nodes.find((other) => isA(other, 'Offer', 'AggregateOffer') && other.itemOffered !== undefined && asList(other.itemOffered).includes(node));
        const found = fromProduct(node, pageUrl, baseUrl, wrapper);
        if (Object.keys(found).length > 0) return found;
      }
    }
  }
  return {};
}
