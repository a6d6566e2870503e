import { z } from 'zod';
import { conversationContextTypes } from './contexts.rules.ts';
import { reportReasons, reportStatuses } from './messages.rules.ts';

/** The API's answers for messages (worker/features/messages), shared with the platform's client. */

export const conversationMemberSchema = z.object({ id: z.string(), name: z.string(), avatarLetter: z.string() });

export const contextChipSchema = z.object({
  type: z.enum(conversationContextTypes),
  id: z.string(),
  /** "Event", "Venue"… from the registry. */
  label: z.string(),
  /** What it is about (the event's title), when still known. */
  title: z.string().nullable(),
  /** Where the member opens the context, when there is a page for them. */
  href: z.string().nullable(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  other: conversationMemberSchema,
  context: contextChipSchema,
  lastMessageAt: z.iso.datetime(),
  /** The last message's first line; "message deleted" for a deleted one; null before the first message. */
  lastMessagePreview: z.string().nullable(),
  lastMessageFromMe: z.boolean(),
  unreadCount: z.number().int(),
  lastReadMessageId: z.number().int(),
  /** The other member's read mark: "Seen" goes on my newest message at or below it. */
  otherLastReadMessageId: z.number().int(),
  muted: z.boolean(),
  archived: z.boolean(),
  /** False when either member blocked the other: the thread is read-only. */
  canReply: z.boolean(),
  /** Only the member who blocked is told so; the other sees canReply false and "You can't reply to this conversation". */
  blockedByMe: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const messageViewSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  authorId: z.string(),
  /** Empty for a deleted message (the tombstone). */
  body: z.string(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deleted: z.boolean(),
  /** Whether the viewer may still edit it (own, not deleted, within 15 minutes). */
  editable: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const inboxSchema = z.object({ conversations: z.array(conversationSummarySchema), unreadTotal: z.number().int(), cursor: z.string() });
export type Inbox = z.infer<typeof inboxSchema>;

export const conversationPageSchema = z.object({
  conversation: conversationSummarySchema,
  /** Oldest first within the page; the page is the newest messages before `before`. */
  messages: z.array(messageViewSchema),
  /** Pass as `before` for the previous page; null when this page reaches the first message. */
  before: z.number().int().nullable(),
  /** The "Seen" mark: my newest message the other member has read. */
  seenMessageId: z.number().int().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const syncSchema = z.object({
  cursor: z.string(),
  /** More changes wait: ask again with the new cursor. */
  more: z.boolean(),
  /** The current state of every conversation that changed (new messages, read marks, settings, blocks). */
  conversations: z.array(conversationSummarySchema),
  /** The current state of every message that is new, edited or deleted since the cursor. */
  messages: z.array(messageViewSchema),
  unreadTotal: z.number().int(),
});
export type SyncAnswer = z.infer<typeof syncSchema>;

export const reportViewSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  status: z.enum(reportStatuses),
  createdAt: z.iso.datetime(),
  conversationId: z.string(),
  messageId: z.number().int().nullable(),
  /** The reported message's text when it was reported (null when the whole conversation was reported). */
  messageBody: z.string().nullable(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  reported: z.object({ id: z.string(), name: z.string() }),
});
export type ReportView = z.infer<typeof reportViewSchema>;
