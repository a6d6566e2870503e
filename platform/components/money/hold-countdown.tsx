import { useEffect, useRef, useState } from 'react';
import { formatHoldLeft, HOLD_MS } from '#core/domain/money/hold.rules.ts';
import { cx } from '../../lib/class-names.ts';

/** How often the text moves on: it shows whole minutes, so twice a minute is enough. */
const TICK_MS = 30_000;

export interface HoldCountdownProps {
  /** End of the 24-hour protection (ISO), from the API. */
  heldUntil: string;
  /** The clock; stories and tests pass a fixed one. */
  now?: () => number;
  /** Called once when the protection ends while the countdown is on screen (to reload the data). */
  onEnd?: () => void;
  className?: string;
}

/**
 * Time left to cancel a contribution, "Held — 23 h 59 min left". Screen readers get it as a timer,
 * which is not announced on every tick; only the end is said once, through a polite live region.
 * The time left is capped at the 24 hours so a device clock running behind the server's never
 * shows more protection than exists.
 */
export function HoldCountdown({ heldUntil, now = Date.now, onEnd, className }: HoldCountdownProps) {
  const end = Date.parse(heldUntil);
  const msLeft = () => (Number.isNaN(end) ? 0 : Math.min(HOLD_MS, Math.max(0, end - now())));
  const [left, setLeft] = useState(msLeft);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    setLeft(msLeft());
    if (msLeft() <= 0) return;
    const timer = setInterval(() => {
      const next = msLeft();
      setLeft(next);
      if (next <= 0) {
        clearInterval(timer);
        onEndRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
    // msLeft reads only `end` and `now`.
  }, [end, now]);

  const ended = left <= 0;
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-x-1', className)}>
      <span role="timer" aria-live="off" className={cx('font-semibold tabular-nums', ended ? 'text-muted-foreground' : 'text-foreground')}>
        {ended ? 'Protection ended' : `Held — ${formatHoldLeft(left)}`}
      </span>
      <span className="sr-only" aria-live="polite">
        {ended ? 'The 24-hour protection has ended.' : ''}
      </span>
    </span>
  );
}
