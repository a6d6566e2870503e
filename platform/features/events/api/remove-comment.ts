import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** DELETE /api/events/:id/comments/:commentId (host or co-host). */
export async function removeComment(id: string, commentId: string): Promise<void> {
  await apiRequest('DELETE', `${eventPath(id)}/comments/${encodeURIComponent(commentId)}`);
}

export function useRemoveComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => removeComment(id, commentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.activity(id) }),
  });
}
