import { TestPaymentScreen } from '../../features/plans/components/test-payment-screen.tsx';

export function Component() {
  return <TestPaymentScreen />;
}
