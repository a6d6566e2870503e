/** Two taps closer than this count as a double tap (spec section 9). */
export const DOUBLE_TAP_WINDOW_MS = 300;

/**
 * Stops the second tap of a double tap from zooming on browsers that ignore
 * `touch-action: manipulation`. Taps inside form fields are left alone so text selection works.
 */
export function preventDoubleTapZoom(target: Document): () => void {
  let lastTouchEnd = 0;
  function onTouchEnd(event: TouchEvent) {
    const now = Date.now();
    const element = event.target as HTMLElement | null;
    const inField = element?.closest?.('input, textarea, select, [contenteditable="true"]');
    if (!inField && now - lastTouchEnd < DOUBLE_TAP_WINDOW_MS) event.preventDefault();
    lastTouchEnd = now;
  }
  target.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => target.removeEventListener('touchend', onTouchEnd);
}
