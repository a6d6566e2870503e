import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/user/password; the server signs out the account's other sessions. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiJson('POST', apiPaths.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
