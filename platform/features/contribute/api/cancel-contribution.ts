import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contributionMineViewSchema, type ContributionMineView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { guestTokenHeaders } from '#platform/components/money/contribution-token.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { contributionKeys } from './get-contribution.ts';

/** POST /api/contributions/:id/cancel → the contribution after the cancel (refunded in full while held). */
export async function cancelContribution(id: string, token: string | null): Promise<ContributionMineView> {
  return contributionMineViewSchema.parse(await apiJson('POST', apiPaths.cancelContribution(id), {}, guestTokenHeaders(token)));
}

export function useCancelContribution(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelContribution(id, token),
    onSuccess: (view) => queryClient.setQueryData(contributionKeys.one(id), view),
    // A refused cancel (the window just ended) means the page is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: contributionKeys.one(id) }),
  });
}
