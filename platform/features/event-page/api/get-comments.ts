import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activitySchema, type ActivityView } from '../../../../core/domain/events/event-view.schema.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/** GET /api/public/events/:slug/comments → {comments} (guests and hosts only). */
export async function getComments(slug: string, token: string | null): Promise<ActivityView[]> {
  const answer = await apiJson<{ comments: unknown }>('GET', `${publicEventPath(slug)}/comments`, undefined, guestHeaders(token));
  return z.array(activitySchema).parse(answer.comments);
}

export const commentsQueryOptions = (slug: string, token: string | null) =>
  queryOptions({ queryKey: publicEventKeys.comments(slug, token), queryFn: () => getComments(slug, token), retry: false });

export function useComments(slug: string, token: string | null, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(slug, token), enabled });
}
