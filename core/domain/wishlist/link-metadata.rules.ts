import { productFromJsonLd } from './json-ld.rules.ts';
import { scanProductPage, type PageFacts } from './product-page.rules.ts';
import { cleanCurrency, cleanImage, cleanText, type LinkMetadata, parsePriceToCents } from './product-values.rules.ts';

export { decodeEntities, type LinkMetadata, parsePriceToCents } from './product-values.rules.ts';

/**
 * Reads product facts from a page's HTML text (already decoded from its charset). Pure (no
 * network): the worker's link reader fetches, this parses. Sources, most precise first — JSON-LD
 * (json-ld.rules.ts), Open Graph / product meta and microdata, Twitter cards, the visible product
 * elements of pages that have little metadata (Amazon), then `<title>`. Each field comes from the
 * first source that has it; a price keeps the currency of its own source.
 */
function firstImage(candidates: (string | undefined)[], baseUrl: string): string | undefined {
  for (const candidate of candidates) {
    const url = cleanImage(candidate, baseUrl);
    if (url) return url;
  }
  return undefined;
}

function withPrice(result: LinkMetadata, amount: string | undefined, currency: string | undefined): LinkMetadata {
  const priceCents = parsePriceToCents(amount);
  if (priceCents === undefined) return result;
  const code = cleanCurrency(currency);
  return { ...result, priceCents, ...(code ? { currency: code } : {}) };
}

function compact(result: LinkMetadata): LinkMetadata {
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as LinkMetadata;
}

function fromOpenGraph(meta: PageFacts['meta'], baseUrl: string): LinkMetadata {
  const result = compact({
    title: cleanText(meta.get('og:title')),
    imageUrl: firstImage([meta.get('og:image:secure_url'), meta.get('og:image'), meta.get('og:image:url')], baseUrl),
  });
  // Facebook's product tags, then the older og: spelling, then schema.org microdata.
  for (const [amount, currency] of [
    ['product:price:amount', 'product:price:currency'],
    ['og:price:amount', 'og:price:currency'],
    ['price', 'pricecurrency'],
  ] as const) {
    const priced = withPrice(result, meta.get(amount), meta.get(currency));
    if (priced.priceCents !== undefined) return priced;
  }
  return result;
}

function fromTwitter(meta: PageFacts['meta'], baseUrl: string): LinkMetadata {
  return compact({
    title: cleanText(meta.get('twitter:title')),
    imageUrl: firstImage([meta.get('twitter:image'), meta.get('twitter:image:src')], baseUrl),
  });
}

function fromPageElements(page: PageFacts, baseUrl: string): LinkMetadata {
  return withPrice(compact({ title: cleanText(page.productTitle), imageUrl: cleanImage(page.mainImage, baseUrl) }), page.buyBoxPrice, undefined);
}

/** Where the page's relative addresses point: its `<base href>` when that is http(s), else the page itself. */
function baseOf(page: PageFacts, pageUrl: string): string {
  if (!page.baseHref) return pageUrl;
  try {
    const base = new URL(page.baseHref, pageUrl);
    return base.protocol === 'https:' || base.protocol === 'http:' ? base.href : pageUrl;
  } catch {
    return pageUrl;
  }
}

/** Product facts from the page: JSON-LD first (most precise), then meta tags, then the page's own elements and `<title>`. */
export function parseLinkMetadata(html: string, pageUrl: string): LinkMetadata {
  const page = scanProductPage(html);
  const baseUrl = baseOf(page, pageUrl);
  const sources = [
    productFromJsonLd(page.jsonLd, pageUrl, baseUrl),
    fromOpenGraph(page.meta, baseUrl),
    fromTwitter(page.meta, baseUrl),
    fromPageElements(page, baseUrl),
    compact({ title: cleanText(page.title) }),
  ];
  const result: LinkMetadata = {};
  const title = sources.find((source) => source.title)?.title;
  const imageUrl = sources.find((source) => source.imageUrl)?.imageUrl;
  const priced = sources.find((source) => source.priceCents !== undefined);
  if (title) result.title = title;
  if (imageUrl) result.imageUrl = imageUrl;
  if (priced) {
    result.priceCents = priced.priceCents!;
    if (priced.currency) result.currency = priced.currency;
  }
  return result;
}
