import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#core/constants.ts';
import { cx } from '../../lib/class-names.ts';
import { XIcon } from './icons.tsx';
import { useToastStore, type ToastItem } from './toast-store.ts';

const HOTKEY = 'F8';

/**
 * The notification area: one toast at a time, each closing itself after 5 s (paused while
 * hovered or focused), closable by swiping right 50 px or with its close button. F8 moves focus
 * here so keyboard users can reach a toast before it goes.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const visible = toasts.filter((item) => item.open);
  return (
    <section aria-label={`Notifications (${HOTKEY})`} className="pointer-events-none fixed right-0 bottom-0 z-[60] w-full max-w-sm p-4">
      <div ref={regionRef} tabIndex={-1} className="flex flex-col gap-2 outline-none focus-visible:outline-3 focus-visible:outline-ring">
        {visible.map((item) => (
          <Toast key={item.id} item={item} onDismiss={() => dismiss(item.id)} />
        ))}
      </div>
    </section>
  );
}

export function Toast({ item, onDismiss, duration = TOAST_DURATION_MS }: { item: ToastItem; onDismiss: () => void; duration?: number }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);

  const destructive = item.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={item.variant}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        start.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
      }}
      onPointerUp={() => {
        const swiped = offset >= TOAST_SWIPE_THRESHOLD_PX;
        start.current = null;
        setOffset(0);
        if (swiped) onDismiss();
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      className={cx(
        'toast-enter pointer-events-auto relative flex touch-pan-y items-start gap-3 rounded-card border p-4 pr-10 shadow-lg',
        destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-card text-card-foreground',
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm opacity-90">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close notification"
        onClick={onDismiss}
        className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <XIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
