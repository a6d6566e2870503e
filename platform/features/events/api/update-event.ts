import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateEventInput } from '#core/domain/events/event.schema.ts';
import { eventSchema, type EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** PATCH /api/events/:id with only the changed fields → {event}. */
export async function updateEvent(id: string, input: UpdateEventInput): Promise<EventView> {
  const answer = await apiJson<{ event: unknown }>('PATCH', eventPath(id), input);
  return eventSchema.parse(answer.event);
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => updateEvent(id, input),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.activity(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
