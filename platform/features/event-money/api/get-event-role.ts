import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

const roleSchema = z.object({ event: z.object({ role: z.enum(['host', 'cohost']) }) });
export type ManagerRole = z.infer<typeof roleSchema>['event']['role'];

/**
 * GET /api/events/:id, read only for the viewer's role: released money goes to the HOST's payout
 * account, so only the host is offered to connect one (a co-host's own account would receive nothing).
 */
export async function getEventRole(eventId: string): Promise<ManagerRole> {
  return roleSchema.parse(await apiJson('GET', `/api/events/${encodeURIComponent(eventId)}`)).event.role;
}

export function useEventRole(eventId: string) {
  return useQuery(queryOptions({ queryKey: moneyKeys.role(eventId), queryFn: () => getEventRole(eventId), retry: false, staleTime: 5 * 60_000 }));
}
