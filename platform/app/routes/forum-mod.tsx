import { ModerationScreen } from '../../features/forum/components/moderation-screen.tsx';

export function Component() {
  return <ModerationScreen />;
}
