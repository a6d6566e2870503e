import { SellerOnboardingScreen } from '../../features/marketplace/seller/components/shop/seller-onboarding-screen.tsx';

export function Component() {
  return <SellerOnboardingScreen />;
}
