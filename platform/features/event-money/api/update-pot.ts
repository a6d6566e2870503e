import { useMutation, useQueryClient } from '@tanstack/react-query';
import { potHostViewSchema, type PotHostView, type UpdatePotInput } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** PATCH /api/events/:id/pots/:potId: texts, limits, or open/closed. */
export async function updatePot(eventId: string, potId: string, input: UpdatePotInput): Promise<PotHostView> {
  return potHostViewSchema.parse(await apiJson('PATCH', apiPaths.eventPot(eventId, potId), input));
}

export function useUpdatePot(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ potId, input }: { potId: string; input: UpdatePotInput }) => updatePot(eventId, potId, input),
    // Returned, so the caller's onSuccess runs once the list shows the saved pot (focus can move to it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.money(eventId) }),
  });
}
