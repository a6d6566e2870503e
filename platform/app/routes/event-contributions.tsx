import { EventMoneyScreen } from '../../features/event-money/components/event-money-screen.tsx';

export function Component() {
  return <EventMoneyScreen />;
}
