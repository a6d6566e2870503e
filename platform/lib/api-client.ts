import ky from 'ky';
import type { QueryFunction } from '@tanstack/react-query';
import { AUTH_TOKEN_STORAGE_KEY } from '#core/constants.ts';

/**
 * The platform's one HTTP client. Every call includes cookies, adds
 * `Authorization: Bearer <authToken>` when a token is stored, and sends the JSON content type
 * only when there is a body. Any non-ok answer becomes an ApiRequestError whose message is
 * "<status>: <body text or status text>".
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly bodyText: string;
  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); cookies still carry the session.
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // See readStoredToken: without storage the cookie session is the only one.
  }
}

// ky's own retry is off: the spec wants no retries for reads or mutations.
const http = ky.create({ retry: 0, throwHttpErrors: false, credentials: 'include', timeout: 30_000 });

function authHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Sends a request and returns the raw response, ok or not (for calls that only read `ok`). */
export async function apiFetch(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  return http(url, {
    method,
    // Extra headers (the guest link's `x-guest-token`) go next to the session's.
    headers: { ...authHeaders(), ...headers },
    ...(body === undefined ? {} : { json: body }),
  });
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, response.statusText, text);
}

/** A mutating call: method, url and an optional JSON body; throws on any non-ok answer. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const response = await apiFetch(method, url, body, headers);
  await throwIfNotOk(response);
  return response;
}

/** A mutating call that reads the JSON answer. */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await apiRequest(method, url, body, headers);
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET to the query key parts joined with '/', JSON body; 401 throws or gives null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await apiFetch('GET', queryKey.join('/'));
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * The human message inside an error: the server answers {"error": "..."}, and the client's
 * message is "<status>: <body>", so the JSON part is read back. Undefined when there is none.
 */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error) {
      return parsed.error;
    }
  } catch {
    // Not JSON (a proxy's HTML page, for instance): no server message to show.
  }
  return undefined;
}

/**
 * The text a form shows for a failed call: the server's message, else `fallback` when the server
 * answered, else `exceptionText` when the request never completed (network down, aborted).
 */
export function failureMessage(error: unknown, fallback: string, exceptionText: string): string {
  if (error instanceof ApiRequestError) return serverErrorText(error) ?? fallback;
  return exceptionText;
}
