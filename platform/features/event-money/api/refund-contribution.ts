import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** POST /api/events/:id/contributions/:contributionId/refund: the host gives a held contribution back in full. */
export async function refundContribution(eventId: string, contributionId: string): Promise<void> {
  await apiRequest('POST', apiPaths.eventContributionRefund(eventId, contributionId));
}

export function useRefundContribution(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contributionId: string) => refundContribution(eventId, contributionId),
    // Also after a failure: a 409 usually means the contribution moved on (released, refunded).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: moneyKeys.money(eventId) }),
  });
}
