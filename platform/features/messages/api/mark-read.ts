import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationPage, Inbox } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyUnreadTotal } from './inbox-cache.ts';
import { conversationPath, messageKeys } from './message-keys.ts';

/** POST /api/messages/conversations/:id/read {messageId} → {lastReadMessageId, unreadTotal}. */
export async function markRead(id: string, messageId: number) {
  return apiJson<{ lastReadMessageId: number; unreadTotal: number }>('POST', `${conversationPath(id)}/read`, { messageId });
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markRead(id, messageId),
    onSuccess: ({ lastReadMessageId, unreadTotal }) => {
      const read = <T extends { id: string; lastReadMessageId: number; unreadCount: number }>(conversation: T): T =>
        conversation.id === id ? { ...conversation, lastReadMessageId, unreadCount: 0 } : conversation;
      for (const archived of [false, true]) {
        queryClient.setQueryData<Inbox>(messageKeys.inbox(archived), (inbox) => (inbox ? { ...inbox, conversations: inbox.conversations.map(read) } : inbox));
      }
      queryClient.setQueryData<ConversationPage>(messageKeys.conversation(id), (page) => (page ? { ...page, conversation: read(page.conversation) } : page));
      applyUnreadTotal(queryClient, unreadTotal);
    },
  });
}
