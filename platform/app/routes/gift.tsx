import { GiftScreen } from '../../features/gift/components/gift-screen.tsx';

export function Component() {
  return <GiftScreen />;
}
