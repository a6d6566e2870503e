import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/** Reads never go stale on their own and never retry; screens refresh on purpose. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
