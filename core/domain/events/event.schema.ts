import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { isLocalDateTime, isValidTimeZone, zonedLocalToUtc } from './event-time.rules.ts';

export const MAX_PLUS_ONES = 10;
export const MAX_CAPACITY = 5000;

const localDateTime = (label: string) => z.string({ error: `${label} is required` }).refine(isLocalDateTime, { message: `${label} must be a real date and time (YYYY-MM-DDTHH:mm)` });

const optionalText = (label: string, max: number, lines: 'one line' | 'several lines' = 'one line') =>
  (lines === 'one line' ? singleLineText : multilineText)({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`)
    .optional();

export const guestListVisibilities = ['everyone', 'counts'] as const;

const COVER_UPLOAD_ID_MESSAGE = 'The cover photo is not an upload: choose the photo again';
/** What the API says when a cover upload id is unknown or someone else's (the same words for both). */
export const COVER_NOT_YOURS_MESSAGE = 'That photo was not uploaded by you. Choose the photo again to upload it.';

/** The fields a host fills in; times are wall-clock in `timeZone`. */
const eventFields = z.object({
  title: singleLineText({ label: 'Title', error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters long'),
  celebrantName: optionalText("Celebrant's name", 80),
  celebrantAge: z
    .number({ error: 'Age to turn must be a whole number from 1 to 150' })
    .int('Age to turn must be a whole number from 1 to 150')
    .min(1, 'Age to turn must be a whole number from 1 to 150')
    .max(150, 'Age to turn must be a whole number from 1 to 150')
    .nullable()
    .optional(),
  timeZone: z.string({ error: 'Time zone is required' }).refine(isValidTimeZone, { message: 'Unknown time zone: choose one from the list (for example America/New_York)' }),
  startsAt: localDateTime('Start'),
  endsAt: localDateTime('End'),
  location: optionalText('Location', 300),
  // A picture elsewhere on the web, kept for clients that link one; https only, since a page
  // served over https would not show an http picture anyway.
  coverImageUrl: z
    .url({ protocol: /^https$/, error: 'Cover image must be a web address starting with https://' })
    .max(2000, 'Cover image address is too long')
    .nullable()
    .optional(),
  /** A photo the member uploaded (POST /api/uploads/images); the server checks it is theirs. */
  coverImageUploadId: z
    .string({ error: COVER_UPLOAD_ID_MESSAGE })
    .regex(/^[0-9a-f]{32}$/, COVER_UPLOAD_ID_MESSAGE)
    .nullable()
    .optional(),
  description: optionalText('Description', 5000, 'several lines'),
  dressCode: optionalText('Dress code', 120),
  rsvpDeadline: localDateTime('RSVP deadline').nullable().optional(),
  plusOnesAllowed: z
    .number({ error: `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}` })
    .int(`Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`)
    .min(0, `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`)
    .max(MAX_PLUS_ONES, `Plus-ones must be a whole number from 0 to ${MAX_PLUS_ONES}`),
  capacity: z
    .number({ error: `Capacity must be a whole number from 1 to ${MAX_CAPACITY}` })
    .int(`Capacity must be a whole number from 1 to ${MAX_CAPACITY}`)
    .min(1, `Capacity must be a whole number from 1 to ${MAX_CAPACITY}`)
    .max(MAX_CAPACITY, `Capacity must be a whole number from 1 to ${MAX_CAPACITY}`)
    .nullable()
    .optional(),
  guestListVisibility: z.enum(guestListVisibilities, { error: 'Guest list visibility must be "everyone" or "counts"' }),
  inviteOnly: z.boolean({ error: 'inviteOnly must be true or false' }),
  remindersEnabled: z.boolean({ error: 'remindersEnabled must be true or false' }),
});

type EventTimes = { timeZone?: string; startsAt?: string; endsAt?: string; rsvpDeadline?: string | null };

/** One cover at a time: an uploaded photo or a web address, not both. */
function checkCover(event: { coverImageUrl?: string | null; coverImageUploadId?: string | null }, context: z.RefinementCtx) {
  if (event.coverImageUrl && event.coverImageUploadId) {
    context.addIssue({ code: 'custom', path: ['coverImageUploadId'], message: 'Send either an uploaded cover photo or a cover image address, not both' });
  }
}

/** Cross-field rules: the end after the start, the RSVP deadline no later than the start. */
function checkTimes(event: EventTimes, context: z.RefinementCtx) {
  if (!event.timeZone || !isValidTimeZone(event.timeZone)) return;
  const start = event.startsAt && isLocalDateTime(event.startsAt) ? zonedLocalToUtc(event.startsAt, event.timeZone) : undefined;
  const end = event.endsAt && isLocalDateTime(event.endsAt) ? zonedLocalToUtc(event.endsAt, event.timeZone) : undefined;
  if (start !== undefined && end !== undefined && end <= start) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'The party must end after it starts' });
  }
  if (event.rsvpDeadline && isLocalDateTime(event.rsvpDeadline) && start !== undefined) {
    if (zonedLocalToUtc(event.rsvpDeadline, event.timeZone) > start) {
      context.addIssue({ code: 'custom', path: ['rsvpDeadline'], message: 'The RSVP deadline must be before the party starts' });
    }
  }
}

/** Defaults apply only when creating: an edit that leaves a field out must not reset it. */
export const createEventInputSchema = eventFields
  .extend({
    plusOnesAllowed: eventFields.shape.plusOnesAllowed.default(0),
    guestListVisibility: eventFields.shape.guestListVisibility.default('everyone'),
    inviteOnly: eventFields.shape.inviteOnly.default(false),
    remindersEnabled: eventFields.shape.remindersEnabled.default(true),
  })
  .strict()
  .superRefine(checkTimes)
  .superRefine(checkCover);
export type CreateEventInput = z.infer<typeof createEventInputSchema>;

/**
 * An edit sends only what changed. Times are checked against the stored event by the service
 * (it merges first, then runs `createEventInputSchema` on the whole).
 */
export const updateEventInputSchema = eventFields.partial().strict().superRefine(checkCover);
export type UpdateEventInput = z.infer<typeof updateEventInputSchema>;

export const eventStatuses = ['active', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];
