import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/email-auth/login {email, password}: answers {token, user} or an error. */
export function login(input: LoginInput): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', apiPaths.login, input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
