import { EditEventScreen } from '../../features/events/components/edit-event-screen.tsx';

export function Component() {
  return <EditEventScreen />;
}
