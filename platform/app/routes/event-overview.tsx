import { EventOverviewScreen } from '../../features/events/components/event-overview-screen.tsx';

export function Component() {
  return <EventOverviewScreen />;
}
