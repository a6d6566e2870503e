import { MAX_PRICE_CENTS } from './wishlist.schema.ts';

/**
 * Reads product facts from a page's HTML text: Open Graph / product meta tags and JSON-LD
 * `Product` data. Pure (no network): the worker's link reader fetches, this parses. Everything it
 * finds is a suggestion the person can edit; anything odd is left out rather than guessed.
 */
export interface LinkMetadata {
  title?: string;
  imageUrl?: string;
  priceCents?: number;
  currency?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+\d*);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x') || lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[lower] ?? whole;
  });
}

/**
 * The start tags `<name …>` of a page, in order, each with the offset just after it. The pages are
 * anyone's, so no regex here may rescan the page: `/<meta\b[^>]*>/g` restarts at every unclosed
 * `<meta` and runs to the end (quadratic; a JSON-LD pattern with two `[^>]*` was cubic, so 70 KB
 * of `<script type="…"` held the CPU for over a minute). Once a tag has no `>`, no later tag has
 * one either, so the scan stops there.
 */
function* startTags(html: string, name: string): Generator<{ tag: string; end: number }> {
  const opening = new RegExp(`<${name}\\b`, 'gi');
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const close = html.indexOf('>', match.index);
    if (close === -1) return;
    yield { tag: html.slice(match.index, close + 1), end: close + 1 };
    opening.lastIndex = close + 1;
  }
}

/** Attributes of one tag (`<meta property="og:title" content="…">`), names lower-cased. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  // The lookbehind makes a name start only at the start of a run of name characters; without it a
  // long run with no `=` is retried from each of its characters (quadratic).
  const pattern = /(?<![a-zA-Z_:.-])([a-zA-Z_:.-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;
  for (let match = pattern.exec(tag); match; match = pattern.exec(tag)) {
    const name = match[1]!.toLowerCase();
    found[name] ??= decodeEntities(match[3] ?? match[4] ?? match[5] ?? '');
  }
  return found;
}

function cleanText(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = decodeEntities(value).replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * "19.99", "1,299.00", "19,99", "$ 25", 25 → whole cents; undefined for anything else (negative,
 * not a number, above the largest price a wishlist takes).
 */
