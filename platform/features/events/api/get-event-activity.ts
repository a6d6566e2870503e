import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { activitySchema, type ActivityView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** GET /api/events/:id/activity → {activity}: the feed (answers, changes, comments), newest first. */
export async function getEventActivity(id: string): Promise<ActivityView[]> {
  const answer = await apiJson<{ activity: unknown }>('GET', `${eventPath(id)}/activity`);
  return z.array(activitySchema).parse(answer.activity);
}

export const eventActivityQueryOptions = (id: string) => queryOptions({ queryKey: eventKeys.activity(id), queryFn: () => getEventActivity(id), retry: false });

export function useEventActivity(id: string) {
  return useQuery(eventActivityQueryOptions(id));
}
