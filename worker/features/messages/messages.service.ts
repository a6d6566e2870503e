import { conversationContexts, type ConversationContextType, decideStart } from '#core/domain/messages/contexts.rules.ts';
import type { ConversationPage, ConversationSummary, Inbox, MessageView, ReportView, SyncAnswer } from '#core/domain/messages/conversation-view.schema.ts';
import {
  avatarLetter,
  canonicalPair,
  CANT_REPLY_MESSAGE,
  decodeCursor,
  DELETED_MESSAGE_TEXT,
  editRefusal,
  editRefusalMessages,
  editWindowClosesAt,
  encodeCursor,
  firstLine,
  MESSAGES_PAGE_SIZE,
  nextReadMark,
  rateLimitMessage,
  rateLimitsFor,
  seenMessageId,
  SYNC_PAGE_SIZE,
  UNREAD_EMAIL_DELAY_MS,
} from '#core/domain/messages/messages.rules.ts';
import type { ConversationSettingsInput, MuteLinkInput, ReportInput, StartConversationInput } from '#core/domain/messages/messages.schema.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppDeps, SessionUser } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { cachedJson } from '../../cache/table-cache.ts';
import { randomId } from '../../services/tokens.ts';
import { contextsRepo } from './contexts.repo.ts';
import { type ContextChip, contextChipKey, contextChipReads, contextResolvers } from './contexts.service.ts';
import { type ConversationIds, messagesRepo as repo, type ExtraReads, type MessageRow, type SummaryRow } from './messages.repo.ts';
import { verifyMuteToken } from './unread-emails.service.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const notFound = () => new ApiError(404, 'Conversation not found');
/** The most conversations an inbox lists. */
const INBOX_PAGE_SIZE = 200;

/** Tells each member's open inboxes their new cursor (the newest change of theirs in this write). */
function publish(deps: AppDeps, changes: { seq: number; userId: string }[]) {
  const notifier = deps.inboxNotifier;
  if (!notifier) return;
  const newest = new Map<string, number>();
  for (const change of changes) newest.set(change.userId, Math.max(newest.get(change.userId) ?? 0, change.seq));
  for (const [userId, seq] of newest) {
    try {
      const sent = notifier.notify(userId, { type: 'changed', cursor: encodeCursor(seq) });
      if (sent instanceof Promise) {
        const logged = sent.catch((error: unknown) => console.error('Inbox hint failed:', error));
        deps.waitUntil?.(logged);
      }
    } catch (error) {
      console.error('Inbox hint failed:', error);
    }
  }
}

export function messageView(row: MessageRow, viewerId: string, now: number): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorId: row.authorId,
    body: row.deletedAt === null ? row.body : '',
    createdAt: iso(row.createdAt),
    editedAt: row.editedAt === null ? null : iso(row.editedAt),
    deleted: row.deletedAt !== null,
    editable: editRefusal(row, viewerId, now) === null,
  };
}

function summaries(viewerId: string, rows: SummaryRow[], chips: Map<string, ContextChip>): ConversationSummary[] {
  return rows.map((row) => {
    const type = row.contextType as ConversationContextType;
    const chip = chips.get(contextChipKey(row.contextType, row.contextId));
    return {
      id: row.id,
      other: { id: row.otherId, name: row.otherName, avatarLetter: avatarLetter(row.otherName) },
      context: { type, id: row.contextId, label: conversationContexts[type]?.label ?? 'Conversation', title: chip?.title ?? null, href: chip?.href ?? null },
      lastMessageAt: iso(row.lastMessageAt),
      lastMessagePreview: row.lastId === null ? null : row.lastDeletedAt !== null ? DELETED_MESSAGE_TEXT : firstLine(row.lastBody ?? ''),
      lastMessageFromMe: row.lastAuthorId === viewerId,
      unreadCount: Number(row.unread),
      lastReadMessageId: Number(row.lastReadMessageId),
      otherLastReadMessageId: Number(row.otherLastReadMessageId),
      muted: Boolean(row.muted),
      archived: Boolean(row.archived),
      canReply: !row.blockedByMe && !row.blockedMe,
      blockedByMe: Boolean(row.blockedByMe),
    };
  });
}

