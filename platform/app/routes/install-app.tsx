import { InstallAppScreen } from '../../features/installable/components/install-app-screen.tsx';

export function Component() {
  return <InstallAppScreen />;
}
