import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageViewSchema } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { applyMessages } from './inbox-cache.ts';
import { conversationPath } from './message-keys.ts';

/** PATCH /api/messages/conversations/:id/messages/:messageId {body} → {message} (own, within 15 minutes). */
export async function editMessage(id: string, messageId: number, body: string) {
  const answer = await apiJson<{ message: unknown }>('PATCH', `${conversationPath(id)}/messages/${messageId}`, { body });
  return messageViewSchema.parse(answer.message);
}

export function useEditMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: string }) => editMessage(id, messageId, body),
    onSuccess: (message) => applyMessages(queryClient, [message]),
  });
}
