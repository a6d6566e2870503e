import { queryOptions, useQuery } from '@tanstack/react-query';
import { contributionMineViewSchema, type ContributionMineView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { guestTokenHeaders } from '#platform/components/money/contribution-token.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** Right after checkout the payment's webhook may land a moment later: look again every 2 s, for about a minute. */
export const PENDING_POLL_MS = 2_000;
const MAX_PENDING_POLLS = 30;

export const contributionKeys = { one: (id: string) => [apiPaths.contribution(id)] as const };

/** GET /api/contributions/:id → the contributor's own contribution (guest link token or member session). */
export async function getContribution(id: string, token: string | null): Promise<ContributionMineView> {
  return contributionMineViewSchema.parse(await apiJson('GET', apiPaths.contribution(id), undefined, guestTokenHeaders(token)));
}

export const contributionQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: contributionKeys.one(id),
    queryFn: () => getContribution(id, token),
    retry: false,
    // Money moves on the server (webhooks, the release job): read it again whenever the page shows.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount <= MAX_PENDING_POLLS ? PENDING_POLL_MS : false),
  });

export function useContribution(id: string, token: string | null) {
  return useQuery(contributionQueryOptions(id, token));
}
