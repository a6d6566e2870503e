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
 *
 * The random part is a random UUID's (version 4: the same CSPRNG): Node hands those out from a
 * batch of random bytes it fills once per 128 ids, where `getRandomValues` for each id was a call
 * into OpenSSL of ~11 µs under load, 5 % of an RSVP.
 */
export function timeOrderedId(now = Date.now()): string {
  const millisecond = Math.min(Math.max(0, Math.floor(now)), 0xffff_ffff_ffff);
  // The millisecond's hex is written once for all the ids made in it (a group of answers shares one).
  if (millisecond !== lastMillisecond.value) {
    const time = millisecond.toString(16).padStart(12, '0');
    lastMillisecond.value = millisecond;
    lastMillisecond.prefix = `${time.slice(0, 8)}-${time.slice(8)}-7`;
  }
  // xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx: keep from the version's place on, with 7 as the version.
  return lastMillisecond.prefix + crypto.randomUUID().slice(15);
}

const lastMillisecond = { value: -1, prefix: '' };

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
