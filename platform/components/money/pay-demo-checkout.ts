import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { demoPayInputSchema } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const paidSchema = z.object({ status: z.string(), redirectUrl: z.string() });

/** POST /api/payments/demo/checkout/:sessionId/pay {cardNumber} → where to go next; a declined card is a 402 with the reason. */
export async function payDemoCheckout(sessionId: string, input: z.input<typeof demoPayInputSchema>) {
  return paidSchema.parse(await apiJson('POST', apiPaths.demoCheckoutPay(sessionId), input));
}

export function usePayDemoCheckout(sessionId: string) {
  return useMutation({ mutationFn: (cardNumber: string) => payDemoCheckout(sessionId, { cardNumber }) });
}
