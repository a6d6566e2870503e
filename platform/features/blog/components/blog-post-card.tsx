import { Link } from 'react-router-dom';
import type { BlogPostCard as BlogPostCardData } from '#core/domain/blog/blog.schema.ts';
import { BookIcon } from '#platform/components/ui/icons.tsx';
import { longDate, readingTime } from './blog-format.ts';
import { BlogTags } from './blog-tags.tsx';

/**
 * A published post on /blog: cover (or a drawn placeholder), title linking to the post, excerpt,
 * date and reading time, tags. The title's link covers the whole card for pointers; keyboard and
 * screen-reader users meet one link per card (then the tag links) instead of three.
 */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.coverImageUrl ? (
        <img src={post.coverImageUrl} alt={post.coverAlt ?? ''} loading="lazy" className="aspect-[2/1] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[2/1] items-center justify-center bg-gradient-to-br from-pink-200 via-rose-200 to-amber-100 text-rose-900">
          <BookIcon className="h-10 w-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold break-words">
          <Link
            to={`/blog/${post.slug}`}
            className="rounded after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt)}</time> · {readingTime(post.readingMinutes)}
        </p>
        <p className="mt-3 flex-1 text-sm leading-relaxed">{post.excerpt}</p>
        {/* Above the title's stretched link, so each tag stays its own target. */}
        <div className="relative z-10">
          <BlogTags tags={post.tags} />
        </div>
      </div>
    </article>
  );
}
