import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { hostedEventIdQueryOptions } from './find-hosted-event.ts';
import { publicEventKeys } from './public-event-keys.ts';

/** DELETE /api/events/:id/comments/:commentId, with the id looked up from the host's own events. */
export function useRemoveCommentBySlug(slug: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) => {
      const eventId = await queryClient.fetchQuery(hostedEventIdQueryOptions(slug));
      if (!eventId) throw new Error('Only the hosts of this event can remove comments.');
      await apiRequest('DELETE', `/api/events/${encodeURIComponent(eventId)}/comments/${encodeURIComponent(commentId)}`);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicEventKeys.comments(slug, token) }),
  });
}
