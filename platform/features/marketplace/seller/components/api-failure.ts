import { ApiRequestError, failureMessage } from '#platform/lib/api-client.ts';

export const CONNECTION_TEXT = 'Please check your connection and try again.';

/** A refused call as a form shows it: the server's sentence, and its per-field messages when it sent some (`fields`). */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

export function formFailureOf(error: unknown, fallback: string, fieldOf: (path: string) => string = (path) => path.split('.')[0] ?? '_'): FormFailure {
  const fields: Record<string, string> = {};
  if (error instanceof ApiRequestError) {
    try {
      const parsed = JSON.parse(error.bodyText) as { fields?: Record<string, string> };
      for (const [path, text] of Object.entries(parsed.fields ?? {})) fields[fieldOf(path)] ??= text;
    } catch {
      // Not JSON: the sentence alone.
    }
  }
  return { message: failureMessage(error, fallback, CONNECTION_TEXT), fields };
}
