import { useMutation, useQuery } from '@tanstack/react-query';
import { payoutAccountViewSchema, type PayoutAccountView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** GET /api/payouts/account: whether the seller's payouts can be sent (a shop sells only then). */
export async function getPayoutAccount(): Promise<PayoutAccountView> {
  return payoutAccountViewSchema.parse(await apiJson('GET', apiPaths.payoutAccount));
}

export function useSellerPayoutAccount() {
  return useQuery({ queryKey: [apiPaths.payoutAccount, 'seller'] as const, queryFn: getPayoutAccount, staleTime: 0, retry: false });
}

/**
 * POST /api/payouts/onboarding {returnPath} → {url}: the provider's onboarding page (Stripe's, or the
 * demo provider's labelled /demo-connect page), which brings the seller back to `returnPath`.
 */
export function useStartSellerOnboarding(returnPath: string) {
  return useMutation({
    mutationFn: async () => (await apiJson<{ url: string }>('POST', apiPaths.payoutOnboarding, { returnPath })).url,
    // A full page load: in real mode the onboarding page is Stripe's, not a route of this app.
    onSuccess: (url) => window.location.assign(url),
  });
}
