import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/duplicate → 201 {event}: same details, no guests, title + " (copy)". */
export async function duplicateEvent(id: string): Promise<EventView> {
  const answer = await apiJson<{ event: unknown }>('POST', `${eventPath(id)}/duplicate`);
  return eventSchema.parse(answer.event);
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
