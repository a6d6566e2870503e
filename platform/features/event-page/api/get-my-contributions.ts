import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contributionMineViewSchema, type ContributionMineView } from '../../../../core/domain/money/money-view.schema.ts';
import { apiPaths } from '../../../../core/http/api-paths.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

const mineSchema = z.object({ contributions: z.array(contributionMineViewSchema) });

/** GET /api/contributions/mine (x-guest-token, or the member's session) → the viewer's own contributions. */
export async function getMyContributions(token: string | null): Promise<ContributionMineView[]> {
  return mineSchema.parse(await apiJson('GET', apiPaths.myContributions, undefined, guestHeaders(token))).contributions;
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
