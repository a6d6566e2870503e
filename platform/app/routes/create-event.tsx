import { CreateEventScreen } from '../../features/events/components/create-event-screen.tsx';

export function Component() {
  return <CreateEventScreen />;
}
