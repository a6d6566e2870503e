import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummarySchema } from '#core/domain/messages/conversation-view.schema.ts';
import type { ConversationSettingsInput } from '#core/domain/messages/messages.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyConversations } from './inbox-cache.ts';
import { conversationPath } from './message-keys.ts';

/** PATCH /api/messages/conversations/:id {muted?, archived?} → {conversation}. */
export async function updateConversation(id: string, input: ConversationSettingsInput) {
  const answer = await apiJson<{ conversation: unknown }>('PATCH', conversationPath(id), input);
  return conversationSummarySchema.parse(answer.conversation);
}

export function useUpdateConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversationSettingsInput) => updateConversation(id, input),
    onSuccess: (conversation) => applyConversations(queryClient, [conversation]),
  });
}
