import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendReportSchema, type SendBlastInput, type SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** POST /api/events/:id/blasts {statuses, channels, message} → {queued, skipped}. */
export async function sendBlast(id: string, input: SendBlastInput): Promise<SendReport> {
  return sendReportSchema.parse(await apiJson('POST', `${eventPath(id)}/blasts`, input));
}

export function useSendBlast(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendBlastInput) => sendBlast(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.deliveries(id) }),
  });
}
