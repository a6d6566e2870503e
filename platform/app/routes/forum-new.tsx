import { NewPostScreen } from '../../features/forum/components/new-post-screen.tsx';

export function Component() {
  return <NewPostScreen />;
}
