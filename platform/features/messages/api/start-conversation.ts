import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationSummarySchema, messageViewSchema } from '#core/domain/messages/conversation-view.schema.ts';
import type { StartConversationInput } from '#core/domain/messages/messages.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyConversations } from './inbox-cache.ts';
import { messagesPath } from './message-keys.ts';

/** POST /api/messages/conversations {context, message} → the new (or reopened) conversation. */
export async function startConversation(input: StartConversationInput) {
  const answer = await apiJson<{ conversation: unknown; message: unknown }>('POST', `${messagesPath}/conversations`, input);
  return { conversation: conversationSummarySchema.parse(answer.conversation), message: messageViewSchema.parse(answer.message) };
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation }) => applyConversations(queryClient, [conversation]),
  });
}
