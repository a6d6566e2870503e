import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventPath } from './event-keys.ts';

/** POST /api/events/:id/guests/:guestId/link/reset → {link}: the old link stops working. */
export async function resetGuestLink(id: string, guestId: string): Promise<string> {
  const answer = await apiJson<{ link: string }>('POST', `${eventPath(id)}/guests/${encodeURIComponent(guestId)}/link/reset`);
  return answer.link;
}

export function useResetGuestLink(id: string) {
  return useMutation({ mutationFn: (guestId: string) => resetGuestLink(id, guestId) });
}
