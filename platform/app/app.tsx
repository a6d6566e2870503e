import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The providers around the router. The build-time prerender (platform/prerender.tsx) wraps its
 * static router in the same ones, so the landing page hydrates without a mismatch
 * (docs/decisions/022-public-first-paint.md).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The app; main.tsx passes the router it made so it can wait for the first route's code. */
export function App({ router: given }: { router?: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
