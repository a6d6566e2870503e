import { useMutation } from '@tanstack/react-query';
import type { BirthdayInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiFetch } from '#platform/lib/api-client.ts';

/**
 * POST /api/user/birthday. The spec reads only whether the answer was ok, so this resolves to
 * that boolean and rejects only when the request itself failed (network, aborted).
 */
export async function saveBirthday(input: BirthdayInput): Promise<boolean> {
  const response = await apiFetch('POST', apiPaths.birthday, input);
  return response.ok;
}

export function useSaveBirthday() {
  return useMutation({ mutationFn: saveBirthday });
}
