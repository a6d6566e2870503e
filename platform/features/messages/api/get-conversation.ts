import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conversationPageSchema, type ConversationPage } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { mergeMessages } from './inbox-cache.ts';
import { conversationPath, messageKeys } from './message-keys.ts';

/** GET /api/messages/conversations/:id[?before=] → the conversation and a page of its messages (oldest first). */
export async function getConversation(id: string, before?: number): Promise<ConversationPage> {
  return conversationPageSchema.parse(await apiJson('GET', `${conversationPath(id)}${before === undefined ? '' : `?before=${before}`}`));
}

export const conversationQueryOptions = (id: string) => queryOptions({ queryKey: messageKeys.conversation(id), queryFn: () => getConversation(id), retry: false, refetchOnWindowFocus: false });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}

/** Loads the page before the oldest message shown and puts it in front. */
export function useLoadEarlier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => getConversation(id, before),
    onSuccess: (older) =>
      queryClient.setQueryData<ConversationPage>(messageKeys.conversation(id), (page) => (page ? { ...page, messages: mergeMessages(page.messages, older.messages), before: older.before } : page)),
  });
}
