import { useEffect, useRef } from 'react';
import { Button } from '#platform/components/ui/button.tsx';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The line above the host's list: how many guests it shows of how many there are (the server's
 * total for the filter), so "Showing 100 of 5,000 guests" is read out as more pages arrive.
 */
export function guestCountText({ shown, total, filtered, selected }: { shown: number; total: number; filtered: boolean; selected: number }): string {
  const noun = total === 1 ? 'guest' : 'guests';
  const main = shown < total ? `Showing ${count(shown)} of ${count(total)} ${noun}${filtered ? ' that match' : ''}` : `${count(total)} ${noun}${filtered ? (total === 1 ? ' matches' : ' match') : ''}`;
  return selected > 0 ? `${main} · ${count(selected)} selected` : main;
}

export interface ShowMoreGuestsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The button: the host asked for more (also while a page is loading: the focus should still follow). */
  onShowMore: () => void;
  /** The end of the list came into view while `autoLoad` is on. */
  onReachEnd: () => void;
  /**
   * Whether the next pages load by themselves when the end of the list scrolls into view. Only
   * after the host asked for more once: until then the end of the list stays an end, and what
   * comes below it on the screen (the deliveries) stays reachable by scrolling.
   */
  autoLoad: boolean;
}

/** "Show more guests" under the host's list: a real button (keyboard, screen readers), and, once used, loading on scroll. */
export function ShowMoreGuests({ shown, total, hasMore, loadingMore, onShowMore, onReachEnd, autoLoad }: ShowMoreGuestsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!autoLoad || !hasMore || loadingMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachEnd();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoLoad, hasMore, loadingMore, onReachEnd]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-3 flex flex-wrap items-center justify-center gap-3">
      {/* Not `disabled` while loading: a disabled button drops the keyboard focus to the page's start. */}
      <Button variant="outline" onClick={onShowMore} aria-disabled={loadingMore} aria-describedby="guest-list-more-count">
        {loadingMore ? 'Loading more guests...' : 'Show more guests'}
      </Button>
      <span id="guest-list-more-count" className="text-sm text-muted-foreground">
        {count(shown)} of {count(total)} shown
      </span>
    </div>
  );
}
