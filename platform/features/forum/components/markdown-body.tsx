import { cx } from '#platform/lib/class-names.ts';

/**
 * A post's or comment's text as the server rendered it with the one shared Markdown renderer
 * (core/domain/text/markdown.rules.ts: HTML off, safe links only, no remote images), so no tag a
 * member typed ever reaches the page and inserting it is safe.
 */
export function MarkdownBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cx(
        'forum-markdown space-y-2 break-words text-sm leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-5 [&_h3]:text-base [&_h3]:font-bold [&_h4]:font-bold',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
