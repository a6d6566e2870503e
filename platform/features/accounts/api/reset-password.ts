import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/email-auth/reset-password {token, password} from the emailed link. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', apiPaths.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
