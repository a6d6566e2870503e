import { useMutation } from '@tanstack/react-query';
import type { MuteLinkInput } from '#core/domain/messages/messages.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { messagesPath } from './message-keys.ts';

/** POST /api/messages/mute-link {conversationId, memberId, token} → {muted, otherName}; no sign-in needed. */
export async function muteByLink(input: MuteLinkInput) {
  return apiJson<{ muted: boolean; otherName: string | null }>('POST', `${messagesPath}/mute-link`, input);
}

export function useMuteByLink() {
  return useMutation({ mutationFn: muteByLink });
}
