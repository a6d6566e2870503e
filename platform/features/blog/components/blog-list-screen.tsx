import { Link, useSearchParams } from 'react-router-dom';
import { tagLabel } from '#core/domain/blog/blog.rules.ts';
import { LoadError, toHome } from '#platform/components/load-error.tsx';
import { ButtonLink, buttonClasses } from '#platform/components/ui/button.tsx';
import { CardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { BlogPostCard } from './blog-post-card.tsx';

const chipClass = (active: boolean) =>
  cx(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
  );

function pageHref(page: number, tag: string | null): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** `/blog`: published posts newest first, nine to a page, filtered by a tag from the URL (`?tag=games&page=2`). */
export function BlogListScreen() {
  const [params] = useSearchParams();
  const tag = params.get('tag') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const posts = useBlogPosts(page, tag);
  const { user } = useCurrentUser();
  useDocumentMeta(tag ? `Blog: ${tagLabel(tag)}` : 'Blog', 'Birthday party planning guides from Cakeday: invitations, games, gifts, venues and the day itself.');
  const data = posts.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Blog</h1>
          <p className="mt-2 text-muted-foreground">Party planning guides: invitations, games, gifts, venues and the day itself.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The editor's entry point; the API checks the role itself (hiding a link protects nothing). */}
          {user?.role === 'admin' ? (
            <>
              <ButtonLink to="/dashboard/blog" variant="outline" size="sm">
                Manage posts
              </ButtonLink>
              <ButtonLink to="/dashboard/blog/new" size="sm">
                Write a post
              </ButtonLink>
            </>
          ) : null}
          <a href="/blog/feed.xml" className={buttonClasses('ghost', 'sm')} type="application/atom+xml">
            Feed
          </a>
        </div>
      </div>

      {data && data.tags.length > 0 ? (
        <nav aria-label="Filter by tag" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/blog" className={chipClass(!tag)} aria-current={!tag ? 'page' : undefined}>
                All posts
              </Link>
            </li>
            {data.tags.map((entry) => (
              <li key={entry.tag}>
                <Link to={pageHref(1, entry.tag)} className={chipClass(tag === entry.tag)} aria-current={tag === entry.tag ? 'page' : undefined}>
                  {tagLabel(entry.tag)} <span className="ml-1">({entry.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {posts.isPending ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading posts">
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : posts.isError ? (
        <LoadError error={posts.error} notFoundTitle="No posts" notFoundText="The blog could not be found." failedTitle="Could not load the blog" back={toHome} />
      ) : data && data.posts.length === 0 ? (
        <div className="mt-10 rounded-card border border-dashed border-border p-10 text-center">
          <h2 className="text-xl font-bold">{tag ? `No posts tagged “${tagLabel(tag)}” yet` : 'No posts yet'}</h2>
          <p className="mt-2 text-muted-foreground">{tag ? 'Try another tag, or see every post.' : 'The first guides are on their way.'}</p>
          {tag ? (
            <ButtonLink to="/blog" variant="outline" className="mt-6">
              See all posts
            </ButtonLink>
          ) : null}
        </div>
      ) : data ? (
        <>
          <h2 className="sr-only">{tag ? `Posts tagged ${tagLabel(tag)}` : 'Latest posts'}</h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post) => (
              <li key={post.slug}>
                <BlogPostCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
              {page > 1 ? (
                <Link to={pageHref(page - 1, tag)} className={buttonClasses('outline', 'sm')} rel="prev">
                  Newer posts
                </Link>
              ) : null}
              <ul className="flex gap-1">
                {Array.from({ length: data.pageCount }, (_, index) => index + 1).map((number) => (
                  <li key={number}>
                    <Link
                      to={pageHref(number, tag)}
                      className={cx(chipClass(number === data.page), 'w-9 justify-center px-0')}
                      aria-current={number === data.page ? 'page' : undefined}
                      aria-label={`Page ${number}`}
                    >
                      {number}
                    </Link>
                  </li>
                ))}
              </ul>
              {page < data.pageCount ? (
                <Link to={pageHref(page + 1, tag)} className={buttonClasses('outline', 'sm')} rel="next">
                  Older posts
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
