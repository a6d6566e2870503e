import { WishlistScreen } from '../../features/wishlist/components/wishlist-screen.tsx';

export function Component() {
  return <WishlistScreen />;
}
