import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

/** POST /api/embed/keys/:id/revoke → {key}: the widget stops on every site at its next request. */
export async function revokeEmbedKey(id: string): Promise<EmbedKeyView> {
  return (await apiJson<{ key: EmbedKeyView }>('POST', `/api/embed/keys/${encodeURIComponent(id)}/revoke`)).key;
}

export function useRevokeEmbedKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeEmbedKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: embedQueryKeys.keys }),
  });
}
