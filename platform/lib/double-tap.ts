/** Two taps closer than this count as a double tap. */
export const DOUBLE_TAP_WINDOW_MS = 300;

/**
 * Stops the second tap of a double tap from zooming on browsers that ignore
 * `touch-action: manipulation`. Only a second tap on the same element counts: a quick tap on a
 * field and then on a button is two separate actions and both go through. Taps inside form
 * fields are left alone so text selection works.
 */
export function preventDoubleTapZoom(target: Document): () => void {
  let lastTouchEnd = 0;
  let lastElement: EventTarget | null = null;
  function onTouchEnd(event: TouchEvent) {
    const now = Date.now();
    const element = event.target as HTMLElement | null;
    const inField = element?.closest?.('input, textarea, select, [contenteditable="true"]');
    if (!inField && element === lastElement && now - lastTouchEnd < DOUBLE_TAP_WINDOW_MS) event.preventDefault();
    lastTouchEnd = now;
    lastElement = element;
  }
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => target.removeEventListener('touchend', onTouchEnd);
}
