import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/**
 * Who is on the other end of a request, when proxies stand in between. Each proxy appends the
 * address it saw to X-Forwarded-For, so only the entries added by our own proxies can be trusted:
 * with `trustedProxies` of them, the client is the entry that many places from the right. Anything
 * further left was written by the client (`X-Forwarded-For: 203.0.113.9, 127.0.0.1` must not
 * become a fresh address for every per-address limit).
 */
export function forwardedClientAddress(forwardedFor: string | undefined, trustedProxies: number): string | undefined {
  if (!forwardedFor || trustedProxies < 1) return undefined;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  // Fewer entries than proxies: the request skipped a proxy; the leftmost is the best we have.
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/** True when the browser reached us over HTTPS: directly, through a trusted proxy, or as configured in APP_URL. */
export function isHttpsRequest(c: Context, env: Pick<AppEnv, 'TRUST_PROXY' | 'APP_URL'>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (env.TRUST_PROXY > 0) {
    // The proxy nearest to us writes (or appends) the scheme it was reached with.
    const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return env.APP_URL?.startsWith('https:') ?? false;
}
