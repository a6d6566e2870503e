// First: no schema may be built before Zod is told not to try eval (see the module).
import '../lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { captureServerContent } from '../lib/server-markup.ts';
import { preventDoubleTapZoom } from '../lib/double-tap.ts';
import { App, type AppRouter } from './app.tsx';
import { createAppRouter } from './router.tsx';

/** Resolves once the first route's lazy code has loaded (at once for the landing page). */
function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in #root. What #root holds decides how (docs/decisions/022-public-first-paint.md):
 * - landing.html carries the landing page rendered at build time for "/" alone: hydrated as is;
 * - /e/:slug carries the event's card drawn by the server: kept until the page's code is loaded
 *   (the page then shows the same card until its data arrives), then replaced;
 * - anything else is empty.
 * The first render is a transition: React renders it in slices of a few milliseconds, yielding to
 * the browser between them, instead of one task of several hundred on a phone. Hydrating in a
 * transition is React's own recipe for that (the page is already on screen either way).
 */
export function startApp(container: HTMLElement): void {
  preventDoubleTapZoom(document);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.dataset.prerendered === window.location.pathname) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else if (captureServerContent(container)) {
    void whenRouterReady(router).then(() => startTransition(() => createRoot(container).render(app)));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
