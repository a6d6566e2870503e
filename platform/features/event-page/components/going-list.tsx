import { useEffect, useRef } from 'react';
import type { GoingGuest } from '#core/domain/events/event-view.schema.ts';
import { Button } from '#platform/components/ui/button.tsx';

const count = (value: number) => value.toLocaleString('en-US');

export interface GoingListProps {
  /** The names shown so far: the page's own, then the pages asked for. */
  names: GoingGuest[];
  /** Guests going in all (the page's count). */
  total: number;
  /** More names to ask for. */
  hasMore: boolean;
  /** Whether the guest already asked for more (the button then reads "Show more"). */
  started: boolean;
  loading: boolean;
  error: string | null;
  onShowMore: () => void;
  /** The index in `names` to move the focus to once it is shown: the first name of a new page. */
  focusIndex?: number | null;
}

/**
 * Who is going, as name pills. A large party's page carries only the first names; the rest come
 * page by page on request, and the first new name takes the focus so a keyboard user carries on.
 */
export function GoingList({ names, total, hasMore, started, loading, error, onShowMore, focusIndex = null }: GoingListProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    (list.current?.children[focusIndex] as HTMLElement | undefined)?.focus();
  }, [focusIndex, names.length]);
  if (names.length === 0) return null;
  return (
    <>
      <ul ref={list} className="mt-3 flex flex-wrap gap-2" aria-label="Guests who are going">
        {names.map((person, index) => (
          <li key={`${person.name}-${index}`} tabIndex={-1} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground focus-visible:outline-3 focus-visible:outline-ring">
            {person.name}
            {person.partySize > 1 ? ` +${person.partySize - 1}` : ''}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {/* Not `disabled` while loading: a disabled button drops the keyboard focus to the page's start. */}
          <Button variant="outline" size="sm" onClick={onShowMore} aria-disabled={loading} aria-describedby="going-shown-count">
            {loading ? 'Loading names...' : started ? 'Show more names' : 'See everyone who’s going'}
          </Button>
          <span id="going-shown-count" className="text-xs text-muted-foreground">
            {count(names.length)} of {count(total)} names shown
          </span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </>
  );
}
