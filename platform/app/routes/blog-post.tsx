import { BlogPostScreen } from '../../features/blog/components/blog-post-screen.tsx';
import { Component as NotFound } from './not-found.tsx';

/** Unknown, draft and scheduled posts are the app's own 404 page. */
export function Component() {
  return <BlogPostScreen notFound={<NotFound />} />;
}
