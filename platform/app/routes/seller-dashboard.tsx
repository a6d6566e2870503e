import { SellerDashboardScreen } from '../../features/marketplace/seller/components/dashboard/seller-dashboard-screen.tsx';

export function Component() {
  return <SellerDashboardScreen />;
}
