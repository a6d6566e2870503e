import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiRequestError } from '#platform/lib/api-client.ts';
import { subscribeInboxHints } from '#platform/lib/inbox-live.ts';
import { applyConversations, applyMessages, applyUnreadTotal } from '../api/inbox-cache.ts';
import { messageKeys } from '../api/message-keys.ts';
import { syncInbox } from '../api/sync-inbox.ts';

/** At most this many pages per hint: a burst beyond it waits for the next hint. */
const MAX_PAGES = 10;

/**
 * Keeps the messages screens current: on every live hint (and on focus, visibility, or the
 * fallback poll) asks /api/messages/sync for what changed since `cursor` and folds it into the
 * cache. `cursor` is the inbox's, read before its list, so nothing between them is missed.
 */
export function useInboxSync(cursor: string | undefined) {
  const queryClient = useQueryClient();
  const cursorRef = useRef<string | undefined>(undefined);
  const running = useRef(false);
  const again = useRef(false);

  // Only the first cursor counts: later inbox refetches are older than what sync has reached.
  if (cursor && !cursorRef.current) cursorRef.current = cursor;

  useEffect(() => {
    let alive = true;
    async function run() {
      if (running.current) {
        again.current = true;
        return;
      }
      running.current = true;
      try {
        do {
          again.current = false;
          for (let page = 0; page < MAX_PAGES && alive && cursorRef.current; page++) {
            const answer = await syncInbox(cursorRef.current);
            if (!alive) return;
            cursorRef.current = answer.cursor;
            applyConversations(queryClient, answer.conversations);
            applyMessages(queryClient, answer.messages);
            applyUnreadTotal(queryClient, answer.unreadTotal);
            if (!answer.more) break;
          }
        } while (again.current && alive);
      } catch (error) {
        // A cursor the server no longer understands: start again from fresh lists.
        if (error instanceof ApiRequestError && error.status === 400) {
          cursorRef.current = undefined;
          void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        }
      } finally {
        running.current = false;
      }
    }
    const unsubscribe = subscribeInboxHints(() => void run());
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [queryClient]);
}
