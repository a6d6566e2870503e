import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributionMineView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

/** GET /api/contributions/mine (x-guest-token, or the member's session) → the viewer's own contributions (checked in development only, see get-public-event.ts). */
export async function getMyContributions(token: string | null): Promise<ContributionMineView[]> {
  const answer = await apiJson<{ contributions: ContributionMineView[] }>('GET', apiPaths.myContributions, undefined, guestHeaders(token));
  if (import.meta.env.DEV) {
    const { z } = await import('zod');
    z.object({ contributions: z.array((await import('#core/domain/money/money-view.schema.ts')).contributionMineViewSchema) }).parse(answer);
  }
  return answer.contributions;
}

/** Asked only with a guest link or a session (a visitor has neither); read again when the page shows after 10 s. */
export const myContributionsQueryOptions = (token: string | null, signedIn: boolean) =>
  queryOptions({
    queryKey: [apiPaths.myContributions, token, signedIn] as const,
    queryFn: () => getMyContributions(token),
    enabled: token !== null || signedIn,
    retry: false,
    staleTime: 10_000,
  });

export function useMyContributions(token: string | null, signedIn: boolean) {
  return useQuery(myContributionsQueryOptions(token, signedIn));
}
