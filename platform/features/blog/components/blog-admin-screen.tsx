import { Link } from 'react-router-dom';
import type { AdminBlogPost } from '#core/domain/blog/blog.schema.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { ButtonLink } from '#platform/components/ui/button.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAdminPosts } from '../api/get-admin-posts.ts';
import { dateTime } from './blog-format.ts';

const statusStyles: Record<AdminBlogPost['status'], string> = {
  draft: 'bg-muted text-foreground',
  scheduled: 'bg-secondary text-secondary-foreground',
  published: 'bg-success-surface text-success-text',
};

function when(post: AdminBlogPost): string {
  if (post.status === 'published' && post.publishedAt) return `Published ${dateTime(post.publishedAt)}`;
  if (post.status === 'scheduled' && post.publishAt) return `Goes live ${dateTime(post.publishAt)}`;
  return `Changed ${dateTime(post.updatedAt)}`;
}

/** `/dashboard/blog`: every post of every status for the admins, most recently changed first. */
export function BlogAdminScreen() {
  const posts = useAdminPosts();
  useDocumentMeta('Blog posts');
  if (posts.isPending) return <PageSkeleton />;
  if (posts.isError) {
    return <LoadError error={posts.error} notFoundStatuses={[]} notFoundTitle="" notFoundText="" failedTitle="Admins only" back={{ to: '/blog', label: 'Back to the blog' }} />;
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">Blog posts</h1>
        <div className="flex gap-2">
          <ButtonLink to="/blog" variant="ghost" size="sm">
            View the blog
          </ButtonLink>
          <ButtonLink to="/dashboard/blog/new" size="sm">
            Write a post
          </ButtonLink>
        </div>
      </div>
      {posts.data.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No posts yet. Write the first one.</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-card border border-border bg-card">
          {posts.data.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-3 p-4">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${statusStyles[post.status]}`}>{post.status}</span>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/dashboard/blog/${post.id}/edit`}
                  className="rounded font-semibold break-words hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {post.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {when(post)} · /blog/{post.slug}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
