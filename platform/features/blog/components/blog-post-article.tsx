import { Link } from 'react-router-dom';
import { BLOG_PROSE_CLASSES, longDate, readingTime } from './blog-format.ts';
import { BlogTags } from './blog-tags.tsx';

export interface BlogArticleContent {
  title: string;
  /** Safe HTML from the shared renderer (core/domain/text/markdown.rules.ts): no raw HTML from the source ever gets through it. */
  html: string;
  publishedAt: string | null;
  readingMinutes: number;
  authorName: string | null;
  tags: string[];
  coverImageUrl: string | null;
  coverAlt: string | null;
}

/**
 * A post as readers see it, on /blog/:slug and in the editor's preview. The boxes and classes are
 * the server's first paint's (worker/features/blog/blog-pages.service.ts), so the app's render
 * lands on the same layout.
 */
export function BlogPostArticle({ post, preview = false }: { post: BlogArticleContent; preview?: boolean }) {
  const byline = [post.publishedAt ? longDate(post.publishedAt) : 'Not published yet', readingTime(post.readingMinutes), ...(post.authorName ? [post.authorName] : [])].join(' · ');
  const Heading = preview ? 'h2' : 'h1';
  return (
    <article className={preview ? '' : 'mx-auto max-w-3xl px-4 py-8'}>
      {preview ? null : (
        <p className="text-sm">
          <Link to="/blog" className="rounded font-semibold text-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring">
            ← All posts
          </Link>
        </p>
      )}
      <header className={preview ? '' : 'mt-4'}>
        <Heading className="text-3xl font-extrabold break-words sm:text-4xl">{post.title || 'Untitled post'}</Heading>
        <p className="mt-2 text-sm text-muted-foreground">{byline}</p>
        <BlogTags tags={post.tags} />
      </header>
      {post.coverImageUrl ? (
        <div className="mt-6">
          <img src={post.coverImageUrl} alt={post.coverAlt ?? ''} className="aspect-[2/1] w-full rounded-card object-cover" />
        </div>
      ) : null}
      <div className={BLOG_PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
