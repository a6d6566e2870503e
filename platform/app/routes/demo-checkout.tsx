import { DemoCheckoutScreen } from '../../features/demo-pay/components/demo-checkout-screen.tsx';

export function Component() {
  return <DemoCheckoutScreen />;
}
