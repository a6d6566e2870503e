import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageViewSchema } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyMessages } from './inbox-cache.ts';
import { conversationPath } from './message-keys.ts';

/** DELETE /api/messages/conversations/:id/messages/:messageId → {message} (the "message deleted" tombstone). */
export async function deleteMessage(id: string, messageId: number) {
  const answer = await apiJson<{ message: unknown }>('DELETE', `${conversationPath(id)}/messages/${messageId}`);
  return messageViewSchema.parse(answer.message);
}

export function useDeleteMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(id, messageId),
    onSuccess: (message) => applyMessages(queryClient, [message]),
  });
}
