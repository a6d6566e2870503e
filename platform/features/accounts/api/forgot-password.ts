import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/email-auth/forgot-password {email}: always 200 with a message, whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message?: string; error?: string }> {
  return apiJson('POST', apiPaths.forgotPassword, input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
