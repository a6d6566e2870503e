import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/transfer {cohostId} (host only): the co-host becomes the host. */
export async function transferEvent(id: string, cohostId: string): Promise<void> {
  await apiRequest('POST', `${eventPath(id)}/transfer`, { cohostId });
}

export function useTransferEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cohostId: string) => transferEvent(id, cohostId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
