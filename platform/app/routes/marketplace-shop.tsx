import { ShopScreen } from '../../features/marketplace/components/shop/shop-screen.tsx';

export function Component() {
  return <ShopScreen />;
}
