/**
 * What a person's text may contain so that it is saved and read back exactly as typed. SQLite
 * and the drivers in between cut a string at a NUL, and a lone UTF-16 surrogate (half an emoji)
 * becomes U+FFFD on the way to UTF-8, so both would silently change what the member saved: such
 * text is refused instead, with a message a person can act on.
 */

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same plus tab and line breaks, which a one-line field (a name, a title) never holds. */
const CONTROL_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'control-character' | 'line-break' | 'broken-character';

export const textProblemMessages: Record<TextProblem, string> = {
  'control-character': 'contains an invisible control character that cannot be saved. Please remove it (retyping the text helps) and try again.',
  'line-break': 'must be on one line. Please remove the line break or tab and try again.',
  'broken-character': 'contains a broken character (half of an emoji or symbol) that cannot be saved. Please remove it and try again.',
};

/** Why `value` cannot be saved as it is, or null when it can. */
export function textProblem(value: string, options: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return 'broken-character';
  if (CONTROL_IN_MULTILINE.test(value)) return 'control-character';
  if (!options.multiline && CONTROL_IN_SINGLE_LINE.test(value)) return 'line-break';
  return null;
}

/** The message for a field: "Name contains …" (or "This text contains …" without a label). */
export function textProblemMessage(problem: TextProblem, label = 'This text'): string {
  return `${label} ${textProblemMessages[problem]}`;
}

/**
 * The first string anywhere inside a parsed JSON value that no field could save (NUL, other
 * control characters, a lone surrogate), with its path. Tab and line breaks are left to each
 * field's own schema, which knows whether it is one line or several.
 */
export function findUnsavableString(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value, { multiline: true });
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsavableString(value[index], [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const keyProblem = textProblem(key, { multiline: true });
      if (keyProblem) return { path: [...path, key], problem: keyProblem };
      const found = findUnsavableString(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
