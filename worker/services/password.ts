import { scrypt, timingSafeEqual } from 'node:crypto';
import { base64Url, randomToken } from './tokens.ts';

/**
 * Password hashing with scrypt at OWASP's Password Storage parameters (N=2^14, r=8, p=5, one of
 * the equivalent settings OWASP lists; 16 MiB per hash). `node:crypto` scrypt is native on Node and
 * on Workers (nodejs_compat), unlike PBKDF2 which workerd caps at 100,000 iterations.
 * See docs/decisions/002-password-hashing.md. The parameters are stored with each hash so they
 * can be raised later; `needsRehash` tells when a stored hash is weaker than today's setting.
 */
export const scryptParams = { N: 2 ** 14, r: 8, p: 5, keyLength: 32 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * At most this many hashes run at once (each holds a thread of Node's pool of 4 and 16 MiB), and
 * a sign-in waits for fewer of them: a registration flood queues behind its own kind while a
 * member signing in is next in line (issue: other members' sign-ins took 3.5–6 s under a flood).
 */
const MAX_CONCURRENT_HASHES = 2;
type HashPriority = 'sign-in' | 'new-password';
const waiting: Record<HashPriority, (() => void)[]> = { 'sign-in': [], 'new-password': [] };
let running = 0;

async function withHashSlot<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting[priority].push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (sign-ins first), or is given back.
    const next = waiting['sign-in'].shift() ?? waiting['new-password'].shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: string, params: { N: number; r: number; p: number; keyLength: number }) {
  return new Promise<Uint8Array>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, params.keyLength, { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))));
  });
}

/** Encodes as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomToken(16);
  const key = await withHashSlot('new-password', () => derive(password, salt, scryptParams));
  const { N, r, p } = scryptParams;
  return `scrypt$${N}$${r}$${p}$${salt}$${base64Url(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p), keyLength: scryptParams.keyLength };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const actual = new TextEncoder().encode(base64Url(await withHashSlot('sign-in', () => derive(password, salt, params))));
  const wanted = new TextEncoder().encode(expected);
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/** A hash computed once to spend the same time on unknown accounts as on known ones. */
let dummyHash: Promise<string> | undefined;
export function equalTimeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(12));
  return dummyHash;
}

export function parseScryptParams(stored: string): { N: number; r: number; p: number } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  return { N: Number(parts[1]), r: Number(parts[2]), p: Number(parts[3]) };
}
