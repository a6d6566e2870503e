import { BlogListScreen } from '../../features/blog/components/blog-list-screen.tsx';

export function Component() {
  return <BlogListScreen />;
}
