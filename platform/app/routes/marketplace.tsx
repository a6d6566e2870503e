import { MarketplaceScreen } from '../../features/marketplace/components/search/marketplace-screen.tsx';

export function Component() {
  return <MarketplaceScreen />;
}
