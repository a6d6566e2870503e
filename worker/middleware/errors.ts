import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#core/http/api-error.ts';
import { accountsSessionLookup } from '../db/sessions.repo.ts';
import type { AppBindings } from '../deps.ts';

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
    // 12 % of its samples under load, performance archive, 2026-11-28). Errors that are faults
    // keep theirs.
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

/**
 * Whether the database refused a write because a row it points at is gone: what happens when a
 * member's account (or an event, a guest…) is deleted while one of their requests is on its way.
 * Drizzle wraps the driver's error, so the causes are followed; libSQL names it in the message.
 */
export function isVanishedReference(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown; extendedCode?: unknown }).extendedCode ?? (cause as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || cause.message.includes('FOREIGN KEY constraint failed')) return true;
  }
  return false;
}

/**
 * A write that lost its target mid-way is the client's situation, not a fault: a 401 when the
 * member who sent it no longer has a session (their account was deleted or they signed out
 * meanwhile; asked of the database, not of a kept copy), otherwise a 409.
 */
async function vanishedReference(c: Context<AppBindings>) {
  const tokenHash = c.get('sessionTokenHash');
  if (tokenHash) {
    const deps = c.get('deps');
    const session = await accountsSessionLookup(deps.db, tokenHash, deps.clock.now()).catch(() => undefined);
    if (!session) return errorResponse(c, 401, { error: 'Your account was signed out or deleted while this was being saved, so it could not be saved. Please sign in to continue.' });
  }
  return errorResponse(c, 409, { error: 'Something this refers to was removed in the meantime, so it could not be saved. Reload the page and try again.' });
}

/** The app's onError: known errors keep their status and message; anything else is a 500 that hides internals. */
export function handleError(error: Error, c: Context): Response | Promise<Response> {
  if (error instanceof ApiError) {
    const body: ApiErrorBody = { error: error.message };
    if (error.fields) body.fields = error.fields;
    if (error.code) body.code = error.code;
    return errorResponse(c, error.status, body, error.headers);
  }
  if (error instanceof HTTPException) {
    return errorResponse(c, error.status as ContentfulStatusCode, { error: error.message || 'The request could not be handled.' });
  }
  if (isVanishedReference(error)) return vanishedReference(c as Context<AppBindings>);
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
  return errorResponse(c, 500, { error: 'Something went wrong on our side. Please try again in a moment.' });
}
