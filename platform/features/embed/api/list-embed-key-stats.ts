import { useQuery } from '@tanstack/react-query';
import type { EmbedKeyStats } from '#core/embed/embed-stats.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

/** GET /api/embed/keys/stats → {stats}: each of the member's keys' totals and last 30 UTC days. */
export async function listEmbedKeyStats(): Promise<EmbedKeyStats[]> {
  return (await apiJson<{ stats: EmbedKeyStats[] }>('GET', '/api/embed/keys/stats')).stats;
}

export function useEmbedKeyStats() {
  return useQuery({ queryKey: embedQueryKeys.stats, queryFn: listEmbedKeyStats, refetchOnWindowFocus: true });
}
