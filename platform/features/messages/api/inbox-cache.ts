import type { QueryClient } from '@tanstack/react-query';
import type { ConversationPage, ConversationSummary, Inbox, MessageView } from '#core/domain/messages/conversation-view.schema.ts';
import { seenMessageId } from '#core/domain/messages/messages.rules.ts';
import { unreadMessagesQueryKey } from '#platform/lib/unread-messages.ts';
import { messageKeys } from './message-keys.ts';

/**
 * How answers (sync, a sent message, a read mark) are folded into the cached inbox and threads, so
 * the screens change without refetching. The database stays the truth: a failed merge only means
 * the next sync or refetch corrects it.
 */

function newestFirst(a: ConversationSummary, b: ConversationSummary): number {
  return b.lastMessageAt.localeCompare(a.lastMessageAt) || b.id.localeCompare(a.id);
}

/** The inbox list with `changed` conversations replaced, added or moved out (archived apart). */
export function mergeInbox(inbox: Inbox, changed: readonly ConversationSummary[], archived: boolean): Inbox {
  if (changed.length === 0) return inbox;
  const ids = new Set(changed.map((conversation) => conversation.id));
  const kept = inbox.conversations.filter((conversation) => !ids.has(conversation.id));
  const added = changed.filter((conversation) => conversation.archived === archived);
  return { ...inbox, conversations: [...kept, ...added].sort(newestFirst) };
}

/** Messages by id, oldest first, with `incoming` replacing what they update. */
export function mergeMessages(messages: readonly MessageView[], incoming: readonly MessageView[]): MessageView[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** "Seen" again after the messages or the other member's read mark changed: every message not theirs is mine. */
function withSeen(page: ConversationPage): ConversationPage {
  const other = page.conversation.other.id;
  const mine = page.messages.map((message) => ({ id: message.id, authorId: message.authorId === other ? 'other' : 'me' }));
  return { ...page, seenMessageId: seenMessageId(mine, 'me', page.conversation.otherLastReadMessageId) };
}

export function applyConversations(queryClient: QueryClient, changed: readonly ConversationSummary[]): void {
  if (changed.length === 0) return;
  for (const archived of [false, true]) {
    queryClient.setQueryData<Inbox>(messageKeys.inbox(archived), (inbox) => (inbox ? mergeInbox(inbox, changed, archived) : inbox));
  }
  for (const conversation of changed) {
    queryClient.setQueryData<ConversationPage>(messageKeys.conversation(conversation.id), (page) => (page ? withSeen({ ...page, conversation }) : page));
  }
}

export function applyMessages(queryClient: QueryClient, messages: readonly MessageView[]): void {
  const byConversation = new Map<string, MessageView[]>();
  for (const message of messages) byConversation.set(message.conversationId, [...(byConversation.get(message.conversationId) ?? []), message]);
  for (const [id, incoming] of byConversation) {
    queryClient.setQueryData<ConversationPage>(messageKeys.conversation(id), (page) => (page ? withSeen({ ...page, messages: mergeMessages(page.messages, incoming) }) : page));
  }
}

export function applyUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  queryClient.setQueryData<number>(unreadMessagesQueryKey, unreadTotal);
  for (const archived of [false, true]) {
    queryClient.setQueryData<Inbox>(messageKeys.inbox(archived), (inbox) => (inbox ? { ...inbox, unreadTotal } : inbox));
  }
}
