import { useEffect, useState } from 'preact/hooks';

/** How often a widget looks whether the visitor closed the popup: the opener hears no close event. */
const LOOK_EVERY_MS = 1000;

export interface PopupSize {
  width: number;
  height: number;
}

/**
 * A page on Cakeday's origin that a widget opens in a popup (the checkout, a venue's booking, the
 * sign-in) and follows until it is done. The work happens there, never in a card or password field
 * on the host page. That page posts a message back to this one; a window the visitor closed sends
 * nothing, so the widget also looks whether it is still open.
 */
export interface CakedayPopup {
  /** The window being followed; null before one opened and after close(). */
  window(): Window | null;
  isOpen(): boolean;
  /** A window was opened and the visitor has closed it since. */
  isClosed(): boolean;
  /**
   * Opens `url` in the popup; call it inside the click, so popup blockers let it through (with `''`
   * when the address comes from a request the click starts, then navigate the window). Null when
   * the browser blocked it: a window opened before is then still the one followed.
   */
  open(url: string): Window | null;
  /** Closes the window if it is still open, and forgets it. */
  close(): void;
  /** Hears the page's messages (the popup's among them) until stop(); a new listener replaces the last. */
  listen(onMessage: (event: MessageEvent) => void): void;
  /** Runs `step` after `ms`, in place of whatever was due. */
  after(ms: number, step: () => void): void;
  /**
   * Runs `check` once `delay` has passed, or within a second of the visitor closing the window that
   * is open now (the page there may just have finished); `open` says whether it still is.
   */
  checkAfter(delay: number, check: (open: boolean) => void): void;
  /** Runs `then` within a second of the visitor closing the window followed now. */
  whenClosed(then: () => void): void;
  /** Cancels what was due (a check, a look at the window). */
  cancel(): void;
  /** Stops listening and cancels what was due; the window itself stays as it is. */
  stop(): void;
}

/** `name` makes a second open (a widget's "open the window again") reuse the same window. */
export function cakedayPopup(view: Window, name: string, size: PopupSize): CakedayPopup {
  const features = `popup=yes,width=${size.width},height=${size.height}`;
  let opened: Window | null = null;
  let listener: ((event: MessageEvent) => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => !!opened && !opened.closed;
  const cancel = () => clearTimeout(timer);
  const after = (ms: number, step: () => void) => {
    cancel();
    timer = setTimeout(step, ms);
  };
  const unlisten = () => {
    if (listener) view.removeEventListener('message', listener);
    listener = null;
  };

  return {
    window: () => opened,
    isOpen,
    isClosed: () => !!opened && opened.closed,
    open(url) {
      const window = view.open(url, name, features);
      if (window) opened = window;
      return window;
    },
    close() {
      if (isOpen()) opened!.close();
      opened = null;
    },
    listen(onMessage) {
      unlisten();
      listener = onMessage;
      view.addEventListener('message', onMessage);
    },
    after,
    checkAfter(delay, check) {
      const wasOpen = isOpen();
      const due = Date.now() + delay;
      const look = () => {
        const open = isOpen();
        if ((wasOpen && !open) || Date.now() >= due) check(open);
        else after(LOOK_EVERY_MS, look);
      };
      after(Math.min(delay, LOOK_EVERY_MS), look);
    },
    whenClosed(then) {
      const watched = opened;
      const look = () => {
        if (watched?.closed && opened === watched) then();
        else after(LOOK_EVERY_MS, look);
      };
      after(LOOK_EVERY_MS, look);
    },
    cancel,
    stop() {
      cancel();
      unlisten();
    },
  };
}

/** The widget's popup, one for its whole life; following it stops when the widget goes away. */
export function useCakedayPopup(view: Window, name: string, size: PopupSize): CakedayPopup {
  const [popup] = useState(() => cakedayPopup(view, name, size));
  useEffect(() => () => popup.stop(), []);
  return popup;
}
