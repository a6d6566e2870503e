import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventPath } from './event-keys.ts';

/** GET /api/events/:id/guests/:guestId/link → {link}: read on demand (it is a secret), never cached. */
export async function getGuestLink(id: string, guestId: string): Promise<string> {
  const answer = await apiJson<{ link: string }>('GET', `${eventPath(id)}/guests/${encodeURIComponent(guestId)}/link`);
  return answer.link;
}

export function useGuestLink(id: string) {
  return useMutation({ mutationFn: (guestId: string) => getGuestLink(id, guestId) });
}
