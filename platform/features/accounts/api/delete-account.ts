import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** DELETE /api/user {password, confirm: "DELETE"}: removes the account and its data. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return apiJson('DELETE', apiPaths.deleteAccount, input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
