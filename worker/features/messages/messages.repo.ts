import { and, asc, desc, eq, getTableName, gt, lt, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type Db, parseJsonRows, prepareBatch } from '../../db/client.ts';
import { conversationChanges, conversationMembers, conversationMessages, conversationReports, conversations, memberBlocks, users } from '../../db/schema/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
export type ReportRow = typeof conversationReports.$inferSelect;
export type ChangeKind = (typeof conversationChanges.$inferInsert)['kind'];

/** One conversation as one member sees it in the inbox. */
export interface SummaryRow {
  id: string;
  contextType: string;
  contextId: string;
  lastMessageAt: number;
  lastReadMessageId: number;
  archived: number;
  muted: number;
  otherId: string;
  otherName: string;
  otherLastReadMessageId: number;
  unread: number;
  blockedByMe: number;
  blockedMe: number;
  lastId: number | null;
  lastAuthorId: string | null;
  lastBody: string | null;
  lastDeletedAt: number | null;
  lastCreatedAt: number | null;
}

/**
 * A set of conversation ids as SQL (a subquery): what a read is about, so the reads that depend on
 * it (its summaries, messages, context chips) are subqueries of the same db.batch — one round trip
 * to Turso over HTTP — instead of a second trip with the ids.
 */
export type ConversationIds = SQL;

/** Reads another part of the app adds to a batch of this repo (the context chips), answered in the same order. */
export type ExtraReads = readonly BatchItem<'sqlite'>[];

/** A change row per member of the conversation (or only `onlyUserId`), with `message_id` from `messageId`. */
function recordChanges(db: Db, conversationId: string, kind: ChangeKind, messageId: SQL | number | null, now: number, onlyUserId?: string) {
  const message = messageId === null ? sql`NULL` : typeof messageId === 'number' ? sql`${messageId}` : messageId;
  return db.all<{ seq: number; userId: string }>(sql`
    INSERT INTO ${conversationChanges} (user_id, conversation_id, message_id, kind, created_at)
    SELECT user_id, ${conversationId}, ${message}, ${kind}, ${now} FROM ${conversationMembers}
    WHERE conversation_id = ${conversationId}${onlyUserId ? sql` AND user_id = ${onlyUserId}` : sql``}
    RETURNING seq AS seq, user_id AS userId`);
}

const newestMessageId = (conversationId: string) => sql`(SELECT max(id) FROM ${conversationMessages} WHERE conversation_id = ${conversationId})`;

/**
 * The member's conversation summaries (at most `limit`, newest activity first) as one JSON array
 * text built by SQLite: one value back instead of 30 rows of 17 columns, which the local driver
 * turns into JS values one at a time (the inbox's largest cost; performance archive, 2026-11-26).
 * The order comes from the ordered subquery, which SQLite keeps into the aggregate (as
 * venues.repo.ts).
 */
