import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterInput } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/email-auth/register {name, email, password}; the confirmation is never sent. */
export function register(input: RegisterInput): Promise<AuthResponse> {
  return apiJson<AuthResponse>('POST', apiPaths.register, { name: input.name, email: input.email, password: input.password });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
