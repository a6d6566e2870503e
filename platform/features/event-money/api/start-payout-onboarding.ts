import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const onboardingSchema = z.object({ url: z.string().min(1) });

/**
 * POST /api/payouts/onboarding → { url }: the provider's onboarding page (Stripe's, or the demo's
 * /demo-connect), which sends the host back to `returnPath` (this event's money screen).
 */
export async function startPayoutOnboarding(returnPath: string): Promise<string> {
  return onboardingSchema.parse(await apiJson('POST', apiPaths.payoutOnboarding, { returnPath })).url;
}

export function useStartPayoutOnboarding(returnPath: string) {
  return useMutation({
    mutationFn: () => startPayoutOnboarding(returnPath),
    // A full page load: the onboarding page is the provider's, not a route of this app.
    onSuccess: (url) => window.location.assign(url),
  });
}
