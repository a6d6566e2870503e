import { DemoConnectScreen } from '../../features/demo-pay/components/demo-connect-screen.tsx';

export function Component() {
  return <DemoConnectScreen />;
}
