import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { potHostViewSchema } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const potsSchema = z.object({ pots: z.array(potHostViewSchema) });

/** GET /api/events/:id/pots → the event's pots as its hosts see them: what a contribution key can show. */
export async function listEventPots(eventId: string) {
  return potsSchema.parse(await apiJson('GET', apiPaths.eventPots(eventId))).pots;
}

/** The pots of one of the member's events, for the embed screen's contribution key (only when that widget is chosen). */
export function useEventPots(eventId: string | null) {
  return useQuery({ queryKey: ['embed', 'pots', eventId], queryFn: () => listEventPots(eventId!), enabled: eventId !== null });
}
