import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** DELETE /api/events/:id/guests/:guestId. */
export async function removeGuest(id: string, guestId: string): Promise<void> {
  await apiRequest('DELETE', `${eventPath(id)}/guests/${encodeURIComponent(guestId)}`);
}

export function useRemoveGuest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => removeGuest(id, guestId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) }),
  });
}
