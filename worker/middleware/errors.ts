import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../core/http/api-error.ts';

/** Throw from a route to answer `{"error": message}` with a 4xx status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Sent as `code` beside the message, for answers the client reacts to (a plan limit → upgrade). */
    readonly code?: string,
  ) {
    // An answer to the client, not a fault in the code: nobody reads its stack, and capturing one
    // was most of what a 401 cost the server (every anonymous visitor's app asks who is signed in:
    // 12 % of its samples under load, decision 020, session 21). Errors that are faults keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/** A 429 for a throttle that frees up in `retryAfterMs`: `message` gets the wait in words ("3 minutes"), Retry-After the seconds. */
export function rateLimited(retryAfterMs: number, message: (wait: string) => string): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(429, message(`${minutes} minute${minutes === 1 ? '' : 's'}`), undefined, { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) });
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiErrorBody, headers?: Record<string, string>) {
  return c.json(body, status, headers);
}

/** The app's onError: known errors keep their status and message; anything else is a 500 that hides internals. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.code) body.code = error.code;
    return errorResponse(c, error.status, body, error.headers);
  }
  if (error instanceof HTTPException) {
    return errorResponse(c, error.status as ContentfulStatusCode, { error: error.message || 'The request could not be handled.' });
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return errorResponse(c, 500, { error: 'Something went wrong on our side. Please try again in a moment.' });
}
