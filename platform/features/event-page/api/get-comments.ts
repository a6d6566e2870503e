import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/** GET /api/public/events/:slug/comments → {comments} (guests and hosts only; checked in development only, see get-public-event.ts). */
export async function getComments(slug: string, token: string | null): Promise<ActivityView[]> {
  const answer = await apiJson<{ comments: ActivityView[] }>('GET', `${publicEventPath(slug)}/comments`, undefined, guestHeaders(token));
  if (import.meta.env.DEV) {
    const { z } = await import('zod');
    z.array((await import('#core/domain/events/event-view.schema.ts')).activitySchema).parse(answer.comments);
  }
  return answer.comments;
}

export const commentsQueryOptions = (slug: string, token: string | null) => queryOptions({ queryKey: publicEventKeys.comments(slug, token), queryFn: () => getComments(slug, token), retry: false });

export function useComments(slug: string, token: string | null, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(slug, token), enabled });
}
