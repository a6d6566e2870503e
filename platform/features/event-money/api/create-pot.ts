import { useMutation, useQueryClient } from '@tanstack/react-query';
import { potHostViewSchema, type CreatePotInput, type PotHostView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** POST /api/events/:id/pots → 201 with the new pot. */
export async function createPot(eventId: string, input: CreatePotInput): Promise<PotHostView> {
  return potHostViewSchema.parse(await apiJson('POST', apiPaths.eventPots(eventId), input));
}

export function useCreatePot(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePotInput) => createPot(eventId, input),
    // Returned, so the caller's onSuccess runs once the list shows the saved pot (focus can move to it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.money(eventId) }),
  });
}
