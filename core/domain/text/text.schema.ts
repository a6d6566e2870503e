import { z } from 'zod';
import { textProblem, textProblemMessage } from './text.rules.ts';

/**
 * The one text schema every free-text field starts from, on the server and in the forms: it
 * refuses what could not be saved exactly as typed (see text.rules.ts), then each field adds its
 * own trim, length and message rules, e.g. `singleLineText({ label: 'Name' }).trim().min(1, …)`.
 */
function textSchema(multiline: boolean, options: { label?: string; error?: string }) {
  return z.string(options.error ? { error: options.error } : undefined).superRefine((value, context) => {
    const problem = textProblem(value, { multiline });
    if (problem) context.addIssue({ code: 'custom', message: textProblemMessage(problem, options.label) });
  });
}

/** A name, a title, a city: one line, no tabs. */
export function singleLineText(options: { label?: string; error?: string } = {}) {
  return textSchema(false, options);
}

/** A description, a message, a note: tab and line breaks allowed. */
export function multilineText(options: { label?: string; error?: string } = {}) {
  return textSchema(true, options);
}
