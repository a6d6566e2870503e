import { CartScreen } from '../../features/marketplace/components/cart/cart-screen.tsx';

export function Component() {
  return <CartScreen />;
}
