import { ShopManagerScreen } from '../../features/marketplace/seller/components/shop-manager-screen.tsx';

export function Component() {
  return <ShopManagerScreen />;
}
