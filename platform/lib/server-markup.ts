/**
 * Markup the server drew inside #root before the app ran: the public event page's card
 * (worker/features/events/event-shell.service.ts), in a `data-server-card` element. main.tsx
 * captures it before React clears #root, and the page shows it while its own data loads, so the
 * first paint stays put instead of flashing a skeleton. Only for the path it was drawn for.
 * See docs/decisions/022-public-first-paint.md.
 */
let captured: { path: string; html: string } | undefined;

/** Keeps the server's content of #root, if any; true when there was some. */
export function captureServerContent(container: HTMLElement): boolean {
  const element = container.querySelector<HTMLElement>('[data-server-card]');
  if (!element) return false;
  captured = { path: window.location.pathname, html: element.innerHTML };
  return true;
}

/** The captured markup when it was drawn for this path (the browser's own serialisation of what it parsed). */
export function serverContentFor(path: string): string | undefined {
  return captured?.path === path ? captured.html : undefined;
}

/** Once the page has its data the server's drawing is stale: later loads show the usual skeleton. */
export function releaseServerContent(): void {
  captured = undefined;
}
