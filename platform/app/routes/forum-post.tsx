import { PostScreen } from '../../features/forum/components/post-screen.tsx';

export function Component() {
  return <PostScreen />;
}
