import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_CHECK_CACHE_MS } from '#core/constants.ts';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiFetch, apiRequest, storeToken } from './api-client.ts';
import { forgetOfflinePages } from './offline-status.ts';

/**
 * The auth check every screen shares. It lives in lib rather than in
 * a feature because the nav bar, the protected routes and several features all read it.
 */
export const currentUserQueryKey = [apiPaths.authUser] as const;

async function readUser(path: string): Promise<User | null> {
  const response = await apiFetch('GET', path);
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Failed to fetch user: ${response.status}`);
  return (await response.json()) as User;
}

/** Email sign-in first (bearer token or cookie); on any failure the cookie-based check decides. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const response = await apiFetch('GET', apiPaths.emailAuthUser);
    if (response.ok) return (await response.json()) as User;
  } catch (error) {
    console.info('Email auth check failed, trying the session check', error);
  }
  return readUser(apiPaths.authUser);
}

export const currentUserQueryOptions = {
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: AUTH_CHECK_CACHE_MS,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions);
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null, error: query.error };
}

/** After login, registration or a profile change the user is read again. */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** Forgets the signed-in user locally: token, cached user and every other cached read. */
export function forgetSession(queryClient: QueryClient): void {
  storeToken(null);
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}

let signedOutAt = 0;

/**
 * Whether this tab signed out a moment ago: a protected screen that still renders while the router
 * moves to / (its navigation is a transition, committed after the cache already says "no user")
 * then goes to / as well, not to /email-auth.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 2_000;
}

/** Sign out: ends the server session, clears `authToken` and the cache, and goes to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Signing out locally must happen even when the server cannot be reached.
      await apiRequest('POST', apiPaths.logout).catch(() => undefined);
    },
    onSettled: async () => {
      // Leave the protected screen first, or it would see "no user" and send the visitor to /email-auth.
      signedOutAt = Date.now();
      await navigate('/');
      forgetSession(queryClient);
      // Guest pages kept for offline leave with the member (docs/decisions/041-installable-app.md).
      void forgetOfflinePages();
    },
  });
}
