import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostView } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

/** What an author or a moderator does to a post; each answers {post} and refreshes the forum's screens. */
export type PostChange =
  { kind: 'vote'; value: -1 | 0 | 1 } | { kind: 'edit'; body: string } | { kind: 'delete' } | { kind: 'remove'; reason: string } | { kind: 'lock'; locked: boolean } | { kind: 'pin'; pinned: boolean };

/** PUT …/vote {value}, PATCH {body}, DELETE, or the moderators' POST …/remove {reason}, …/lock {locked}, …/pin {pinned}. */
export async function changePost(id: number, change: PostChange): Promise<ForumPostView> {
  const answer = await (() => {
    switch (change.kind) {
      case 'vote':
        return apiJson<{ post: ForumPostView }>('PUT', forumPaths.postVote(id), { value: change.value });
      case 'edit':
        return apiJson<{ post: ForumPostView }>('PATCH', forumPaths.post(id), { body: change.body });
      case 'delete':
        return apiJson<{ post: ForumPostView }>('DELETE', forumPaths.post(id));
      case 'remove':
        return apiJson<{ post: ForumPostView }>('POST', forumPaths.removePost(id), { reason: change.reason });
      case 'lock':
        return apiJson<{ post: ForumPostView }>('POST', forumPaths.lock(id), { locked: change.locked });
      case 'pin':
        return apiJson<{ post: ForumPostView }>('POST', forumPaths.pin(id), { pinned: change.pinned });
    }
  })();
  return answer.post;
}

export function useChangePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PostChange }) => changePost(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
