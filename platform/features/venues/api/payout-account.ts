import { useMutation, useQuery } from '@tanstack/react-query';
import { payoutAccountViewSchema, type PayoutAccountView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** GET /api/payouts/account → whether the owner's payouts can be sent (bookings are paid out to it). */
export async function getPayoutAccount(): Promise<PayoutAccountView> {
  return payoutAccountViewSchema.parse(await apiJson('GET', apiPaths.payoutAccount));
}

export function usePayoutAccount() {
  return useQuery({ queryKey: [apiPaths.payoutAccount, 'venue-owner'] as const, queryFn: getPayoutAccount, staleTime: 0, retry: false });
}

/** POST /api/payouts/onboarding {returnPath} → {url}: the provider's onboarding page, which brings the owner back. */
export function useStartOwnerOnboarding(returnPath: string) {
  return useMutation({
    mutationFn: async () => (await apiJson<{ url: string }>('POST', apiPaths.payoutOnboarding, { returnPath })).url,
    // A full page load: the onboarding page is the provider's, not a route of this app.
    onSuccess: (url) => window.location.assign(url),
  });
}
