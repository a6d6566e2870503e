import { useMutation } from '@tanstack/react-query';
import { type StartContributionResult, startContributionResultSchema } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

export interface ChipInRequest {
  potId: string;
  amountCents: number;
  anonymous: boolean;
  name?: string;
}

/**
 * POST /api/pots/:potId/contributions: the money feature's own contribution path (the 24-hour
 * protection, the ledger, the payout to the organiser). The answer's checkoutUrl is the provider's
 * page (the demo card page offline); it comes back to /contributions/:id.
 */
export async function chipIn({ potId, ...body }: ChipInRequest): Promise<StartContributionResult> {
  return startContributionResultSchema.parse(await apiJson('POST', apiPaths.potContributions(potId), body));
}

export function useChipIn() {
  return useMutation({ mutationFn: chipIn });
}
