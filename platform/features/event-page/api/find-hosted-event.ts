import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/**
 * The public view carries no event id. A host or co-host finds it in their own events
 * (GET /api/events → hosting), for the "Manage event" link and for removing comments.
 */
export async function findHostedEventId(slug: string): Promise<string | null> {
  const mine = await apiJson<{ hosting: EventSummary[] }>('GET', '/api/events');
  if (import.meta.env.DEV) {
    const { z } = await import('zod');
    z.object({ hosting: z.array((await import('#core/domain/events/event-view.schema.ts')).eventSummarySchema) }).parse(mine);
  }
  return mine.hosting.find((row) => row.slug === slug)?.id ?? null;
}

export const hostedEventIdQueryOptions = (slug: string) => queryOptions({ queryKey: ['/api/events', 'by-slug', slug], queryFn: () => findHostedEventId(slug), retry: false, staleTime: 60_000 });

export function useHostedEventId(slug: string, isHost: boolean) {
  return useQuery({ ...hostedEventIdQueryOptions(slug), enabled: isHost });
}
