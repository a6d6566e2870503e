/**
 * How the blog shows its facts: the prose classes of a post's body (the server's first paint uses
 * the same string, worker/features/blog/blog-pages.service.ts), dates in the reader's own zone,
 * and reading time.
 */
export const BLOG_PROSE_CLASSES =
  'mt-8 space-y-4 text-base leading-relaxed break-words [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:text-xl [&_h4]:font-bold [&_h5]:mt-4 [&_h5]:font-bold [&_hr]:border-border [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_ul]:list-disc [&_ul]:pl-6';

/** "November 21, 2026". */
export function longDate(isoTime: string): string {
  return new Date(isoTime).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Nov 21, 2026, 3:00 PM" in the reader's zone (the editor's list). */
export function dateTime(isoTime: string): string {
  return new Date(isoTime).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function readingTime(minutes: number): string {
  return `${minutes} min read`;
}

/** An ISO instant as a datetime-local field's value, in the browser's zone ("2026-12-05T14:30"). */
export function toLocalInput(isoTime: string | null): string {
  if (!isoTime) return '';
  const date = new Date(isoTime);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's value (the admin's own zone) as an ISO instant, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
