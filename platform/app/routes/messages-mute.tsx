import { MuteLinkScreen } from '../../features/messages/components/mute-link-screen.tsx';

export function Component() {
  return <MuteLinkScreen />;
}
