import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#core/domain/messages/messages.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { conversationPath } from './message-keys.ts';

/** POST /api/messages/conversations/:id/report {reason, note?, messageId?} → {message}. */
export async function reportConversation(id: string, input: ReportInput) {
  return apiJson<{ message: string }>('POST', `${conversationPath(id)}/report`, input);
}

export function useReportConversation(id: string) {
  return useMutation({ mutationFn: (input: ReportInput) => reportConversation(id, input) });
}
