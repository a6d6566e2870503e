import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, apiJson, apiRequest, failureMessage, getQueryFn, serverErrorText } from './api-client.ts';
import { fetchCurrentUser } from './current-user.ts';

/**
 * The client runs in the browser, where relative URLs resolve against the page. Node has no
 * page, so the test gives Request a base origin and replaces fetch with a recorder; everything
 * between (ky, headers, error building) is the real code.
 */
const NativeRequest = globalThis.Request;
class PageRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://app.test') : input, init);
  }
}

type Answer = Response | Error;
let answers: Answer[];
let requests: Request[];
const storage = new Map<string, string>();

beforeEach(() => {
  answers = [];
  requests = [];
  storage.clear();
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input.clone());
      const answer = answers.shift() ?? new Response('{}', { status: 200 });
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the bearer token only when authToken is stored, and always includes cookies', async () => {
    await apiFetch('GET', '/api/venues');
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    expect(requests[0]!.credentials).toBe('include');

    storage.set('authToken', 'tok-123');
    await apiFetch('GET', '/api/venues');
    expect(requests[1]!.headers.get('authorization')).toBe('Bearer tok-123');
    expect(requests[1]!.credentials).toBe('include');
  });

  it('sends the JSON content type only with a body', async () => {
    await apiRequest('POST', '/api/email-auth/logout');
    expect(requests[0]!.headers.get('content-type')).toBeNull();
    await apiRequest('POST', '/api/email-auth/login', { email: 'a@b.c', password: 'x' });
    expect(requests[1]!.headers.get('content-type')).toContain('application/json');
    expect(await requests[1]!.json()).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('turns a non-ok answer into "<status>: <body>", or the status text when the body is empty', async () => {
    answers.push(json({ error: 'Invalid email or password' }, 401));
    await expect(apiJson('POST', '/api/email-auth/login', {})).rejects.toThrow('401: {"error":"Invalid email or password"}');
    answers.push(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/venues')).rejects.toThrow('503: Service Unavailable');
  });

  it('does not retry a failed call', async () => {
    answers.push(new Response('', { status: 500, statusText: 'Server Error' }), json([]));
    await expect(apiRequest('GET', '/api/venues')).rejects.toBeInstanceOf(ApiRequestError);
    expect(requests).toHaveLength(1);
  });

  it('reads the server message out of the error, with the spec fallbacks', () => {
    const withMessage = new ApiRequestError(409, 'Conflict', '{"error":"That email is taken"}');
    const withoutMessage = new ApiRequestError(502, 'Bad Gateway', '<html>proxy</html>');
    expect(serverErrorText(withMessage)).toBe('That email is taken');
    expect(serverErrorText(withoutMessage)).toBeUndefined();
    expect(failureMessage(withMessage, 'Login failed', 'Login failed. Please try again.')).toBe('That email is taken');
    expect(failureMessage(withoutMessage, 'Login failed', 'Login failed. Please try again.')).toBe('Login failed');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Login failed', 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it('default reads GET the key parts joined with "/" and handle 401 by option', async () => {
    const returnNull = getQueryFn<unknown>({ on401: 'returnNull' });
    const throwing = getQueryFn<unknown>({ on401: 'throw' });
    const context = (queryKey: readonly unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

    answers.push(json([{ id: 'v1' }]));
    expect(await returnNull(context(['/api/venues', 'v1']))).toEqual([{ id: 'v1' }]);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/venues/v1');
    expect(requests[0]!.method).toBe('GET');

    answers.push(json({ error: 'Sign in first' }, 401));
    expect(await returnNull(context(['/api/auth/user']))).toBeNull();
    answers.push(json({ error: 'Sign in first' }, 401));
    await expect(throwing(context(['/api/auth/user']))).rejects.toThrow('401: {"error":"Sign in first"}');
  });
});

describe('auth check', () => {
  const user = { id: 'u1', email: 'nina@example.com', name: 'Nina', role: 'customer' };

  it('answers from /api/email-auth/user when it succeeds', async () => {
    answers.push(json(user));
    expect(await fetchCurrentUser()).toEqual(user);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/email-auth/user']);
  });

  it('falls back to /api/auth/user after a failure or a network error', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    answers.push(json({ error: 'Sign in first' }, 401), json(user));
    expect(await fetchCurrentUser()).toEqual(user);
    answers.push(new TypeError('Failed to fetch'), json({ error: 'Sign in first' }, 401));
    expect(await fetchCurrentUser()).toBeNull();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/email-auth/user', '/api/auth/user', '/api/email-auth/user', '/api/auth/user']);
  });

  it('reports other failures of the fallback as "Failed to fetch user: <status>"', async () => {
    answers.push(json({}, 500), json({}, 500));
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user: 500');
  });
});
