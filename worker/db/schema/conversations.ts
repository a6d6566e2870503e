import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/**
 * Conversations between two members (docs/decisions/023-messages.md). The pair is
 * stored in one canonical order (member_a_id < member_b_id), so a context has one conversation per
 * pair whoever started it.
 */
export const conversations = sqliteTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    contextType: text('context_type').notNull(),
    contextId: text('context_id').notNull(),
    memberAId: text('member_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberBId: text('member_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedById: text('started_by_id').notNull(),
    createdAt: integer('created_at').notNull(),
    lastMessageAt: integer('last_message_at').notNull(),
  },
  (table) => [
    uniqueIndex('conversations_context_pair_idx').on(table.contextType, table.contextId, table.memberAId, table.memberBId),
    index('conversations_pair_idx').on(table.memberAId, table.memberBId),
    index('conversations_member_b_idx').on(table.memberBId),
  ],
);

/**
 * Each member's side of a conversation: read mark, archive, mute, and the unread-email state.
 * `last_message_at` is copied here so a member's inbox is one index range, newest first.
 */
export const conversationMembers = sqliteTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message this member has read (message ids grow with time); 0 for none. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    muted: integer('muted', { mode: 'boolean' }).notNull().default(false),
    lastMessageAt: integer('last_message_at').notNull(),
    /** When the unread-message email is due (10 minutes after the first unread message); null when none is. */
    emailDueAt: integer('email_due_at'),
    lastEmailedAt: integer('last_emailed_at'),
    /** The newest message an email already told about: never two emails for the same messages. */
    emailedUpToMessageId: integer('emailed_up_to_message_id').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_inbox_idx').on(table.userId, table.archived, table.lastMessageAt),
    index('conversation_members_email_due_idx').on(table.emailDueAt),
  ],
);

/** Messages; ids are increasing integers, so "read up to" and "after" are comparisons. A deleted message keeps its row (the tombstone) without its text. */
export const conversationMessages = sqliteTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
    editedAt: integer('edited_at'),
    deletedAt: integer('deleted_at'),
  },
  (table) => [index('conversation_messages_thread_idx').on(table.conversationId, table.id), index('conversation_messages_created_idx').on(table.createdAt)],
);

/**
 * What changed for a member, in one increasing sequence: the sync cursor is a position in it
 * (new, edited and deleted messages, read marks, settings, blocks). A sync reads one index range.
 */
export const conversationChanges = sqliteTable(
  'conversation_changes',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id'),
    kind: text('kind', { enum: ['message', 'edit', 'delete', 'read', 'settings', 'block', 'start'] }).notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('conversation_changes_user_idx').on(table.userId, table.seq)],
);

/** A member who blocked another: neither can message the other anywhere. */
export const memberBlocks = sqliteTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('member_blocks_blocked_idx').on(table.blockedId)],
);

/** Reports of a message or a conversation, for the admins' queue. */
export const conversationReports = sqliteTable(
  'conversation_reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id'),
    /** The reported message's text when it was reported: deleting the message afterwards does not hide it from the admins. */
    messageBody: text('message_body'),
    reason: text('reason', { enum: ['spam', 'harassment', 'scam', 'inappropriate', 'other'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['open', 'reviewed', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('conversation_reports_status_idx').on(table.status, table.createdAt), index('conversation_reports_reporter_idx').on(table.reporterId, table.reportedUserId)],
);
