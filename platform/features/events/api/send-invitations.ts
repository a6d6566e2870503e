import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendReportSchema, type SendInvitationsInput, type SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/invitations {guestIds | "all_not_invited", channels} → {queued, skipped}. */
export async function sendInvitations(id: string, input: SendInvitationsInput): Promise<SendReport> {
  return sendReportSchema.parse(await apiJson('POST', `${eventPath(id)}/invitations`, input));
}

export function useSendInvitations(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInvitationsInput) => sendInvitations(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.event(id) }),
  });
}
