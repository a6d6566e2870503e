import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export const cohostSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(['pending', 'accepted']),
});
export type Cohost = z.infer<typeof cohostSchema>;

/** GET /api/events/:id/cohosts → {cohosts}. */
export async function getCohosts(id: string): Promise<Cohost[]> {
  const answer = await apiJson<{ cohosts: unknown }>('GET', `${eventPath(id)}/cohosts`);
  return z.array(cohostSchema).parse(answer.cohosts);
}

export const cohostsQueryOptions = (id: string) => queryOptions({ queryKey: eventKeys.cohosts(id), queryFn: () => getCohosts(id), retry: false });

export function useCohosts(id: string) {
  return useQuery(cohostsQueryOptions(id));
}
