/**
 * Calls the real Workers entry (worker/entry.workers.ts, as wrangler.toml names it) from a test
 * running inside workerd: the same path a request takes on Cloudflare, with the bindings the
 * `workers` Vitest project sets (a local sqld as DATABASE_URL, the stand-in assets folder).
 */
import { exports } from 'cloudflare:workers';

export interface CallInit {
  json?: unknown;
  token?: string;
  /** The address Cloudflare's edge would put in CF-Connecting-IP; tests give each flow its own. */
  address?: string;
  headers?: Record<string, string>;
}

export async function call(method: string, path: string, init: CallInit = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.address) headers['cf-connecting-ip'] = init.address;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await exports.default.fetch(`https://cakeday.test${path}`, { method, headers, body });
  const text = await response.text();
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: response.status, headers: response.headers, data, text };
}

/** An email no other test of the run uses: the sqld database is shared by the whole run. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID()}@example.test`;
}

/** A documentation-range address (RFC 5737) of its own, so per-address throttling never spills between tests. */
export function uniqueAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return `198.51.${bytes[0]}.${bytes[1]}`;
}
