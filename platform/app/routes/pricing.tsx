import { PricingScreen } from '../../features/plans/components/pricing-screen.tsx';

export function Component() {
  return <PricingScreen />;
}
