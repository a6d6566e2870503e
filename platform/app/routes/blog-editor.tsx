import { BlogEditorScreen } from '../../features/blog/components/blog-editor-screen.tsx';

export function Component() {
  return <BlogEditorScreen />;
}
