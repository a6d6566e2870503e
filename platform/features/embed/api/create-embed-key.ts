import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbedKeyView } from '../../../../core/embed/embed-keys.rules.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

export interface CreateEmbedKeyRequest {
  eventId: string;
  allowedOrigins: string[];
  label?: string;
}

/** POST /api/embed/keys → {key}: an RSVP key for one of the member's events (400 names a wrong origin). */
export async function createEmbedKey({ eventId, allowedOrigins, label }: CreateEmbedKeyRequest): Promise<EmbedKeyView> {
  const body = { widget: 'rsvp', target: { kind: 'event', id: eventId }, allowedOrigins, ...(label ? { label } : {}) };
  return (await apiJson<{ key: EmbedKeyView }>('POST', '/api/embed/keys', body)).key;
}

export function useCreateEmbedKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmbedKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: embedQueryKeys.keys }),
  });
}
