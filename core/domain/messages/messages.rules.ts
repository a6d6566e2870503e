/** Business rules of members' conversations. Pure: no clock, no database. */

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_REPORT_NOTE_LENGTH = 1000;
/** A message can be edited this long after it was sent. */
export const EDIT_WINDOW_MS = 15 * 60_000;
/** A message still unread this long is emailed to its recipient. */
export const UNREAD_EMAIL_DELAY_MS = 10 * 60_000;
/** At most one unread-message email per conversation and recipient in this time. */
export const UNREAD_EMAIL_INTERVAL_MS = 60 * 60_000;
/** Accounts younger than this get the stricter limits: new accounts are where spam comes from. */
export const NEW_ACCOUNT_AGE_MS = 24 * 60 * 60_000;
/** Messages per page of a conversation, newest page first. */
export const MESSAGES_PAGE_SIZE = 50;
/** Changes per sync answer; `more` says to ask again. */
export const SYNC_PAGE_SIZE = 200;

export const CANT_REPLY_MESSAGE = "You can't reply to this conversation";
export const DELETED_MESSAGE_TEXT = 'message deleted';

export interface RateLimit {
  limit: number;
  windowMs: number;
}
export const conversationRateLimits = {
  established: { conversations: { limit: 20, windowMs: 60 * 60_000 }, messages: { limit: 60, windowMs: 60_000 } },
  newAccount: { conversations: { limit: 3, windowMs: 60 * 60_000 }, messages: { limit: 10, windowMs: 60_000 } },
} as const satisfies Record<string, { conversations: RateLimit; messages: RateLimit }>;

/** The limits that apply to a member, by the age of their account. */
export function rateLimitsFor(accountCreatedAt: number, now: number) {
  return now - accountCreatedAt < NEW_ACCOUNT_AGE_MS ? conversationRateLimits.newAccount : conversationRateLimits.established;
}

export function rateLimitMessage(kind: 'conversations' | 'messages', retryAfterMs: number): string {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const wait = retryAfterMs > 60_000 ? `${minutes} minutes` : seconds === 60 ? 'a minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return kind === 'conversations' ? `You have started too many conversations in the last hour. Try again in ${wait}.` : `You are sending messages too quickly. Try again in ${wait}.`;
}

export const reportReasons = ['spam', 'harassment', 'scam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  scam: 'Scam or fraud',
  inappropriate: 'Inappropriate content',
  other: 'Something else',
};
export const reportStatuses = ['open', 'reviewed', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export type EditRefusal = 'not_author' | 'deleted' | 'too_late';

/**
 * The first moment (whole milliseconds) at which a message can no longer be edited: the edit
 * window includes its last millisecond. An answer that says "editable" holds until then.
 */
export function editWindowClosesAt(message: { createdAt: number }): number {
  return message.createdAt + EDIT_WINDOW_MS + 1;
}

/** Whether a member may edit a message now: only the author, only within the edit window, never a deleted one. */
export function editRefusal(message: { authorId: string; createdAt: number; deletedAt: number | null }, memberId: string, now: number): EditRefusal | null {
  if (message.authorId !== memberId) return 'not_author';
  if (message.deletedAt !== null) return 'deleted';
  if (now >= editWindowClosesAt(message)) return 'too_late';
  return null;
}

export const editRefusalMessages: Record<EditRefusal, string> = {
  not_author: 'You can only edit your own messages.',
  deleted: 'This message was deleted.',
  too_late: 'Messages can be edited for 15 minutes after sending.',
};

/**
 * Unread messages of a member: the other member's messages after the last one the member read,
 * not deleted. Ids grow with time, so "after" is a comparison of ids.
 */
export function countUnread(messages: readonly { id: number; authorId: string; deletedAt: number | null }[], memberId: string, lastReadMessageId: number): number {
  return messages.filter((message) => message.id > lastReadMessageId && message.authorId !== memberId && message.deletedAt === null).length;
}

/**
 * The read mark after "read up to `messageId`": it only moves forward (a late request for an
 * older message must not make newer ones unread again) and never past the newest message.
 */
export function nextReadMark(current: number, requested: number, newestMessageId: number): number {
  return Math.max(current, Math.min(requested, newestMessageId));
}

/**
 * The message that carries "Seen" for the member who wrote it: their newest message that the
 * other member has read (ids up to the other's read mark). Null when none was read yet.
 */
export function seenMessageId(messages: readonly { id: number; authorId: string }[], memberId: string, otherLastReadMessageId: number): number | null {
  let seen: number | null = null;
  for (const message of messages) {
    if (message.authorId === memberId && message.id <= otherLastReadMessageId && (seen === null || message.id > seen)) seen = message.id;
  }
  return seen;
}

/** The first line of a message for the conversation list, shortened to `max` characters. */
export function firstLine(body: string, max = 120): string {
  const line = body.split(/\r\n|\r|\n/, 1)[0]!.trim();
  if (line.length <= max) return line;
  return `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The avatar letter of a name (its first letter or digit, upper case), "?" for none. */
export function avatarLetter(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toLocaleUpperCase('en-US') : '?';
}

/** The two members of a conversation in one canonical order, so a pair has a single row per context. */
export function canonicalPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/**
 * Sync cursors are opaque to clients: "1." and a change sequence number. The version prefix lets
 * the format change later (a Durable Object's own sequence, a time-based cursor) without old
 * clients misreading it; an unknown cursor is a 400 and the client starts over.
 */
export function encodeCursor(sequence: number): string {
  return `1.${sequence}`;
}

export function decodeCursor(cursor: string): number | null {
  const match = /^1\.(\d{1,15})$/.exec(cursor);
  if (!match) return null;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? value : null;
}
