/**
 * The request headers of the tus 1.0.0 protocol, parsed strictly: a header that is not exactly of
 * the protocol's shape is a 400 with a message that says what was wrong, before anything is stored.
 * Pure functions (no Hono, no database) so the rules are tested on their own.
 */
import { textProblem, textProblemMessages } from '#core/domain/text/text.rules.ts';

export const TUS_VERSION = '1.0.0';

/** Upload-Metadata may be this long at most (tus-js-client's filename, filetype and a few more fit many times over). */
export const MAX_METADATA_HEADER_LENGTH = 4096;
export const MAX_METADATA_PAIRS = 32;
/** Keys: printable ASCII without space and comma (the protocol's separators), at most 64 characters. */
const METADATA_KEY = /^[!-+\--~]{1,64}$/;
/** Standard base64 with its padding, as the protocol asks (and tus-js-client sends). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const DECIMAL = /^(?:0|[1-9][0-9]{0,15})$/;

export type HeaderResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A non-negative integer header (Upload-Length, Upload-Offset); `name` goes into the message. */
export function parseByteCount(value: string | undefined, name: string): HeaderResult<number> {
  if (value === undefined || value.trim() === '') return { ok: false, message: `The ${name} header is missing.` };
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) {
    return { ok: false, message: `The ${name} header must be a whole number of bytes, like "1048576"; it was ${JSON.stringify(value.slice(0, 40))}.` };
  }
  return { ok: true, value: Number(trimmed) };
}

/**
 * Upload-Metadata: comma-separated pairs of a key and its value in base64 (a key alone has the
 * empty value). Keys are unique; values are UTF-8 text on one line, without control characters.
 */
export function parseUploadMetadata(header: string | undefined): HeaderResult<Record<string, string>> {
  if (header === undefined || header.trim() === '') return { ok: true, value: {} };
  if (header.length > MAX_METADATA_HEADER_LENGTH) {
    return { ok: false, message: `The Upload-Metadata header is too long (${header.length} characters; at most ${MAX_METADATA_HEADER_LENGTH}).` };
  }
  const pairs = header.split(',');
  if (pairs.length > MAX_METADATA_PAIRS) return { ok: false, message: `The Upload-Metadata header has ${pairs.length} entries; at most ${MAX_METADATA_PAIRS} are taken.` };
  const entries = new Map<string, string>();
  for (const pair of pairs) {
    const parts = pair.trim().split(' ');
    const [key, encoded = ''] = parts;
    if (parts.length > 2 || !key || !METADATA_KEY.test(key)) {
      return {
        ok: false,
        message: `Each Upload-Metadata entry must be a key (letters, digits or symbols, no spaces or commas) and a base64 value separated by one space; ${JSON.stringify(pair.trim().slice(0, 40))} is not.`,
      };
    }
    if (entries.has(key)) return { ok: false, message: `The Upload-Metadata key "${key}" appears twice.` };
    if (!BASE64.test(encoded)) return { ok: false, message: `The Upload-Metadata value of "${key}" is not valid base64.` };
    let value: string;
    try {
      const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
      value = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return { ok: false, message: `The Upload-Metadata value of "${key}" is not UTF-8 text.` };
    }
    const problem = textProblem(value);
    if (problem) return { ok: false, message: `The Upload-Metadata value of "${key}" ${textProblemMessages[problem]}` };
    entries.set(key, value);
  }
  return { ok: true, value: Object.fromEntries(entries) };
}

/** An HTTP date (Upload-Expires): "Wed, 25 Nov 2026 12:00:00 GMT". */
export function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/** A size as people read it: "512 bytes", "300 KB", "8 MB", "1.5 GB" (binary multiples, as file managers show them). */
export function describeBytes(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
