import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** GET /api/payments/demo/connect/:accountId: the demo's stand-in for a Stripe Connect account. */
export const demoConnectViewSchema = z.object({ accountId: z.string(), email: z.string(), payoutsEnabled: z.boolean(), label: z.string() });
export type DemoConnectView = z.infer<typeof demoConnectViewSchema>;

const demoConnectKey = (accountId: string) => ['/api/payments/demo/connect', accountId] as const;

/** Only the signed-in owner of the payout account may read it (404 for anyone else, and without the demo). */
export async function getDemoConnect(accountId: string): Promise<DemoConnectView> {
  return demoConnectViewSchema.parse(await apiJson('GET', apiPaths.demoConnect(accountId)));
}

export function useDemoConnect(accountId: string) {
  return useQuery(queryOptions({ queryKey: demoConnectKey(accountId), queryFn: () => getDemoConnect(accountId), retry: false }));
}

/** POST …/complete: the demo's "onboarding finished" — payouts become enabled. */
export async function completeDemoConnect(accountId: string): Promise<void> {
  await apiJson('POST', apiPaths.demoConnectComplete(accountId));
}

export function useCompleteDemoConnect(accountId: string) {
  return useMutation({ mutationFn: () => completeDemoConnect(accountId) });
}