function summaryQuery(db: Db, userId: MemberId, where: SQL, limit: number) {
  return db.get<{ rows: string | null }>(sql`
    SELECT json_group_array(json_object(
      'id', id, 'contextType', contextType, 'contextId', contextId, 'lastMessageAt', lastMessageAt, 'lastReadMessageId', lastReadMessageId,
      'archived', archived, 'muted', muted, 'otherId', otherId, 'otherName', otherName, 'otherLastReadMessageId', otherLastReadMessageId,
      'unread', unread, 'blockedByMe', blockedByMe, 'blockedMe', blockedMe, 'lastId', lastId, 'lastAuthorId', lastAuthorId, 'lastBody', lastBody,
      'lastDeletedAt', lastDeletedAt, 'lastCreatedAt', lastCreatedAt
    )) AS rows FROM (
    SELECT c.id AS id, c.context_type AS contextType, c.context_id AS contextId, me.last_message_at AS lastMessageAt,
      me.last_read_message_id AS lastReadMessageId, me.archived AS archived, me.muted AS muted,
      other.user_id AS otherId, u.name AS otherName, other.last_read_message_id AS otherLastReadMessageId,
      (SELECT count(*) FROM ${conversationMessages} m WHERE m.conversation_id = c.id AND m.id > me.last_read_message_id
        AND m.author_id != me.user_id AND m.deleted_at IS NULL) AS unread,
      EXISTS (SELECT 1 FROM ${memberBlocks} WHERE blocker_id = me.user_id AND blocked_id = other.user_id) AS blockedByMe,
      EXISTS (SELECT 1 FROM ${memberBlocks} WHERE blocker_id = other.user_id AND blocked_id = me.user_id) AS blockedMe,
      lm.id AS lastId, lm.author_id AS lastAuthorId, lm.body AS lastBody, lm.deleted_at AS lastDeletedAt, lm.created_at AS lastCreatedAt
    FROM ${conversationMembers} me
    JOIN ${conversations} c ON c.id = me.conversation_id
    JOIN ${conversationMembers} other ON other.conversation_id = me.conversation_id AND other.user_id != me.user_id
    JOIN ${users} u ON u.id = other.user_id
    LEFT JOIN ${conversationMessages} lm ON lm.id = (SELECT max(id) FROM ${conversationMessages} WHERE conversation_id = c.id)
    WHERE me.user_id = ${userId} AND ${where}
    ORDER BY me.last_message_at DESC, c.id
    LIMIT ${limit})`);
}

const summariesOf = (answer: { rows: string | null } | undefined) => parseJsonRows<SummaryRow>(answer);

const latestSeqQuery = (db: Db, userId: MemberId) => db.get<{ seq: number | null }>(sql`SELECT max(seq) AS seq FROM ${conversationChanges} WHERE user_id = ${userId}`);

/** Unread messages over the member's inbox (not archived, not muted): one index range per conversation. */
const unreadTotalQuery = (db: Db, userId: MemberId) =>
  db.get<{ total: number | null }>(sql`
    SELECT count(*) AS total FROM ${conversationMembers} me
    JOIN ${conversationMessages} m ON m.conversation_id = me.conversation_id AND m.id > me.last_read_message_id
    WHERE me.user_id = ${userId} AND me.archived = 0 AND me.muted = 0 AND m.author_id != ${userId} AND m.deleted_at IS NULL`);

const seqOf = (row: { seq: number | null } | undefined) => row?.seq ?? 0;
const totalOf = (row: { total: number | null } | undefined) => row?.total ?? 0;

const inboxWhere = (archived: boolean) => sql`me.archived = ${archived ? 1 : 0}`;

/**
 * The reads every inbox, sync and conversation view runs are prepared once per database
 * (prepareBatch): building them with drizzle each request was about a sixth of the inbox's time
 * (performance archive, 2026-11-26: prepared conversation reads). These placeholders stand for
 * the request's values.
 */
const member = sql.placeholder('userId');
const afterSeqValue = sql.placeholder('afterSeq');
const conversationIdValue = sql.placeholder('conversationId');
/** The member a read is for: an id, or `member` in a prepared read. */
type MemberId = string | Placeholder;

/** The member's first `limit` changes after `afterSeq`: a sync's page. */
const changePage = (limit: number) => sql`SELECT conversation_id, message_id, kind FROM ${conversationChanges} WHERE user_id = ${member} AND seq > ${afterSeqValue} ORDER BY seq LIMIT ${limit}`;

