import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSummarySchema } from '../../../../core/domain/events/event-view.schema.ts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';
import { publicEventKeys } from './public-event-keys.ts';

/**
 * The public view has no event id, so a host removing a comment here finds the id in their own
 * events (GET /api/events) and then calls DELETE /api/events/:id/comments/:commentId.
 */
export async function removeCommentBySlug(slug: string, commentId: string): Promise<void> {
  const mine = await apiJson<{ hosting: unknown[] }>('GET', '/api/events');
  const event = mine.hosting.map((row) => eventSummarySchema.parse(row)).find((row) => row.slug === slug);
  if (!event) throw new Error('Only the hosts of this event can remove comments.');
  await apiRequest('DELETE', `/api/events/${encodeURIComponent(event.id)}/comments/${encodeURIComponent(commentId)}`);
}

export function useRemoveCommentBySlug(slug: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => removeCommentBySlug(slug, commentId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicEventKeys.comments(slug, token) }),
  });
}
