import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Inbox, MessageView } from '#core/domain/messages/conversation-view.schema.ts';
import { mergeInbox, mergeMessages } from './inbox-cache.ts';

const summary = (id: string, lastMessageAt: string, extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  other: { id: `m-${id}`, name: id, avatarLetter: id[0]!.toUpperCase() },
  context: { type: 'event-guest', id: `g-${id}`, label: 'Event', title: null, href: null },
  lastMessageAt,
  lastMessagePreview: 'hi',
  lastMessageFromMe: false,
  unreadCount: 0,
  lastReadMessageId: 0,
  otherLastReadMessageId: 0,
  muted: false,
  archived: false,
  canReply: true,
  blockedByMe: false,
  ...extra,
});

const message = (id: number, body = `m${id}`): MessageView => ({
  id,
  conversationId: 'c',
  authorId: 'a',
  body,
  createdAt: '2026-11-24T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  editable: false,
});

describe('mergeInbox', () => {
  const inbox: Inbox = { conversations: [summary('b', '2026-11-24T10:00:00.000Z'), summary('a', '2026-11-23T10:00:00.000Z')], unreadTotal: 0, cursor: '1.5' };

  it('moves a conversation with a new message to the top and adds new ones', () => {
    const merged = mergeInbox(inbox, [summary('a', '2026-11-24T11:00:00.000Z', { unreadCount: 1 }), summary('c', '2026-11-24T09:00:00.000Z')], false);
    expect(merged.conversations.map((c) => [c.id, c.unreadCount])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('takes an archived conversation out of the inbox and into the archived list', () => {
    const archived = summary('b', '2026-11-24T10:00:00.000Z', { archived: true });
    expect(mergeInbox(inbox, [archived], false).conversations.map((c) => c.id)).toEqual(['a']);
    expect(mergeInbox({ ...inbox, conversations: [] }, [archived], true).conversations.map((c) => c.id)).toEqual(['b']);
  });
});

describe('mergeMessages', () => {
  it('adds new messages in id order and replaces edited or deleted ones', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), { ...message(3, ''), deleted: true }]);
    expect(merged.map((m) => [m.id, m.deleted])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });
});
