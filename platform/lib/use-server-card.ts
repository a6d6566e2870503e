import { useDeferredValue, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseServerContent, serverContentFor } from './server-markup.ts';

/**
 * The markup the server drew for this page (server-markup.ts), for as long as the page's own data
 * is loading and one render more: the page's view is rendered behind a deferred value, so the
 * server's drawing stays on screen until React can swap the two in one commit. Undefined on any
 * later load of the page, and on pages the server did not draw.
 */
export function useServerCard(query: { isPending: boolean; isSuccess: boolean }): string | undefined {
  const serverCard = serverContentFor(useLocation().pathname);
  const showPage = useDeferredValue(query.isSuccess);
  useEffect(() => {
    if (showPage) releaseServerContent();
  }, [showPage]);
  return serverCard && (query.isPending || (query.isSuccess && !showPage)) ? serverCard : undefined;
}
