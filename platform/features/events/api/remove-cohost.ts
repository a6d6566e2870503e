import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** DELETE /api/events/:id/cohosts/:cohostId (host only). */
export async function removeCohost(id: string, cohostId: string): Promise<void> {
  await apiRequest('DELETE', `${eventPath(id)}/cohosts/${encodeURIComponent(cohostId)}`);
}

export function useRemoveCohost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cohostId: string) => removeCohost(id, cohostId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.cohosts(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.event(id), exact: true });
    },
  });
}
