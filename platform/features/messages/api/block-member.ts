import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummarySchema } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyConversations } from './inbox-cache.ts';
import { conversationPath } from './message-keys.ts';

/** POST (block) or DELETE (unblock) /api/messages/conversations/:id/block → {conversation}. */
export async function setBlocked(id: string, blocked: boolean) {
  const answer = await apiJson<{ conversation: unknown }>(blocked ? 'POST' : 'DELETE', `${conversationPath(id)}/block`);
  return conversationSummarySchema.parse(answer.conversation);
}

export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(id, blocked),
    onSuccess: (conversation) => applyConversations(queryClient, [conversation]),
  });
}