/** One conversation's summary with its chip, in one round trip. */
async function summaryOf(deps: AppDeps, viewerId: string, conversationId: string): Promise<ConversationSummary> {
  const { read, chipsOf } = summaryRead(deps.db);
  const found = await read(viewerId, conversationId);
  const [summary] = summaries(viewerId, found.rows, chipsOf(found.extraAnswers, viewerId));
  if (!summary) throw notFound();
  return summary;
}

async function loadForMember(deps: AppDeps, user: SessionUser, conversationId: string) {
  const found = conversationId.length <= 100 ? await repo.findForMember(deps.db, conversationId, user.id) : undefined;
  if (!found) throw notFound();
  return found;
}

async function refuseIfBlocked(deps: AppDeps, user: SessionUser, otherId: string) {
  if (await repo.isBlockedBetween(deps.db, user.id, otherId)) throw new ApiError(403, CANT_REPLY_MESSAGE);
}

async function limit(deps: AppDeps, user: SessionUser, kind: 'conversations' | 'messages') {
  const now = deps.clock.now();
  const rule = rateLimitsFor(user.createdAt, now)[kind];
  const { allowed, retryAfterMs } = await hitRateLimit(deps.db, `${kind === 'conversations' ? 'conversation-start' : 'conversation-message'}:${user.id}`, rule.limit, rule.windowMs, now);
  if (!allowed) throw new ApiError(429, rateLimitMessage(kind, retryAfterMs), undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

async function insertMessage(deps: AppDeps, user: SessionUser, conversationId: string, body: string) {
  const now = deps.clock.now();
  const { message, changes } = await repo.insertMessage(deps.db, { conversationId, authorId: user.id, body, now, emailDelayMs: UNREAD_EMAIL_DELAY_MS });
  publish(deps, changes);
  return messageView(message, user.id, now);
}

/**
 * The summary reads with their context chips, prepared once per database (the repo's prepare*):
 * the chip reads join each batch, and `chipsOf` reads their answers.
 */
function withChips<Read>(prepare: (db: Db, chipReads: ExtraReads) => Read, conversationIds: () => ConversationIds) {
  return preparedOnce((db) => {
    const chips = contextChipReads(db, conversationIds());
    return { read: prepare(db, chips.reads), chipsOf: chips.chipsOf };
  });
}
const inboxRead = withChips(
  (db, chips) => repo.prepareInbox(db, false, INBOX_PAGE_SIZE, chips),
  () => repo.inboxPageIds(false, INBOX_PAGE_SIZE),
);
const archivedInboxRead = withChips(
  (db, chips) => repo.prepareInbox(db, true, INBOX_PAGE_SIZE, chips),
  () => repo.inboxPageIds(true, INBOX_PAGE_SIZE),
);
const summaryRead = withChips(
  (db, chips) => repo.prepareSummary(db, chips),
  () => repo.summaryConversationId(),
);
const changesRead = withChips(
  (db, chips) => repo.prepareChanges(db, SYNC_PAGE_SIZE, chips),
  () => repo.changedConversationIds(SYNC_PAGE_SIZE),
);

// ── Kept answers ─────────────────────────────────────────────────────────────

/**
 * Every table an inbox or a sync answer is read from. Their answers are kept on Node (cachedJson,
 * decision 042) until a write to one of them — a message, a read mark, a setting, a block, a
 * rename, a context's new title — so a member who polls or reopens the inbox costs no read.
 */
const answerTables = [...repo.summaryTables, ...contextsRepo.chipTables];

/** The inbox as UTF-8 JSON (kept: answerTables). Nothing in it depends on the clock. */
export function inboxJson(deps: AppDeps, user: SessionUser, archived: boolean) {
  return cachedJson(deps.readCache, answerTables, `inbox ${user.id} ${archived ? 'archived' : 'current'}`, deps.clock.now(), async () => ({
    json: JSON.stringify(await listInbox(deps, user, archived)),
    until: Infinity,
  }));
}

/**
 * A sync answer as UTF-8 JSON (kept: answerTables, per cursor). Its messages say whether the member
 * may still edit them, so the answer is kept only until the first of their edit windows closes.
 */
export function syncJson(deps: AppDeps, user: SessionUser, after: string | undefined) {
  return cachedJson(deps.readCache, answerTables, `sync ${user.id} ${after ?? ''}`, deps.clock.now(), async () => {
    const { answer, editableUntil } = await sync(deps, user, after);
    return { json: JSON.stringify(answer), until: editableUntil };
  });
}

// ── Inbox ────────────────────────────────────────────────────────────────────

/** The inbox: the session's round trip, then one batch (the cursor, the list, the unread total and the chips). */
async function listInbox(deps: AppDeps, user: SessionUser, archived: boolean): Promise<Inbox> {
  const { read, chipsOf } = (archived ? archivedInboxRead : inboxRead)(deps.db);
  const found = await read(user.id);
  return {
    conversations: summaries(user.id, found.rows, chipsOf(found.extraAnswers, user.id)),
    unreadTotal: found.unreadTotal,
    cursor: encodeCursor(found.latestSeq),
  };
}

export function unreadTotal(deps: AppDeps, user: SessionUser): Promise<number> {
  return repo.unreadTotal(deps.db, user.id);
}

export async function startConversation(deps: AppDeps, user: SessionUser, input: StartConversationInput) {
  const { type, id: contextId } = input.context;
  const resolver = contextResolvers[type];
  if (!resolver) throw new ApiError(400, `Conversations about a ${conversationContexts[type].label.toLowerCase()} cannot be started yet.`);
  const decision = decideStart(type, await resolver.resolve(deps, contextId, user.id), user.id, input.to);
  if (!decision.ok) {
    const status = decision.reason === 'no_right' ? 404 : decision.reason === 'closed' ? 409 : 400;
    throw new ApiError(status, decision.reason === 'no_right' ? 'There is nothing here you can start a conversation from.' : decision.message);
  }
  if (await repo.isBlockedBetween(deps.db, user.id, decision.recipientId)) throw new ApiError(403, "You can't message this member.");
  const [memberAId, memberBId] = canonicalPair(user.id, decision.recipientId);
  let conversation = await repo.findByContextPair(deps.db, type, contextId, memberAId, memberBId);
  let created = false;
  if (!conversation) {
    // Both limits before anything is written: a refused first message must not leave an empty conversation.
    await limit(deps, user, 'conversations');
    await limit(deps, user, 'messages');
    const now = deps.clock.now();
    const row = { id: randomId(), contextType: type, contextId, memberAId, memberBId, startedById: user.id, createdAt: now, lastMessageAt: now };
    created = await repo.insertConversation(deps.db, row);
    // Another request for the same context and pair may have won the race: use its conversation.
    conversation = created ? row : await repo.findByContextPair(deps.db, type, contextId, memberAId, memberBId);
    if (!conversation) throw new ApiError(409, 'The conversation could not be started. Please try again.');
  }
  if (!created) await limit(deps, user, 'messages');
  const message = await insertMessage(deps, user, conversation.id, input.message);
  return { created, conversation: await summaryOf(deps, user.id, conversation.id), message };
}

export async function readConversation(deps: AppDeps, user: SessionUser, conversationId: string, before: number | undefined): Promise<ConversationPage> {
  const { other } = await loadForMember(deps, user, conversationId);
  const rows = await repo.listMessages(deps.db, conversationId, before, MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const now = deps.clock.now();
  return {
    conversation: await summaryOf(deps, user.id, conversationId),
    messages: page.map((row) => messageView(row, user.id, now)),
    before: rows.length > MESSAGES_PAGE_SIZE ? page[0]!.id : null,
    seenMessageId: seenMessageId(page, user.id, other.lastReadMessageId),
  };
}

// ── Messages ─────────────────────────────────────────────────────────────────

export async function postMessage(deps: AppDeps, user: SessionUser, conversationId: string, body: string) {
  const { other } = await loadForMember(deps, user, conversationId);
  await refuseIfBlocked(deps, user, other.userId);
  await limit(deps, user, 'messages');
  return insertMessage(deps, user, conversationId, body);
}

async function loadMessage(deps: AppDeps, conversationId: string, messageId: string) {
  const id = /^\d{1,15}$/.test(messageId) ? Number(messageId) : NaN;
  const message = Number.isSafeInteger(id) ? await repo.findMessage(deps.db, conversationId, id) : undefined;
  if (!message) throw new ApiError(404, 'Message not found');
  return message;
}

export async function editMessage(deps: AppDeps, user: SessionUser, conversationId: string, messageId: string, body: string) {
  const { other } = await loadForMember(deps, user, conversationId);
  const message = await loadMessage(deps, conversationId, messageId);
  const now = deps.clock.now();
  const refusal = editRefusal(message, user.id, now);
  if (refusal) throw new ApiError(refusal === 'not_author' ? 403 : 409, editRefusalMessages[refusal]);
  await refuseIfBlocked(deps, user, other.userId);
  if (message.body === body) return messageView(message, user.id, now);
  const { message: updated, changes } = await repo.changeMessage(deps.db, message, { body, editedAt: now }, now);
  if (!updated) throw new ApiError(409, editRefusalMessages.deleted);
  publish(deps, changes);
  return messageView(updated, user.id, now);
}

/** Deleting leaves the tombstone ("message deleted"); allowed in a read-only thread too, so anyone can take their words back. */
export async function deleteMessage(deps: AppDeps, user: SessionUser, conversationId: string, messageId: string) {
  await loadForMember(deps, user, conversationId);
  const message = await loadMessage(deps, conversationId, messageId);
  if (message.authorId !== user.id) throw new ApiError(403, 'You can only delete your own messages.');
  const now = deps.clock.now();
  if (message.deletedAt !== null) return messageView(message, user.id, now);
  const { message: updated, changes } = await repo.changeMessage(deps.db, message, { deletedAt: now }, now);
  publish(deps, changes);
  return messageView(updated ?? message, user.id, now);
}

export async function markRead(deps: AppDeps, user: SessionUser, conversationId: string, messageId: number) {
  const { me } = await loadForMember(deps, user, conversationId);
  const newest = await repo.newestMessageIdOf(deps.db, conversationId);
  const next = nextReadMark(me.lastReadMessageId, messageId, newest);
  if (next !== me.lastReadMessageId) {
    const [, changes] = await repo.markRead(deps.db, conversationId, user.id, next, newest, deps.clock.now());
    publish(deps, changes);
  }
  return { lastReadMessageId: next, unreadTotal: await repo.unreadTotal(deps.db, user.id) };
}

export async function updateSettings(deps: AppDeps, user: SessionUser, conversationId: string, input: ConversationSettingsInput) {
  await loadForMember(deps, user, conversationId);
  const [, changes] = await repo.setSettings(deps.db, conversationId, user.id, input, deps.clock.now());
  publish(deps, changes);
  return summaryOf(deps, user.id, conversationId);
}

// ── Blocks and reports ───────────────────────────────────────────────────────

export async function setBlockInConversation(deps: AppDeps, user: SessionUser, conversationId: string, blocked: boolean) {
  const { other } = await loadForMember(deps, user, conversationId);
  publish(deps, await repo.setBlock(deps.db, user.id, other.userId, blocked, deps.clock.now()));
  return summaryOf(deps, user.id, conversationId);
}

export async function unblockMember(deps: AppDeps, user: SessionUser, memberId: string) {
  if (memberId.length > 100) return;
  publish(deps, await repo.setBlock(deps.db, user.id, memberId, false, deps.clock.now()));
}

export async function listBlocks(deps: AppDeps, user: SessionUser) {
  const rows = await repo.listBlocks(deps.db, user.id);
  return rows.map((row) => ({ memberId: row.memberId, name: row.name, avatarLetter: avatarLetter(row.name), blockedAt: iso(row.createdAt) }));
}

export async function reportConversation(deps: AppDeps, user: SessionUser, conversationId: string, input: ReportInput) {
  const { other } = await loadForMember(deps, user, conversationId);
  const messageId = input.messageId ?? null;
  let messageBody: string | null = null;
  if (messageId !== null) {
    const message = await loadMessage(deps, conversationId, String(messageId));
    if (message.authorId === user.id) throw new ApiError(400, 'You cannot report your own message.');
    messageBody = message.deletedAt === null ? message.body : '';
  }
  const existing = await repo.findReport(deps.db, user.id, conversationId, messageId);
  if (existing) return { created: false, id: existing.id };
  const id = randomId();
  await repo.insertReport(deps.db, {
    id,
    reporterId: user.id,
    reportedUserId: other.userId,
    conversationId,
    messageId,
    messageBody,
    reason: input.reason,
    note: input.note || null,
    createdAt: deps.clock.now(),
  });
  return { created: true, id };
}

export async function listReports(deps: AppDeps, user: SessionUser, status: string | undefined): Promise<ReportView[]> {
  if (user.role !== 'admin') throw new ApiError(403, 'Only administrators can see reports.');
  if (status !== undefined && !['open', 'reviewed', 'dismissed'].includes(status)) throw new ApiError(400, 'The status must be open, reviewed or dismissed.');
  const rows = await repo.listReports(deps.db, status as ReportView['status'] | undefined, 200);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: iso(row.createdAt),
    conversationId: row.conversationId,
    messageId: row.messageId,
    // As reported: deleting the message afterwards does not take it out of the admins' view.
    messageBody: row.messageId === null ? null : (row.messageBody ?? ''),
    reporter: { id: row.reporterId, name: row.reporterName },
    reported: { id: row.reportedUserId, name: row.reportedName },
  }));
}

