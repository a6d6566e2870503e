import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** POST /api/cohost-invitations/accept {token} → {eventId} (the signed-in member whose email was invited). */
export async function acceptCohostInvitation(token: string): Promise<{ eventId: string }> {
  return apiJson('POST', '/api/cohost-invitations/accept', { token });
}

export function useAcceptCohostInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCohostInvitation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true }),
  });
}
