import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
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
    super(message);
  }
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

const MAX_JSON_BYTES = 64 * 1024;

/**
 * Reads the JSON body and validates it with a core/ schema: malformed JSON, a body too large or a
 * failed rule is a 400 whose message is the first rule's message, with every field's message.
 */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  options: { maxBytes?: number; tooLargeMessage?: string } = {},
): Promise<z.infer<Schema>> {
  const maxBytes = options.maxBytes ?? MAX_JSON_BYTES;
  const tooLarge = options.tooLargeMessage ?? 'The request body is too large.';
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, tooLarge);
  const text = await c.req.text();
  if (text.length > maxBytes) throw new ApiError(413, tooLarge);
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON.');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      fields[key] ??= issue.message;
    }
    throw new ApiError(400, result.error.issues[0]?.message ?? 'The request is not valid.', fields);
  }
  return result.data;
}
