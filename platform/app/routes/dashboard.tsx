import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';

export function Component() {
  return <DashboardScreen />;
}
