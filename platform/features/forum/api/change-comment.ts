import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumCommentView } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

export type CommentChange =
  | { kind: 'reply'; postId: number; parentId?: number; body: string }
  | { kind: 'vote'; id: number; value: -1 | 0 | 1 }
  | { kind: 'edit'; id: number; body: string }
  | { kind: 'delete'; id: number }
  | { kind: 'remove'; id: number; reason: string };

/** POST /api/forum/posts/:id/comments {body, parentId?}, PUT …/vote, PATCH, DELETE, or the moderators' POST …/remove {reason}; each answers {comment}. */
export async function changeComment(change: CommentChange): Promise<ForumCommentView> {
  const answer = await (() => {
    switch (change.kind) {
      case 'reply':
        return apiJson<{ comment: ForumCommentView }>('POST', forumPaths.postComments(change.postId), { body: change.body, ...(change.parentId ? { parentId: change.parentId } : {}) });
      case 'vote':
        return apiJson<{ comment: ForumCommentView }>('PUT', forumPaths.commentVote(change.id), { value: change.value });
      case 'edit':
        return apiJson<{ comment: ForumCommentView }>('PATCH', forumPaths.comment(change.id), { body: change.body });
      case 'delete':
        return apiJson<{ comment: ForumCommentView }>('DELETE', forumPaths.comment(change.id));
      case 'remove':
        return apiJson<{ comment: ForumCommentView }>('POST', forumPaths.removeComment(change.id), { reason: change.reason });
    }
  })();
  return answer.comment;
}

export function useChangeComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeComment, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
