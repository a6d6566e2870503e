import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageViewSchema } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyMessages } from './inbox-cache.ts';
import { conversationPath } from './message-keys.ts';

/** POST /api/messages/conversations/:id/messages {body} → {message}. */
export async function sendMessage(id: string, body: string) {
  const answer = await apiJson<{ message: unknown }>('POST', `${conversationPath(id)}/messages`, { body });
  return messageViewSchema.parse(answer.message);
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(id, body),
    onSuccess: (message) => applyMessages(queryClient, [message]),
  });
}
