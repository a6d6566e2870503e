import { Navigate } from 'react-router-dom';

/** /host-dashboard is a redirect screen: hosts use the one dashboard. */
export function Component() {
  return <Navigate to="/dashboard" replace />;
}
