import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGuestInput } from '#core/domain/events/guest.schema.ts';
import { guestSchema, type GuestView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** PATCH /api/events/:id/guests/:guestId → {guest}. */
export async function updateGuest(id: string, guestId: string, input: UpdateGuestInput): Promise<GuestView> {
  const answer = await apiJson<{ guest: unknown }>('PATCH', `${eventPath(id)}/guests/${encodeURIComponent(guestId)}`, input);
  return guestSchema.parse(answer.guest);
}

export function useUpdateGuest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, input }: { guestId: string; input: UpdateGuestInput }) => updateGuest(id, guestId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) }),
  });
}
