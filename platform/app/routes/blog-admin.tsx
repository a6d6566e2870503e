import { BlogAdminScreen } from '../../features/blog/components/blog-admin-screen.tsx';

export function Component() {
  return <BlogAdminScreen />;
}
