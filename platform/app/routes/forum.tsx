import { ForumScreen } from '../../features/forum/components/forum-screen.tsx';

export function Component() {
  return <ForumScreen />;
}
