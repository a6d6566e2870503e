import { useEffect, useId, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';
import { holdPageBehind, keepTabInside } from '#platform/components/ui/focus-trap.ts';
import { XIcon } from '#platform/components/ui/icons.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from './album-icons.tsx';
import { itemLabel } from './item-thumb.tsx';

/** A horizontal swipe of at least this many pixels turns the page (the spec's swipe threshold for toasts is the same 50 px). */
export const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous: finger moved right), 1 (next: moved left) or 0 (too short, or mostly vertical: a scroll). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx > 0 ? -1 : 1;
}

/** The item shown after a step, or null at either end (the viewer does not wrap around). */
export function stepIndex(index: number, step: number, length: number): number | null {
  const next = index + step;
  return next >= 0 && next < length ? next : null;
}

/** Keys typed into a field or sent to a video's own controls are theirs, not the viewer's. */
function keyBelongsToControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'VIDEO' || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
}

const barButton =
  'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

export interface MediaViewerProps {
  items: AlbumItemView[];
  index: number;
  /** The event's zone, for "shared on …". */
  timeZone: string;
  onIndexChange: (index: number) => void;
  /** Escape, the Close button; the page gives focus back to the item's tile. */
  onClose: () => void;
  /** Delete / Report for the shown item, in the bottom bar. */
  actions?: (item: AlbumItemView) => ReactNode;
  /** A dialog opened from the viewer (report, delete) is on top: the viewer ignores keys and is inert until it closes. */
  nestedOpen?: boolean;
}

/**
 * The full-screen viewer: one photo or video at a time, previous/next by the arrow keys, the
 * buttons or a swipe, Escape closes. A modal dialog: focus stays inside, the page behind is inert.
 */
export function MediaViewer({ items, index, timeZone, onIndexChange, onClose, actions, nestedOpen = false }: MediaViewerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const item = items[index];
  const state = useRef({ index, length: items.length, nestedOpen, onIndexChange, onClose });
  state.current = { index, length: items.length, nestedOpen, onIndexChange, onClose };
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const releasePage = holdPageBehind();
    const panel = panelRef.current;
    panel?.focus();
    function onKeyDown(event: KeyboardEvent) {
      const current = state.current;
      if (current.nestedOpen) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        current.onClose();
        return;
      }
      if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !keyBelongsToControl(event.target)) {
        const next = stepIndex(current.index, event.key === 'ArrowLeft' ? -1 : 1, current.length);
        event.preventDefault();
        if (next !== null) current.onIndexChange(next);
        return;
      }
      if (event.key === 'Tab' && panel) keepTabInside(event, panel);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      releasePage();
    };
  }, []);

  // The page behind stays inert, also after a nested dialog (which clears it when it closes).
  useEffect(() => {
    if (!nestedOpen) document.getElementById('root')?.setAttribute('inert', '');
  }, [nestedOpen]);

  // The neighbours' photos load while this one is looked at, so the next step shows at once.
  useEffect(() => {
    for (const neighbour of [items[index - 1], items[index + 1]]) {
      const src = neighbour?.kind === 'photo' ? (neighbour.urls.display ?? neighbour.urls.thumb) : null;
      if (src) new Image().src = src;
    }
  }, [items, index]);

  if (!item) return null;
  const label = itemLabel(item);
  const previous = stepIndex(index, -1, items.length);
  const next = stepIndex(index, 1, items.length);

  function onPointerDown(event: ReactPointerEvent) {
    if (event.target instanceof HTMLVideoElement) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }
  function onPointerUp(event: ReactPointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    const target = step === 0 ? null : stepIndex(index, step, items.length);
    if (target !== null) onIndexChange(target);
  }

  return createPortal(
    <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} inert={nestedOpen} className="fixed inset-0 z-50 flex flex-col bg-black/95 text-white outline-none">
      <div className="flex items-center justify-between gap-3 px-3 py-2">
        <h2 id={titleId} className="min-w-0 truncate text-base font-semibold">
          {label}{' '}
          <span className="font-normal text-white/70">
            · {index + 1} of {items.length}
          </span>
        </h2>
        <button type="button" className={barButton} onClick={onClose} aria-label="Close viewer">
          <XIcon className="h-6 w-6" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {item.kind === 'video' ? (
          <video
            key={item.id}
            controls
            preload="metadata"
            playsInline
            poster={item.urls.display ?? undefined}
            src={item.urls.video ?? undefined}
            aria-label={label}
            className="max-h-full max-w-full"
          />
        ) : (
          <img
            key={item.id}
            src={item.urls.display ?? item.urls.thumb ?? item.urls.download}
            alt={label}
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            draggable={false}
            className="h-auto max-h-full w-auto max-w-full object-contain select-none"
          />
        )}
        <button
          type="button"
          className={cx(barButton, 'absolute top-1/2 left-2 -translate-y-1/2 bg-black/40')}
          onClick={() => previous !== null && onIndexChange(previous)}
          disabled={previous === null}
          aria-label="Previous"
        >
          <ChevronLeftIcon className="h-7 w-7" />
        </button>
        <button
          type="button"
          className={cx(barButton, 'absolute top-1/2 right-2 -translate-y-1/2 bg-black/40')}
          onClick={() => next !== null && onIndexChange(next)}
          disabled={next === null}
          aria-label="Next"
        >
          <ChevronRightIcon className="h-7 w-7" />
        </button>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-3">
        <p className="text-sm">
          Shared by <strong>{item.uploaderName}</strong>
          <span className="block text-white/70">{formatInZone(Date.parse(item.createdAt), timeZone)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <a href={item.urls.download} download={item.originalName} className={barButton}>
            <DownloadIcon className="h-5 w-5" />
            Download
          </a>
          {actions ? actions(item) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}

export const viewerBarButtonClasses = barButton;
