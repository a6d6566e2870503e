import { Link } from 'react-router-dom';
import { tagLabel } from '#core/domain/blog/blog.rules.ts';

/** A post's tags as links to /blog filtered by each (the server's first paint draws the same list). */
export function BlogTags({ tags, className = 'mt-4' }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`${className} flex flex-wrap gap-2`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="inline-flex rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground hover:brightness-95 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
