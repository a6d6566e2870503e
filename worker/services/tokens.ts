import { hash } from 'node:crypto';

/**
 * Random bearer secrets (session tokens, reset tokens, OAuth state) and their stored hashes.
 * 32 random bytes = 256 bits; only the SHA-256 hex of a token is ever written to the database.
 */
export function randomToken(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return base64Url(buffer);
}

// node:crypto's one-shot hash runs at once on both runtimes (Workers through nodejs_compat; a
// workerd test holds it); WebCrypto's digest goes through a job queue and a promise, which was 7 %
// of a session read under load, and createHash builds a Hash object per call (a third of the time).
export async function hashToken(token: string): Promise<string> {
  return hash('sha256', token, 'hex');
}

export function randomId(): string {
  return crypto.randomUUID();
}

/**
 * An id for rows that only ever arrive at the end of a table, as a feed's lines do: an RFC 9562
 * UUIDv7 — the millisecond first, then 74 random bits. A random UUID puts each new row at a
 * random place in the primary-key index, so a group of thirty answers dirtied some thirty index
 * pages, each written to the log and checkpointed again; ids that grow with time land on the
 * index's last page (decision 050). It tells when the row was made, which the row says anyway.
 * Not a secret: nothing may use it as one.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let time = Math.max(0, Math.floor(now));
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = hexOf(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Bytes as lowercase hex, two digits each (ids, keys, signatures). */
export function hexOf(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
