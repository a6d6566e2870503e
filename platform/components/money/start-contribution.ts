import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contributionInputSchema } from '#core/domain/money/money.schema.ts';
import { startContributionResultSchema, type StartContributionResult } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson, ApiRequestError } from '../../lib/api-client.ts';
import { currentPath, guestTokenHeaders, rememberContribution } from './contribution-token.ts';

/** The contribution form's body as sent: the server validates it with the same core schema. */
export type ContributionRequest = z.input<ReturnType<typeof contributionInputSchema>>;

/**
 * POST /api/pots/:potId/contributions → the pending contribution and where to pay. Only the amount
 * the contributor chose is sent; the server reads the pot's limits itself. The guest link token
 * (when there is one) is remembered for the contribution so its page can be read after checkout.
 */
export async function startContribution(potId: string, input: ContributionRequest, guestToken: string | null): Promise<StartContributionResult> {
  const result = startContributionResultSchema.parse(await apiJson('POST', apiPaths.potContributions(potId), input, guestTokenHeaders(guestToken)));
  rememberContribution(result.contribution.id, { token: guestToken, from: currentPath() });
  return result;
}

export function useStartContribution(potId: string, guestToken: string | null) {
  return useMutation({ mutationFn: (input: ContributionRequest) => startContribution(potId, input, guestToken) });
}

/** The per-field messages of a 400 (`{"error", "fields"}`), keyed by the input's field names. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object' && 'fields' in body && body.fields && typeof body.fields === 'object') {
      return Object.fromEntries(Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // Not JSON: only the general message shows.
  }
  return {};
}
