import { EventPageScreen } from '../../features/event-page/components/event-page-screen.tsx';

export function Component() {
  return <EventPageScreen />;
}
