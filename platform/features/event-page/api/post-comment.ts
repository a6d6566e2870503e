import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/** POST /api/public/events/:slug/comments {body} (a guest's token or a host's session). */
export async function postComment(slug: string, token: string | null, body: string): Promise<unknown> {
  return apiJson('POST', `${publicEventPath(slug)}/comments`, { body }, guestHeaders(token));
}

export function usePostComment(slug: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postComment(slug, token, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicEventKeys.comments(slug, token) }),
  });
}
