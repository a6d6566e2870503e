import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** DELETE /api/events/:id {confirm: <the exact title>} (host only). */
export async function deleteEvent(id: string, confirm: string): Promise<void> {
  await apiRequest('DELETE', eventPath(id), { confirm });
}

export function useDeleteEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => deleteEvent(id, confirm),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.event(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
