import { BuySingleEventScreen } from '../../features/plans/components/buy-single-event-screen.tsx';

export function Component() {
  return <BuySingleEventScreen />;
}
