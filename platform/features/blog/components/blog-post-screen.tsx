import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError } from '#platform/components/load-error.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { ApiRequestError } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useServerCard } from '#platform/lib/use-server-card.ts';
import { useBlogPost } from '../api/get-blog-post.ts';
import { BlogPostArticle } from './blog-post-article.tsx';

/**
 * `/blog/:slug`: a published post. The server drew it into the page with its share preview
 * (decision 039); that drawing stays on screen until the data arrives, as on the event page.
 * Unknown, draft and scheduled posts are the app's 404 page, handed in by the route.
 */
export function BlogPostScreen({ notFound }: { notFound: ReactNode }) {
  const slug = useParams().slug ?? '';
  const post = useBlogPost(slug);
  const serverCard = useServerCard(post);
  const isNotFound = post.isError && post.error instanceof ApiRequestError && post.error.status === 404;
  useDocumentMeta(post.data?.title ?? (isNotFound ? 'Page Not Found' : 'Blog'), post.data?.excerpt);

  if (serverCard) return <div dangerouslySetInnerHTML={{ __html: serverCard }} />;
  if (post.isPending) return <PageSkeleton />;
  if (isNotFound) return notFound;
  if (post.isError)
    return (
      <LoadError error={post.error} notFoundTitle="Post not found" notFoundText="This post does not exist." failedTitle="Could not load the post" back={{ to: '/blog', label: 'Back to the blog' }} />
    );
  return <BlogPostArticle post={post.data} />;
}