/** Queries for conversations, their messages, read marks, blocks and reports. */
export const messagesRepo = {
  /** Every table the inbox and sync reads take their rows from (besides the context chips'): a write to one makes a kept answer stale. */
  summaryTables: [conversations, conversationMembers, conversationMessages, conversationChanges, memberBlocks, users].map((table) => getTableName(table)),

  findUser(db: Db, userId: string) {
    return db.query.users.findFirst({ where: eq(users.id, userId), columns: { id: true, name: true, email: true, createdAt: true, role: true } });
  },

  /** The conversation when `userId` is one of its two members; undefined otherwise (404 for everyone else). */
  async findForMember(db: Db, conversationId: string, userId: string): Promise<{ conversation: ConversationRow; me: MemberRow; other: MemberRow } | undefined> {
    const [found, members] = await db.batch([
      db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), or(eq(conversations.memberAId, userId), eq(conversations.memberBId, userId)))),
      db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, conversationId)),
    ]);
    const conversation = found[0];
    const me = members.find((member) => member.userId === userId);
    const other = members.find((member) => member.userId !== userId);
    return conversation && me && other ? { conversation, me, other } : undefined;
  },

  findByContextPair(db: Db, contextType: string, contextId: string, memberAId: string, memberBId: string) {
    return db.query.conversations.findFirst({
      where: and(eq(conversations.contextType, contextType), eq(conversations.contextId, contextId), eq(conversations.memberAId, memberAId), eq(conversations.memberBId, memberBId)),
    });
  },

  /** Creates the conversation and both members' rows unless the (context, pair) has one; answers whether it was created. */
  async insertConversation(db: Db, row: typeof conversations.$inferInsert): Promise<boolean> {
    const members = [row.memberAId, row.memberBId].map((userId) => ({ conversationId: row.id, userId, lastMessageAt: row.lastMessageAt }));
    const [inserted] = await db.batch([
      db.insert(conversations).values(row).onConflictDoNothing().returning({ id: conversations.id }),
      // Only for a conversation that went in: the select finds no row when the insert was ignored.
      db.run(sql`INSERT INTO ${conversationMembers} (conversation_id, user_id, last_message_at)
        SELECT ${row.id}, value, ${row.lastMessageAt} FROM json_each(${JSON.stringify(members.map((member) => member.userId))})
        WHERE EXISTS (SELECT 1 FROM ${conversations} WHERE id = ${row.id})`),
    ]);
    return inserted.length === 1;
  },

  /**
   * A new message in one batch (one transaction): the message, the conversation's time, both
   * members' rows (the author has read it; the recipient's archive is lifted unless muted and the
   * unread email is scheduled) and a change for each member. Answers the message and the changes.
   */
  async insertMessage(db: Db, input: { conversationId: string; authorId: string; body: string; now: number; emailDelayMs: number }) {
    const { conversationId, authorId, body, now, emailDelayMs } = input;
    const [inserted, , , changes] = await db.batch([
      db.insert(conversationMessages).values({ conversationId, authorId, body, createdAt: now }).returning(),
      db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId)),
      db.run(sql`UPDATE ${conversationMembers} SET
          last_message_at = ${now},
          archived = CASE WHEN user_id != ${authorId} AND muted = 0 THEN 0 ELSE archived END,
          email_due_at = CASE WHEN user_id != ${authorId} THEN coalesce(email_due_at, ${now + emailDelayMs}) ELSE email_due_at END,
          last_read_message_id = CASE WHEN user_id = ${authorId} THEN ${newestMessageId(conversationId)} ELSE last_read_message_id END
        WHERE conversation_id = ${conversationId}`),
      recordChanges(db, conversationId, 'message', newestMessageId(conversationId), now),
    ]);
    return { message: inserted[0]!, changes };
  },

  findMessage(db: Db, conversationId: string, messageId: number) {
    return db.query.conversationMessages.findFirst({ where: and(eq(conversationMessages.conversationId, conversationId), eq(conversationMessages.id, messageId)) });
  },

  /** Edits or deletes (empties the text, keeps the row) a message that is not deleted yet; undefined when it was. */
  async changeMessage(db: Db, message: MessageRow, change: { body: string; editedAt: number } | { deletedAt: number }, now: number) {
    const set = 'deletedAt' in change ? { body: '', deletedAt: change.deletedAt } : change;
    const [updated, changes] = await db.batch([
      db
        .update(conversationMessages)
        .set(set)
        .where(and(eq(conversationMessages.id, message.id), sql`${conversationMessages.deletedAt} IS NULL`))
        .returning(),
      recordChanges(db, message.conversationId, 'deletedAt' in change ? 'delete' : 'edit', message.id, now),
    ]);
    return { message: updated[0], changes };
  },

  /** A page of messages, newest first: those before `beforeId` when given. */
  listMessages(db: Db, conversationId: string, beforeId: number | undefined, limit: number) {
    return db
      .select()
      .from(conversationMessages)
      .where(and(eq(conversationMessages.conversationId, conversationId), ...(beforeId !== undefined ? [lt(conversationMessages.id, beforeId)] : [])))
      .orderBy(desc(conversationMessages.id))
      .limit(limit);
  },

  newestMessageIdOf(db: Db, conversationId: string) {
    return db.get<{ id: number | null }>(sql`SELECT ${newestMessageId(conversationId)} AS id`).then((row) => row?.id ?? 0);
  },

  /** Moves the member's read mark to `messageId`; the unread email is dropped once everything is read. */
  markRead(db: Db, conversationId: string, userId: string, messageId: number, newestId: number, now: number) {
    return db.batch([
      db
        .update(conversationMembers)
        .set({ lastReadMessageId: messageId, ...(messageId >= newestId ? { emailDueAt: null } : {}) })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId))),
      recordChanges(db, conversationId, 'read', messageId, now),
    ]);
  },

  setSettings(db: Db, conversationId: string, userId: string, settings: { muted?: boolean; archived?: boolean }, now: number) {
    return db.batch([
      db
        .update(conversationMembers)
        .set({ ...settings, ...(settings.muted ? { emailDueAt: null } : {}) })
        .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId))),
      recordChanges(db, conversationId, 'settings', null, now, userId),
    ]);
  },

  isBlockedBetween(db: Db, a: string, b: string) {
    return db
      .select({ blockerId: memberBlocks.blockerId })
      .from(memberBlocks)
      .where(or(and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)), and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a))))
      .then((rows) => rows.length > 0);
  },

  /** Blocks or unblocks, and records a change for both members of every conversation of the pair. */
  async setBlock(db: Db, blockerId: string, blockedId: string, blocked: boolean, now: number) {
    const [a, b] = blockerId < blockedId ? [blockerId, blockedId] : [blockedId, blockerId];
    const write = blocked
      ? db.insert(memberBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing()
      : db.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
    const [, changes] = await db.batch([
      write,
      db.all<{ seq: number; userId: string }>(sql`
        INSERT INTO ${conversationChanges} (user_id, conversation_id, message_id, kind, created_at)
        SELECT cm.user_id, cm.conversation_id, NULL, 'block', ${now} FROM ${conversations} c
        JOIN ${conversationMembers} cm ON cm.conversation_id = c.id
        WHERE c.member_a_id = ${a} AND c.member_b_id = ${b}
        RETURNING seq AS seq, user_id AS userId`),
    ]);
    return changes;
  },

  listBlocks(db: Db, blockerId: string) {
    return db
      .select({ memberId: memberBlocks.blockedId, name: users.name, createdAt: memberBlocks.createdAt })
      .from(memberBlocks)
      .innerJoin(users, eq(users.id, memberBlocks.blockedId))
      .where(eq(memberBlocks.blockerId, blockerId))
      .orderBy(desc(memberBlocks.createdAt));
  },

  /**
   * Selects the context ids of one type among the conversations `conversationIds` selects (for the
   * context chips). The unary `+` keeps SQLite from reading conversations_context_pair_idx by type,
   * which is every conversation of that type on the site, instead of the page's few ids.
   */
  contextIdsOf(conversationIds: ConversationIds, contextType: string): SQL {
    return sql`SELECT context_id FROM ${conversations} WHERE +context_type = ${contextType} AND id IN (${conversationIds})`;
  },

  /** The conversation a summary read (prepareSummary) is about. */
  summaryConversationId(): ConversationIds {
    return sql`SELECT ${conversationIdValue}`;
  },

  /** The conversations of an inbox page, newest activity first: those prepareInbox lists. */
  inboxPageIds(archived: boolean, limit: number): ConversationIds {
    return sql`SELECT conversation_id FROM ${conversationMembers} WHERE user_id = ${member} AND archived = ${archived ? 1 : 0}
      ORDER BY last_message_at DESC, conversation_id LIMIT ${limit}`;
  },

  /**
   * The inbox in one batch (one transaction, one round trip): the cursor, a page of summaries, the
   * unread total, and `extra` reads about the page's conversations (inboxPageIds: the context
   * chips). In one transaction the cursor is of the same moment as the list, so the next sync
   * starts exactly where this list ends, neither missing nor repeating a change.
   */
  prepareInbox(db: Db, archived: boolean, limit: number, extra: ExtraReads) {
    const run = prepareBatch(db, [latestSeqQuery(db, member), summaryQuery(db, member, inboxWhere(archived), limit), unreadTotalQuery(db, member), ...extra]);
    return async (userId: string) => {
      const [latest, rows, total, ...extraAnswers] = await run({ userId });
      return { latestSeq: seqOf(latest), rows: summariesOf(rows), unreadTotal: totalOf(total), extraAnswers: extraAnswers as unknown[] };
    };
  },

  /** One conversation's summary as `userId` sees it, and `extra` reads about it (summaryConversationId), in one batch. */
  prepareSummary(db: Db, extra: ExtraReads) {
    const run = prepareBatch(db, [summaryQuery(db, member, sql`me.conversation_id = ${conversationIdValue}`, 1), ...extra]);
    return async (userId: string, conversationId: string) => {
      const [rows, ...extraAnswers] = await run({ userId, conversationId });
      return { rows: summariesOf(rows), extraAnswers: extraAnswers as unknown[] };
    };
  },

  /** The conversations of a sync's page: those of the member's first `pageSize` changes after `afterSeq`. */
  changedConversationIds(pageSize: number): ConversationIds {
    return sql`SELECT conversation_id FROM (${changePage(pageSize)})`;
  },

  /**
   * A sync in one batch (one transaction, one round trip): the seqs of the member's changes after
   * `afterSeq` (one more than `pageSize`, to tell whether there are more), the summaries of the
   * page's conversations and its new, edited or deleted messages (by subquery on the same page, so
   * they need no trip of their own), the unread total and `extra` reads about the page's
   * conversations (changedConversationIds: the context chips).
   */
  prepareChanges(db: Db, pageSize: number, extra: ExtraReads) {
    const run = prepareBatch(db, [
      db
        .select({ seq: conversationChanges.seq })
        .from(conversationChanges)
        .where(and(eq(conversationChanges.userId, member), gt(conversationChanges.seq, afterSeqValue)))
        .orderBy(asc(conversationChanges.seq))
        .limit(pageSize + 1),
      summaryQuery(db, member, sql`me.conversation_id IN (${messagesRepo.changedConversationIds(pageSize)})`, pageSize),
      // A read change's message id is the read mark, not a message to send again.
      db
        .select()
        .from(conversationMessages)
        .where(sql`${conversationMessages.id} IN (SELECT message_id FROM (${changePage(pageSize)}) WHERE message_id IS NOT NULL AND kind != 'read')`)
        .orderBy(asc(conversationMessages.id)),
      unreadTotalQuery(db, member),
      ...extra,
    ]);
    return async (userId: string, afterSeq: number) => {
      const [seqs, rows, messages, total, ...extraAnswers] = await run({ userId, afterSeq });
      return { seqs: seqs.map((row) => row.seq), rows: summariesOf(rows), messages, unreadTotal: totalOf(total), extraAnswers: extraAnswers as unknown[] };
    };
  },

  /** The member's cursor (newest change) and unread total, of the same moment. */
  async readCursor(db: Db, userId: string) {
    const [latest, total] = await db.batch([latestSeqQuery(db, userId), unreadTotalQuery(db, userId)]);
    return { latestSeq: seqOf(latest), unreadTotal: totalOf(total) };
  },

  unreadTotal(db: Db, userId: string) {
    return unreadTotalQuery(db, userId).then(totalOf);
  },

  latestSeq(db: Db, userId: string) {
    return latestSeqQuery(db, userId).then(seqOf);
  },

  findReport(db: Db, reporterId: string, conversationId: string, messageId: number | null) {
    return db.query.conversationReports.findFirst({
      where: and(
        eq(conversationReports.reporterId, reporterId),
        eq(conversationReports.conversationId, conversationId),
        messageId === null ? sql`${conversationReports.messageId} IS NULL` : eq(conversationReports.messageId, messageId),
      ),
    });
  },

  async insertReport(db: Db, row: typeof conversationReports.$inferInsert) {
    await db.insert(conversationReports).values(row);
  },

  hasReported(db: Db, reporterId: string, reportedUserId: string) {
    return db
      .select({ id: conversationReports.id })
      .from(conversationReports)
      .where(and(eq(conversationReports.reporterId, reporterId), eq(conversationReports.reportedUserId, reportedUserId)))
      .limit(1)
      .then((rows) => rows.length > 0);
  },

  /** The admins' queue: newest first, with the names of reporter and reported member and the reported text. */
  listReports(db: Db, status: ReportRow['status'] | undefined, limit: number) {
    return db.all<ReportRow & { reporterName: string; reportedName: string }>(sql`
      SELECT r.id AS id, r.reporter_id AS reporterId, r.reported_user_id AS reportedUserId, r.conversation_id AS conversationId,
        r.message_id AS messageId, r.message_body AS messageBody, r.reason AS reason, r.note AS note, r.status AS status,
        r.created_at AS createdAt, reporter.name AS reporterName, reported.name AS reportedName
      FROM ${conversationReports} r
      JOIN ${users} reporter ON reporter.id = r.reporter_id
      JOIN ${users} reported ON reported.id = r.reported_user_id
      ${status ? sql`WHERE r.status = ${status}` : sql``}
      ORDER BY r.created_at DESC, r.id
      LIMIT ${limit}`);
  },

  // ── Unread-message emails ───────────────────────────────────────────────

  /** Members whose unread email is due (conversation_members_email_due_idx). */
  dueEmails(db: Db, now: number, limit: number) {
    return db.all<MemberRow & { recipientEmail: string; recipientName: string; otherId: string; otherName: string }>(sql`
      SELECT me.conversation_id AS conversationId, me.user_id AS userId, me.last_read_message_id AS lastReadMessageId,
        me.archived AS archived, me.muted AS muted, me.last_message_at AS lastMessageAt, me.email_due_at AS emailDueAt,
        me.last_emailed_at AS lastEmailedAt, me.emailed_up_to_message_id AS emailedUpToMessageId,
        recipient.email AS recipientEmail, recipient.name AS recipientName, other.user_id AS otherId, sender.name AS otherName
      FROM ${conversationMembers} me
      JOIN ${users} recipient ON recipient.id = me.user_id
      JOIN ${conversationMembers} other ON other.conversation_id = me.conversation_id AND other.user_id != me.user_id
      JOIN ${users} sender ON sender.id = other.user_id
      WHERE me.email_due_at <= ${now}
      ORDER BY me.email_due_at
      LIMIT ${limit}`);
  },

  /** The other member's unread messages not emailed yet, oldest first. */
  unemailedMessages(db: Db, conversationId: string, recipientId: string, afterId: number) {
    return db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          gt(conversationMessages.id, afterId),
          sql`${conversationMessages.authorId} != ${recipientId}`,
          sql`${conversationMessages.deletedAt} IS NULL`,
        ),
      )
      .orderBy(asc(conversationMessages.id))
      .limit(50);
  },

  /**
   * Takes the due email for this run, or answers false when another run took it (or it changed):
   * the condition on `email_due_at` makes the update the claim, so an email is never sent twice.
   */
  async claimEmail(db: Db, member: Pick<MemberRow, 'conversationId' | 'userId'> & { emailDueAt: number }, next: { emailDueAt: number | null; lastEmailedAt?: number; emailedUpToMessageId?: number }) {
    const updated = await db
      .update(conversationMembers)
      .set(next)
      .where(and(eq(conversationMembers.conversationId, member.conversationId), eq(conversationMembers.userId, member.userId), eq(conversationMembers.emailDueAt, member.emailDueAt)))
      .returning({ userId: conversationMembers.userId });
    return updated.length === 1;
  },
};
