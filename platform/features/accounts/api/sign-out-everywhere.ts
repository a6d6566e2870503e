import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** POST /api/user/sessions/revoke-all: ends every session of the account, this one included. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return apiJson('POST', apiPaths.signOutEverywhere);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
