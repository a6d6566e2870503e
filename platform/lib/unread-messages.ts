import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from './api-client.ts';
import { subscribeInboxHints } from './inbox-live.ts';

/**
 * The unread total the nav bar shows on the avatar and in the user menu. It lives in lib (not in
 * the messages feature) so the nav does not load the messages screens' code; the messages screen
 * writes its fresher totals into the same query.
 */
export const unreadMessagesQueryKey = ['/api/messages/unread-count'] as const;

async function getUnreadTotal(): Promise<number> {
  const answer = await apiJson<{ unreadTotal: number }>('GET', '/api/messages/unread-count');
  return answer.unreadTotal;
}

/** The signed-in member's unread total, kept current by the live hints; 0 for visitors. */
export function useUnreadMessages(signedIn: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: unreadMessagesQueryKey,
    queryFn: getUnreadTotal,
    enabled: signedIn,
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (!signedIn) return;
    return subscribeInboxHints(() => void queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey }));
  }, [signedIn, queryClient]);
  return signedIn ? (query.data ?? 0) : 0;
}
