/** What Tab can reach inside a modal (a video with controls is one stop). */
export const focusableSelector = 'a[href], button:not([disabled]), video[controls], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal: from its last stop to its first and, with Shift, back (also from the
 * panel itself, which holds focus when a modal opens on a picture). Call it for every Tab keydown.
 */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(focusableSelector));
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While a modal is open the page behind is inert (screen readers and Tab stay in the modal) and
 * does not scroll under it. Returns the undo.
 */
export function holdPageBehind(): () => void {
  const root = document.getElementById('root');
  root?.setAttribute('inert', '');
  const { overflow } = document.body.style;
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = overflow;
    root?.removeAttribute('inert');
  };
}
