import { useQuery } from '@tanstack/react-query';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

/** GET /api/embed/keys → {keys}: the member's own embed keys, newest first, revoked ones included. */
export async function listEmbedKeys(): Promise<EmbedKeyView[]> {
  return (await apiJson<{ keys: EmbedKeyView[] }>('GET', '/api/embed/keys')).keys;
}

export function useEmbedKeys() {
  return useQuery({ queryKey: embedQueryKeys.keys, queryFn: listEmbedKeys });
}
