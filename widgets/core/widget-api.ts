import type { ApiErrorBody } from '../../core/http/api-error.ts';

/** A failed request, carrying the API's own `{ error }` message so widgets can show it as is. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

export interface WidgetApi {
  readonly origin: string;
  /** `headers` carries request details that must stay out of URLs, such as a guest link token. */
  get<T>(path: string, headers?: Record<string, string>): Promise<T>;
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<T>;
}

/**
 * JSON requests to the Cakeday origin that served the SDK script (never the embedding page's
 * origin). Cookies are not sent: widgets act on a third-party page and authenticate with the
 * embed's publishable key, not with a visitor's Cakeday session.
 */
export function createWidgetApi(origin: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): WidgetApi {
  async function request<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
    if (!path.startsWith('/api/')) throw new Error(`Widget requests go to the Cakeday API; "${path}" is not under /api/.`);
    let response: Response;
    try {
      response = await fetchImpl(origin + path, {
        method,
        credentials: 'omit',
        headers: body === undefined ? { accept: 'application/json', ...extra } : { accept: 'application/json', 'content-type': 'application/json', ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new WidgetApiError(0, 'Could not reach Cakeday. Check your connection and try again.');
    }
    const data = (await response.json().catch(() => undefined)) as T | ApiErrorBody | undefined;
    if (!response.ok) {
      const message = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : `Request failed (${response.status}).`;
      throw new WidgetApiError(response.status, message);
    }
    return data as T;
  }
  return {
    origin,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body, headers),
  };
}
