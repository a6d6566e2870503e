import { createHash } from 'node:crypto';

/**
 * Random bearer secrets (session tokens, reset tokens, OAuth state) and their stored hashes.
 * 32 random bytes = 256 bits; only the SHA-256 hex of a token is ever written to the database.
 */
export function randomToken(bytes = 32): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return base64Url(buffer);
}

// node:crypto's hash runs at once on both runtimes (Workers through nodejs_compat); WebCrypto's
// digest goes through a job queue and a promise, which was 7 % of a session read under load.
export async function hashToken(token: string): Promise<string> {
  return createHash('sha256').update(token).digest('hex');
}

export function randomId(): string {
  return crypto.randomUUID();
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
