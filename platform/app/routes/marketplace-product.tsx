import { ProductScreen } from '../../features/marketplace/components/product/product-screen.tsx';

export function Component() {
  return <ProductScreen />;
}
