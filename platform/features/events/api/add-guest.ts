import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGuestInput } from '#core/domain/events/guest.schema.ts';
import { guestSchema, type GuestView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/guests → 201 {guest, link}. */
export async function addGuest(id: string, input: AddGuestInput): Promise<{ guest: GuestView; link: string }> {
  const answer = await apiJson<{ guest: unknown; link: string }>('POST', `${eventPath(id)}/guests`, input);
  return { guest: guestSchema.parse(answer.guest), link: answer.link };
}

export function useAddGuest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGuestInput) => addGuest(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) }),
  });
}
