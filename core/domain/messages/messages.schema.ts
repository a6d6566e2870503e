import { z } from 'zod';
import { multilineText } from '../text/text.schema.ts';
import { conversationContextTypes } from './contexts.rules.ts';
import { MAX_MESSAGE_LENGTH, MAX_REPORT_NOTE_LENGTH, reportReasons } from './messages.rules.ts';

const idSchema = (what: string) =>
  z
    .string({ error: `${what} is missing` })
    .min(1, `${what} is missing`)
    .max(100, `${what} is not valid`);

/** The text of a message: plain text with line breaks, trimmed, 1 to 4,000 characters. */
export const messageBodySchema = multilineText({ label: 'The message', error: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .max(MAX_MESSAGE_LENGTH, `A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters long`);

/** Where a conversation was started from: a venue, a booking, a guest of an event… */
export const conversationContextSchema = z
  .object({
    type: z.enum(conversationContextTypes, { error: 'Unknown kind of conversation' }),
    id: idSchema('The context'),
  })
  .strict();
export type ConversationContext = z.infer<typeof conversationContextSchema>;

/** Starting (or reopening) the conversation of a context, with its first message. */
export const startConversationInputSchema = z
  .object({
    context: conversationContextSchema,
    /** Whom to write to, when the context has more than one member on the other side (co-hosts). */
    to: idSchema('The member').optional(),
    message: messageBodySchema,
  })
  .strict();
export type StartConversationInput = z.infer<typeof startConversationInputSchema>;

export const postMessageInputSchema = z.object({ body: messageBodySchema }).strict();
export type PostMessageInput = z.infer<typeof postMessageInputSchema>;

export const editMessageInputSchema = z.object({ body: messageBodySchema }).strict();
export type EditMessageInput = z.infer<typeof editMessageInputSchema>;

const messageIdSchema = z
  .number({ error: 'The message id must be a number' })
  .int('The message id must be a whole number')
  .min(0, 'The message id must be a whole number')
  .max(Number.MAX_SAFE_INTEGER, 'The message id is not valid');

export const markReadInputSchema = z.object({ messageId: messageIdSchema }).strict();
export type MarkReadInput = z.infer<typeof markReadInputSchema>;

/** The member's own settings of a conversation; send only what changes. */
export const conversationSettingsInputSchema = z
  .object({
    muted: z.boolean({ error: 'Muted must be true or false' }).optional(),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
  })
  .strict()
  .refine((input) => input.muted !== undefined || input.archived !== undefined, 'Nothing to change: send muted and/or archived');
export type ConversationSettingsInput = z.infer<typeof conversationSettingsInputSchema>;

export const reportInputSchema = z
  .object({
    reason: z.enum(reportReasons, { error: 'Choose a reason for the report' }),
    note: multilineText({ label: 'The note' }).trim().max(MAX_REPORT_NOTE_LENGTH, `The note can be at most ${MAX_REPORT_NOTE_LENGTH} characters long`).optional(),
    /** A message of the conversation; without it the whole conversation is reported. */
    messageId: messageIdSchema.optional(),
  })
  .strict();
export type ReportInput = z.infer<typeof reportInputSchema>;

/** The mute link of an unread-message email: works without signing in, for that member and conversation only. */
export const muteLinkInputSchema = z.object({ conversationId: idSchema('The conversation'), memberId: idSchema('The member'), token: idSchema('The link').max(200, 'The link is not valid') }).strict();
export type MuteLinkInput = z.infer<typeof muteLinkInputSchema>;
