import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const cancelledSchema = z.object({ redirectUrl: z.string() });

/** POST /api/payments/demo/checkout/:sessionId/cancel → the session expires; go back to its cancel URL. */
export async function cancelDemoCheckout(sessionId: string) {
  return cancelledSchema.parse(await apiJson('POST', apiPaths.demoCheckoutCancel(sessionId), {}));
}

export function useCancelDemoCheckout(sessionId: string) {
  return useMutation({ mutationFn: () => cancelDemoCheckout(sessionId) });
}