export function parsePriceToCents(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') text = String(value);
  else if (typeof value === 'string') text = value.trim();
  else return undefined;
  if (text.includes('-')) return undefined;
  // Currency words and symbols around the number ("$ 25", "19.99 USD"); nothing inside it.
  text = text.replace(/^[^\d]+|[^\d]+$/g, '').replace(/(?<=\d)[\s\u00a0'](?=\d{3}\b)/g, '');
  if (!/^[\d.,]+$/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // The separator that comes last is the decimal one; the other groups thousands.
    text = lastDot > lastComma ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    text = /,\d{1,2}$/.test(text) && text.split(',').length === 2 ? text.replace(',', '.') : text.replace(/,/g, '');
  } else if (text.split('.').length > 2) {
    text = text.replace(/\.(?=.*\.)/g, '');
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const cents = Math.round(Number(text) * 100);
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MAX_PRICE_CENTS) return undefined;
  return cents;
}

function cleanCurrency(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;
}

/** An https image address, resolved against the page; http and other schemes are dropped. */
function cleanImage(value: unknown, pageUrl: string): string | undefined {
  let raw: unknown = value;
  if (Array.isArray(raw)) raw = raw[0];
  if (raw && typeof raw === 'object' && 'url' in raw) raw = (raw as { url: unknown }).url;
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  try {
    const url = new URL(decodeEntities(raw.trim()), pageUrl);
    if (url.protocol !== 'https:' || url.href.length > 2000) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

type Json = unknown;

function isType(node: Record<string, Json>, type: string): boolean {
  const value = node['@type'];
  return Array.isArray(value) ? value.includes(type) : value === type;
}

/** Every object in a JSON-LD document (top level, arrays, @graph), depth-limited. */
function collectNodes(value: Json, into: Record<string, Json>[], depth = 0) {
  if (depth > 6 || into.length > 200) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectNodes(entry, into, depth + 1);
  } else if (value && typeof value === 'object') {
    const node = value as Record<string, Json>;
    into.push(node);
    if (node['@graph']) collectNodes(node['@graph'], into, depth + 1);
    if (node.mainEntity) collectNodes(node.mainEntity, into, depth + 1);
  }
}

function offerPrice(offers: Json): { priceCents?: number; currency?: string } {
  const list = Array.isArray(offers) ? offers : [offers];
  for (const offer of list) {
    if (!offer || typeof offer !== 'object') continue;
    const o = offer as Record<string, Json>;
    const spec = (Array.isArray(o.priceSpecification) ? o.priceSpecification[0] : o.priceSpecification) as Record<string, Json> | undefined;
    const price = parsePriceToCents(o.price ?? o.lowPrice ?? spec?.price);
    if (price !== undefined) return { priceCents: price, currency: cleanCurrency(o.priceCurrency ?? spec?.priceCurrency) };
  }
  return {};
}

function fromJsonLd(html: string, pageUrl: string): LinkMetadata {
  const closing = /<\/script\s*>/gi;
  let after = 0;
  for (const { tag, end } of startTags(html, 'script')) {
    if (end <= after || !/type\s*=\s*["']?application\/ld\+json/i.test(tag)) continue;
    closing.lastIndex = end;
    const close = closing.exec(html);
    if (!close) break;
    after = closing.lastIndex;
    let parsed: Json;
    try {
      parsed = JSON.parse(html.slice(end, close.index).trim());
    } catch {
      continue;
    }
    const nodes: Record<string, Json>[] = [];
    collectNodes(parsed, nodes);
    const product = nodes.find((node) => isType(node, 'Product') || isType(node, 'ProductGroup'));
    if (!product) continue;
    const { priceCents, currency } = offerPrice(product.offers);
    const result: LinkMetadata = {};
    const title = cleanText(product.name);
    const imageUrl = cleanImage(product.image, pageUrl);
    if (title) result.title = title;
    if (imageUrl) result.imageUrl = imageUrl;
    if (priceCents !== undefined) result.priceCents = priceCents;
    if (currency) result.currency = currency;
    return result;
  }
  return {};
}

function fromMetaTags(html: string, pageUrl: string): LinkMetadata {
  const meta: Record<string, string> = {};
  for (const { tag } of startTags(html, 'meta')) {
    const attrs = attributes(tag);
    const key = (attrs.property ?? attrs.name ?? attrs.itemprop)?.toLowerCase();
    if (key && attrs.content !== undefined) meta[key] ??= attrs.content;
  }
  const result: LinkMetadata = {};
  const title = cleanText(meta['og:title'] ?? meta['twitter:title']);
  const imageUrl = cleanImage(meta['og:image:secure_url'] ?? meta['og:image'] ?? meta['twitter:image'], pageUrl) ?? cleanImage(meta['og:image'], pageUrl);
  const priceCents = parsePriceToCents(meta['product:price:amount'] ?? meta['og:price:amount'] ?? meta.price);
  const currency = cleanCurrency(meta['product:price:currency'] ?? meta['og:price:currency'] ?? meta.pricecurrency);
  if (title) result.title = title;
  if (imageUrl) result.imageUrl = imageUrl;
  if (priceCents !== undefined) result.priceCents = priceCents;
  if (currency && priceCents !== undefined) result.currency = currency;
  return result;
}

function fromTitleTag(html: string): string | undefined {
  const start = startTags(html, 'title').next();
  if (start.done) return undefined;
  const closing = /<\/title\s*>/gi;
  closing.lastIndex = start.value.end;
  const close = closing.exec(html);
  return close ? cleanText(html.slice(start.value.end, close.index)) : undefined;
}

/** Product facts from the page: JSON-LD first (most precise), then meta tags, then `<title>`. */
export function parseLinkMetadata(html: string, pageUrl: string): LinkMetadata {
  const jsonLd = fromJsonLd(html, pageUrl);
  const tags = fromMetaTags(html, pageUrl);
  const result: LinkMetadata = {};
  const title = jsonLd.title ?? tags.title ?? fromTitleTag(html);
  const imageUrl = jsonLd.imageUrl ?? tags.imageUrl;
  const price = jsonLd.priceCents !== undefined ? jsonLd : tags;
  if (title) result.title = title;
  if (imageUrl) result.imageUrl = imageUrl;
  if (price.priceCents !== undefined) {
    result.priceCents = price.priceCents;
    if (price.currency) result.currency = price.currency;
  }
  return result;
}
