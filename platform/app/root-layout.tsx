import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-fallback.tsx';
import { NavBar } from '../components/layouts/nav-bar.tsx';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { Toaster } from '../components/ui/toast.tsx';
import { InstallableChrome } from '../features/installable/components/installable-chrome.tsx';
import { useCurrentUser, useSignOut } from '../lib/current-user.ts';
import { useUnreadMessages } from '../lib/unread-messages.ts';

export function RootLayout() {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const unreadMessages = useUnreadMessages(user !== null);
  const location = useLocation();
  return (
    <>
      <a href="#main" className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <NavBar user={user} loading={isLoading} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} unreadMessages={unreadMessages} />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Install and new-version prompts, the offline note (docs/decisions/041-installable-app.md). */}
        <InstallableChrome />
        {/* Keyed by path so leaving a crashed screen clears the error. */}
        <ErrorBoundary key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

/**
 * What shows while the first screen's code loads (the router's hydrate fallback): the header as it
 * looks during the auth check, and the page's skeleton under it, so a phone on a slow connection
 * sees the app's frame from the first paint instead of a bare placeholder that the header then pushes down.
 */
export function RootLayoutFallback() {
  return (
    <>
      <NavBar user={null} loading onSignOut={() => undefined} />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageSkeleton />
      </main>
    </>
  );
}
