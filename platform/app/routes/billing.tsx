import { BillingScreen } from '../../features/plans/components/billing-screen.tsx';

export function Component() {
  return <BillingScreen />;
}
