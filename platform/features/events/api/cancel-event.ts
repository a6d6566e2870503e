import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventSchema, type EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/cancel {message?} → {event}; the server tells every invited guest. */
export async function cancelEvent(id: string, message?: string): Promise<EventView> {
  const answer = await apiJson<{ event: unknown }>('POST', `${eventPath(id)}/cancel`, message ? { message } : {});
  return eventSchema.parse(answer.event);
}

export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message?: string) => cancelEvent(id, message),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.activity(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
