import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendReportSchema, type SendPhotoRequestInput, type SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumPaths } from './album-keys.ts';

/** POST /api/events/:id/photo-requests {channels, guestIds, note?} → {queued, skipped}: each guest gets their own /u/<token> link. */
export async function sendPhotoRequest(eventId: string, input: SendPhotoRequestInput): Promise<SendReport> {
  return sendReportSchema.parse(await apiJson('POST', albumPaths.photoRequests(eventId), input));
}

export function useSendPhotoRequest(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendPhotoRequestInput) => sendPhotoRequest(eventId, input),
    // The event overview's delivery list shows these messages too. Its key is the API path (features
    // share keys by path, never by importing each other's key files).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/events', eventId, 'deliveries'] }),
  });
}
