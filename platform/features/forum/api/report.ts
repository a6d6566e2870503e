import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumPaths } from './forum-keys.ts';

/** POST /api/forum/posts/:id/report or /api/forum/comments/:id/report {reason} → {message}. */
export async function report(target: { type: 'post' | 'comment'; id: number }, reason: string): Promise<string> {
  const path = target.type === 'post' ? forumPaths.postReport(target.id) : forumPaths.commentReport(target.id);
  return (await apiJson<{ message: string }>('POST', path, { reason })).message;
}

export function useReport() {
  return useMutation({ mutationFn: ({ target, reason }: { target: { type: 'post' | 'comment'; id: number }; reason: string }) => report(target, reason) });
}
