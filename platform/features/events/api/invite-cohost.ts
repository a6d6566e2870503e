import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/cohosts {email} (host only): emails an invitation link. */
export async function inviteCohost(id: string, email: string): Promise<unknown> {
  return apiJson('POST', `${eventPath(id)}/cohosts`, { email });
}

export function useInviteCohost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteCohost(id, email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.cohosts(id) }),
  });
}
