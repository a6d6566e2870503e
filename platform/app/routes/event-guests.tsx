import { GuestsScreen } from '../../features/events/components/guests-screen.tsx';

export function Component() {
  return <GuestsScreen />;
}
