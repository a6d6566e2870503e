import { DEFAULT_POT_LIMITS } from '#core/domain/money/money.schema.ts';
import { createPotInputSchema, updatePotInputSchema, type CreatePotInput, type PotHostView, type PotKind, type UpdatePotInput } from '#core/domain/money/money-view.schema.ts';
import { centsToDollars, dollarsToCents } from '#platform/lib/dollars.ts';

/** The pot form as typed: dollars as text, the deadline as a datetime-local value. */
export interface PotFields {
  kind: PotKind;
  wishlistItemId: string;
  title: string;
  description: string;
  min: string;
  max: string;
  target: string;
  deadline: string;
  refundIfTargetMissed: boolean;
}

export type PotFieldName = Exclude<keyof PotFields, 'kind'>;
export type PotFieldErrors = Partial<Record<PotFieldName, string>>;

/** Schema paths → the field that shows the message. */
const fieldOfPath: Record<string, PotFieldName> = {
  wishlistItemId: 'wishlistItemId',
  title: 'title',
  description: 'description',
  minCents: 'min',
  maxCents: 'max',
  targetCents: 'target',
  deadline: 'deadline',
  refundIfTargetMissed: 'refundIfTargetMissed',
};

function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): PotFieldErrors {
  const errors: PotFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's per-field messages of a 400 (keyed by the API's names) under the form's fields. */
export function potErrorsFromServer(fields: Record<string, string>): PotFieldErrors {
  return errorsOf(Object.entries(fields).map(([path, message]) => ({ path: [path], message })));
}

const UNREADABLE_AMOUNT = 'Enter an amount in dollars, like 20 or 20.50';

/**
 * The schema only sees NaN for "lots" or "5.001" and would say "Enter an amount"; a person who did
 * type something is told what shape the amount should have instead.
 */
function withUnreadableAmounts(errors: PotFieldErrors, fields: PotFields, names: ReadonlyArray<'min' | 'max' | 'target'>): PotFieldErrors {
  const result = { ...errors };
  for (const name of names) {
    const text = fields[name].trim();
    if (text && Number.isNaN(dollarsToCents(text))) result[name] = UNREADABLE_AMOUNT;
  }
  return result;
}

/** A new pot starts at the default limits ($5.00–$500.00) with no target. */
export function newPotFields(kind: PotKind, title = ''): PotFields {
  return {
    kind,
    wishlistItemId: '',
    title,
    description: '',
    min: centsToDollars(DEFAULT_POT_LIMITS.minCents),
    max: centsToDollars(DEFAULT_POT_LIMITS.maxCents),
    target: '',
    deadline: '',
    refundIfTargetMissed: false,
  };
}

/** The edit form of an existing pot (target and deadline are shown, not editable). */
export function potFieldsOf(pot: PotHostView): PotFields {
  return {
    kind: pot.kind,
    wishlistItemId: pot.wishlistItemId ?? '',
    title: pot.title,
    description: pot.description ?? '',
    min: centsToDollars(pot.minCents),
    max: centsToDollars(pot.maxCents),
    target: centsToDollars(pot.targetCents),
    deadline: '',
    refundIfTargetMissed: pot.refundIfTargetMissed,
  };
}

/**
 * A datetime-local value ("2027-03-06T18:00", the person's own clock) as an ISO instant. Anything
 * unreadable passes through unchanged so the schema answers with its own message.
 */
export function deadlineToIso(local: string): string {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
}

/** The create form as the API's input, or the first message per field. */
export function toCreatePotInput(fields: PotFields): { input?: CreatePotInput; errors: PotFieldErrors } {
  const parsed = createPotInputSchema.safeParse({
    kind: fields.kind,
    wishlistItemId: fields.kind === 'gift' ? fields.wishlistItemId || null : null,
    title: fields.title,
    description: fields.description.trim() || null,
    minCents: dollarsToCents(fields.min),
    maxCents: dollarsToCents(fields.max),
    targetCents: fields.target.trim() ? dollarsToCents(fields.target) : null,
    deadline: fields.deadline.trim() ? deadlineToIso(fields.deadline) : null,
    refundIfTargetMissed: fields.refundIfTargetMissed,
  });
  if (parsed.success) return { input: parsed.data, errors: {} };
  const errors = withUnreadableAmounts(errorsOf(parsed.error.issues), fields, ['min', 'max', 'target']);
  // The schema files "refund needs a target and a deadline" under the target; when only the
  // deadline is missing, the message belongs next to the empty deadline field.
  if (errors.target && fields.refundIfTargetMissed && fields.target.trim() && !fields.deadline.trim() && !errors.deadline) {
    const moved: PotFieldErrors = { ...errors, deadline: 'Set a deadline to refund contributors when the target is missed' };
    delete moved.target;
    return { errors: moved };
  }
  return { errors };
}

/** The edit form as the API's PATCH body: texts and limits (open/closed has its own button). */
export function toUpdatePotInput(fields: PotFields): { input?: UpdatePotInput; errors: PotFieldErrors } {
  const minCents = dollarsToCents(fields.min);
  const maxCents = dollarsToCents(fields.max);
  const parsed = updatePotInputSchema.safeParse({ title: fields.title, description: fields.description.trim() || null, minCents, maxCents });
  if (!parsed.success) return { errors: withUnreadableAmounts(errorsOf(parsed.error.issues), fields, ['min', 'max']) };
  // The update schema checks each limit alone; the pair is checked here so the person hears it
  // before the server says the same.
  if (maxCents < minCents) return { errors: { max: 'The maximum must be at least the minimum' } };
  return { input: parsed.data, errors: {} };
}
