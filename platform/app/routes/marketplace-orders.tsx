import { OrdersScreen } from '../../features/marketplace/components/orders/orders-screen.tsx';

export function Component() {
  return <OrdersScreen />;
}
