import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxSchema, type Inbox } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { messageKeys, messagesPath } from './message-keys.ts';

/** GET /api/messages[?archived=1] → the conversations newest first, the unread total and the sync cursor. */
export async function getInbox(archived: boolean): Promise<Inbox> {
  return inboxSchema.parse(await apiJson('GET', `${messagesPath}${archived ? '?archived=1' : ''}`));
}

export const inboxQueryOptions = (archived: boolean) => queryOptions({ queryKey: messageKeys.inbox(archived), queryFn: () => getInbox(archived), retry: false, refetchOnWindowFocus: false });

export function useInbox(archived: boolean) {
  return useQuery(inboxQueryOptions(archived));
}
