import { CohostInviteScreen } from '../../features/events/components/cohost-invite-screen.tsx';

export function Component() {
  return <CohostInviteScreen />;
}
