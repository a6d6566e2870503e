import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.tsx';
import { justSignedOut, useCurrentUser } from '../lib/current-user.ts';

/**
 * Protected screens wait for the auth check (spinner with "Loading...") and send visitors to
 * /email-auth (or to / right after signing out). This is a convenience only: the API refuses every protected call on its own.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading..." />;
  if (!user) return justSignedOut() ? <Navigate to="/" replace /> : <Navigate to="/email-auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