// ── Sync and mute links ──────────────────────────────────────────────────────

/**
 * Everything that changed for the member since `after` (a cursor); without one, only the current
 * cursor. One batch after the session: the changes, and by subquery on the same page their
 * conversations, messages and chips, with the unread total.
 */
/** The changes after a cursor, and the app-clock moment its first editable message stops being editable (Infinity: none is). */
async function sync(deps: AppDeps, user: SessionUser, after: string | undefined): Promise<{ answer: SyncAnswer; editableUntil: number }> {
  if (after === undefined || after === '') {
    // Read in one transaction, nothing can have changed after the cursor: the rest is empty.
    const { latestSeq, unreadTotal: total } = await repo.readCursor(deps.db, user.id);
    return { answer: { cursor: encodeCursor(latestSeq), more: false, conversations: [], messages: [], unreadTotal: total }, editableUntil: Infinity };
  }
  const afterSeq = decodeCursor(after);
  if (afterSeq === null) throw new ApiError(400, 'The sync cursor is not valid: load the inbox again to get a new one.');
  const { read, chipsOf } = changesRead(deps.db);
  const found = await read(user.id, afterSeq);
  const now = deps.clock.now();
  const messages = found.messages.map((row) => messageView(row, user.id, now));
  const editableUntil = Math.min(Infinity, ...found.messages.filter((_, index) => messages[index]!.editable).map(editWindowClosesAt));
  return {
    answer: {
      cursor: encodeCursor(found.seqs.slice(0, SYNC_PAGE_SIZE).at(-1) ?? afterSeq),
      more: found.seqs.length > SYNC_PAGE_SIZE,
      conversations: summaries(user.id, found.rows, chipsOf(found.extraAnswers, user.id)),
      messages,
      unreadTotal: found.unreadTotal,
    },
    editableUntil,
  };
}

/** The unread email's mute link: the signed token stands for the member, no sign-in needed. */
export async function muteByLink(deps: AppDeps, input: MuteLinkInput) {
  const invalid = () => new ApiError(400, 'This mute link is not valid. Open the conversation and mute it there.');
  if (!(await verifyMuteToken(deps, input.conversationId, input.memberId, input.token))) throw invalid();
  const found = await repo.findForMember(deps.db, input.conversationId, input.memberId);
  if (!found) throw invalid();
  const [, changes] = await repo.setSettings(deps.db, input.conversationId, input.memberId, { muted: true }, deps.clock.now());
  publish(deps, changes);
  return { muted: true, otherName: (await repo.findUser(deps.db, found.other.userId))?.name ?? null };
}
