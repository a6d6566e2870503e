/**
 * vCard 2.1, 3.0 and 4.0 as phones export them, read just far enough for a guest list: a name,
 * the emails and the phone numbers of each card. Hand-written rather than the `vcf` package,
 * whose maintainer leaves quoted-printable and charsets to the caller (node-vcf#50, wontfix) —
 * which is exactly what Android's 2.1 export needs (see docs/decisions/017-contact-import.md).
 */
import { decodeBytes } from './charset.rules.ts';
import type { RawContact } from './contact.rules.ts';

interface Property {
  name: string;
  /** "item1" of "item1.TEL": Apple ties a value to its custom label (X-ABLabel) this way. */
  group: string;
  params: Map<string, string[]>;
  /** Bare 2.1 parameters and every TYPE value, upper-cased: CELL, HOME, PREF, QUOTED-PRINTABLE… */
  types: Set<string>;
  value: string;
}

/** Quoted-printable (RFC 2045) to bytes; soft line breaks are already joined by unfoldVcard. */
function quotedPrintableBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (text[i] === '=' && i === text.length - 1) {
      // A dangling soft break at the very end of a value.
    } else {
      for (const byte of new TextEncoder().encode(text[i])) bytes.push(byte);
    }
  }
  return Uint8Array.from(bytes);
}

const isQuotedPrintable = (line: string) => /^[^:]*QUOTED-PRINTABLE[^:]*:/i.test(line);

/**
 * Logical lines: a line starting with a space or tab continues the previous one (RFC 6350 folding,
 * also how 2.1 and 3.0 indent base64 photos), and a quoted-printable value ending in `=` continues on
 * the next line whatever it starts with (Android's 2.1 soft breaks are not indented).
 */
export function unfoldVcard(text: string): string[] {
  const lines: string[] = [];
  for (const physical of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const previous = lines.length > 0 ? lines[lines.length - 1]! : undefined;
    if (previous !== undefined && isQuotedPrintable(previous) && previous.endsWith('=')) {
      // Some exporters also fold a soft-broken line; encoded content never starts with a literal blank.
      lines[lines.length - 1] = previous.slice(0, -1) + physical.replace(/^[ \t](?==[0-9A-Fa-f]{2})/, '');
    } else if (previous !== undefined && /^[ \t]/.test(physical)) {
      lines[lines.length - 1] = previous + physical.slice(1);
    } else {
      lines.push(physical);
    }
  }
  return lines;
}

/** Splits on a separator outside double quotes (4.0 quotes parameter values that hold `:` or `;`). */
function splitOutsideQuotes(text: string, separator: string, limit = Infinity): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length && parts.length < limit - 1; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === separator && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function parseProperty(line: string): Property | null {
  const [head, value] = splitOutsideQuotes(line, ':', 2);
  if (value === undefined || !head) return null;
  const [rawName, ...rawParams] = splitOutsideQuotes(head, ';');
  const group = /^([\w-]+)\./.exec(rawName!)?.[1]?.toLowerCase() ?? '';
  const name = rawName!
    .replace(/^[\w-]+\./, '')
    .trim()
    .toUpperCase();
  const params = new Map<string, string[]>();
  const types = new Set<string>();
  for (const param of rawParams) {
    const equals = param.indexOf('=');
    const key = equals < 0 ? 'TYPE' : param.slice(0, equals).trim().toUpperCase();
    const values = (equals < 0 ? param : param.slice(equals + 1)).split(',').map((part) => part.trim().replace(/^"|"$/g, ''));
    params.set(key, [...(params.get(key) ?? []), ...values]);
    if (key === 'TYPE' || key === 'ENCODING') for (const type of values) types.add(type.toUpperCase());
  }
  let decoded = value;
  if (types.has('QUOTED-PRINTABLE')) decoded = decodeBytes(quotedPrintableBytes(value), params.get('CHARSET')?.[0]);
  return { name, group, params, types, value: decoded };
}

/** 3.0/4.0 text escapes: \n is a line break, \, \; \\ are literal (2.1 has none, and none to undo). */
function unescapeText(value: string): string {
  return value.replace(/\\([nN,;:\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? ' ' : char)).trim();
}

/** Structured N (family;given;additional;prefix;suffix) as "Given Additional Family". */
function nameFromStructured(value: string): string {
  const parts = splitOnUnescaped(value, ';').map(unescapeText);
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = parts;
  return [prefix, given, additional, family, suffix].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

function splitOnUnescaped(value: string, separator: string): string[] {
  return value.split(new RegExp(`(?<!\\\\)\\${separator}`));
}

/** Mobile first (a party app texts), then preferred, then the order the card lists them. */
function phoneRank(property: Property): number {
  const mobile = ['CELL', 'MOBILE', 'IPHONE'].some((type) => property.types.has(type));
  const preferred = property.types.has('PREF') || property.params.has('PREF');
  return (mobile ? 0 : 2) + (preferred ? 0 : 1);
}

const emailRank = (property: Property) => (property.types.has('PREF') || property.params.has('PREF') ? 0 : 1);

function byRank(properties: Property[], rank: (property: Property) => number): string[] {
  return properties
    .map((property, index) => ({ property, index, rank: rank(property) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ property }) => property.value);
}

/** Every card of a file, in order; each keeps all its emails and numbers, best first. */
export function parseVcards(text: string): RawContact[] {
  const contacts: RawContact[] = [];
  let card: Property[] | null = null;
  for (const line of unfoldVcard(text)) {
    const property = parseProperty(line);
    if (!property) continue;
    if (property.name === 'BEGIN' && property.value.trim().toUpperCase() === 'VCARD') card = [];
    else if (property.name === 'END' && property.value.trim().toUpperCase() === 'VCARD' && card) {
      contacts.push(cardToContact(card, contacts.length + 1));
      card = null;
    } else if (card) card.push(property);
  }
  return contacts;
}

function cardToContact(card: Property[], source: number): RawContact {
  // iPhone writes a number labelled "Mobile" as item1.TEL + item1.X-ABLabel:_$!<Mobile>!$_.
  for (const label of card.filter((property) => property.name === 'X-ABLABEL' && property.group)) {
    if (!/mobile|cell|iphone/i.test(label.value)) continue;
    for (const property of card) if (property.group === label.group && property.name === 'TEL') property.types.add('CELL');
  }
  const named = (name: string) => card.filter((property) => property.name === name);
  const formatted = named('FN')
    .map((property) => unescapeText(property.value))
    .find(Boolean);
  const structured = named('N')
    .map((property) => nameFromStructured(property.value))
    .find(Boolean);
  const organisation = named('ORG')
    .map((property) => unescapeText(splitOnUnescaped(property.value, ';')[0] ?? ''))
    .find(Boolean);
  return {
    source,
    name: formatted ?? structured ?? organisation ?? '',
    emails: byRank(named('EMAIL'), emailRank).map(unescapeText).filter(Boolean),
    phones: byRank(named('TEL'), phoneRank).map(unescapeText).filter(Boolean),
  };
}
