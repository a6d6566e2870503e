import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoCheckoutViewSchema, type DemoCheckoutView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

export const demoCheckoutKeys = { one: (sessionId: string) => [apiPaths.demoCheckout(sessionId)] as const };

/** GET /api/payments/demo/checkout/:sessionId → the demo checkout page's session (404 unless the demo provider is on). */
export async function getDemoCheckout(sessionId: string): Promise<DemoCheckoutView> {
  return demoCheckoutViewSchema.parse(await apiJson('GET', apiPaths.demoCheckout(sessionId)));
}

export const demoCheckoutQueryOptions = (sessionId: string) => queryOptions({ queryKey: demoCheckoutKeys.one(sessionId), queryFn: () => getDemoCheckout(sessionId), retry: false });

export function useDemoCheckout(sessionId: string) {
  return useQuery(demoCheckoutQueryOptions(sessionId));
}
