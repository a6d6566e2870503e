import { ModLogScreen } from '../../features/forum/components/mod-log-screen.tsx';

export function Component() {
  return <ModLogScreen />;
}
