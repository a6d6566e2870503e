import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BanInput, ForumBanView, ForumModLogEntry, ForumReportView } from '#core/domain/forum/forum.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { forumKeys, forumPaths } from './forum-keys.ts';

/** GET /api/forum/mod/queue → the open reports (moderators only). */
export function useModerationQueue() {
  return useQuery({ queryKey: forumKeys.queue, queryFn: () => apiJson<{ reports: ForumReportView[] }>('GET', forumPaths.queue), retry: false });
}

/** GET /api/forum/mod/bans → members banned now. */
export function useBans() {
  return useQuery({ queryKey: forumKeys.bans, queryFn: () => apiJson<{ bans: ForumBanView[] }>('GET', forumPaths.bans), retry: false });
}

export interface ModeratorView {
  id: string;
  name: string;
  email: string;
  appointedAt: string;
}

/** GET /api/forum/moderators → the appointed moderators. */
export function useModerators(enabled: boolean) {
  return useQuery({ queryKey: forumKeys.moderators, queryFn: () => apiJson<{ moderators: ModeratorView[] }>('GET', forumPaths.moderators), enabled, retry: false });
}

/** GET /api/forum/mod-log → the public moderation log, newest first. */
export function useModerationLog() {
  return useQuery({ queryKey: forumKeys.log, queryFn: () => apiJson<{ entries: ForumModLogEntry[]; nextBefore: string | null }>('GET', forumPaths.modLog) });
}

export type ModerationAction =
  { kind: 'dismiss'; reportId: string } | { kind: 'ban'; input: BanInput } | { kind: 'unban'; userId: string } | { kind: 'appoint'; email: string } | { kind: 'dismiss-moderator'; userId: string };

/** POST …/reports/:id/dismiss, POST/DELETE /api/forum/mod/bans, POST/DELETE /api/forum/moderators. */
export async function moderate(action: ModerationAction): Promise<unknown> {
  switch (action.kind) {
    case 'dismiss':
      return apiJson('POST', forumPaths.dismiss(action.reportId));
    case 'ban':
      return apiJson('POST', forumPaths.bans, action.input);
    case 'unban':
      return apiJson('DELETE', forumPaths.ban(action.userId));
    case 'appoint':
      return apiJson('POST', forumPaths.moderators, { email: action.email });
    case 'dismiss-moderator':
      return apiJson('DELETE', forumPaths.moderator(action.userId));
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderate, onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }) });
}
