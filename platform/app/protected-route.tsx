import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../lib/current-user.ts';

/**
 * Protected screens wait for the auth check (spinner with "Loading...") and send visitors to
 * /email-auth. This is a convenience only: the API refuses every protected call on its own.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading..." />;
  if (!user) return <Navigate to="/email-auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
