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

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
