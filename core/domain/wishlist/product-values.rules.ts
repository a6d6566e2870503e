import { decodeHTML } from 'entities/decode';

/**
 * The largest price a wishlist item takes ($100,000.00). It lives here rather than in
 * wishlist.schema.ts because the add-to-wishlist widget reads prices with this file, and importing
 * the schema would put zod into the widget's download.
 */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * The values a product page offers (title, picture, price), cleaned the same way whichever part
 * of the page they came from. Everything found is a suggestion the person can edit; anything odd is
 * left out rather than guessed.
 */
export interface LinkMetadata {
  title?: string;
  imageUrl?: string;
  priceCents?: number;
  currency?: string;
}

/**
 * Every HTML character reference (the full named list, decimal, hex), for text that did not pass
 * through the HTML parser: JSON-LD strings, which some shops write HTML-escaped ("Caf&eacute;").
 * Unknown names are left as they are.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** One line of readable text: control characters and runs of white space become one space. */
export function cleanText(value: unknown, max = 200): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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
  // Currency words and symbols around the number ("$ 25", "19.99 USD"); nothing inside it. The
  // digit before a thousands space is kept by a group, not a lookbehind: the add-to-wishlist widget
  // runs this in browsers without lookbehind (Safari before 16.4), where it would stop the whole script.
  text = text.replace(/^[^\d]+|[^\d]+$/g, '').replace(/(\d)[\s\u00a0\u202f'](?=\d{3}\b)/g, '$1');
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

/** A three-letter ISO 4217 code, upper-cased; anything else (symbols, names) is dropped. */
export function cleanCurrency(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : undefined;
}

/**
 * An https picture address, resolved against the page (protocol-relative `//cdn…` included);
 * http and other schemes are dropped because the wishlist shows it on an https page.
 */
export function cleanImage(value: unknown, pageUrl: string): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), pageUrl);
    if (url.protocol !== 'https:' || url.href.length > 2000) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}
