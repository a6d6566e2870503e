import './styles.css';
import { listenForInstallOffer } from './features/installable/install-offer.ts';
import { warmDateFormattingOffMainThread } from './lib/warm-date-formatting.ts';

// The browser may offer installation before the app has loaded: caught from the start (decision 041).
listenForInstallOffer();

/**
 * The entry: a few hundred bytes that load the app (app/start.tsx). A page the server already
 * drew (the prerendered landing page, the public event page's card) paints first and fetches the
 * app right after, so on a slow connection the HTML does not share the bandwidth with it; every
 * other page starts the app at once, its code already preloaded by index.html.
 * See docs/decisions/022-public-first-paint.md.
 */
const container = document.getElementById('root')!;
const serverCard = container.querySelector('[data-server-card]') !== null;
const landingPage = container.dataset.prerendered === window.location.pathname;
const serverDrawn = landingPage || serverCard;

function start(): void {
  // Starting the app in a task of its own: evaluating its modules is already one long task.
  void import('./app/start.tsx').then(({ startApp }) => setTimeout(() => startApp(container), 0));
}

/**
 * Runs `run` once the server-drawn content is on screen: after the first contentful paint (the
 * paint timing entry), not merely the first frame — Chromium may paint a first frame with only the
 * page's background while the document is still being parsed, and the app's code (its evaluation
 * alone is a long task) started then held the party's card off the screen for up to a second in
 * Lighthouse's runs (decision 047). Where paint timing is missing, the frame after the next one.
 * The timers are the safety net: a tab that paints nothing must still start the app.
 */
function afterFirstContentfulPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return void setTimeout(once, 0);
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, 1_000);
    return;
  }
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

/**
 * The service worker (/service-worker.js) registers once the page has loaded. On a first visit
 * (no worker runs the page yet) it waits 3 s more and an idle moment, so installing it (fetching
 * the app's files) never competes with the page the visitor came to: registered right at load,
 * Lighthouse's landing score was 81–83, and 89–98 this way (decision 041). A page the worker
 * already runs registers at once: nothing to install, and its messages (the offline note) must
 * reach the page. Its code is a chunk of its own, outside the first route.
 */
function registerServiceWorkerAfterLoad(): void {
  // `vite dev` builds no service worker.
  if (import.meta.env.DEV) return;
  const register = () => void import('./features/installable/sw-client.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  const firstVisit = !navigator.serviceWorker?.controller;
  const afterLoad = () => (firstVisit ? setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5_000 }) : register()), 3_000) : setTimeout(register, 0));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
registerServiceWorkerAfterLoad();

// Every page but the landing page formats dates soon after it starts (decision 046).
if (!landingPage) warmDateFormattingOffMainThread();
if (serverDrawn && document.visibilityState === 'visible') afterFirstContentfulPaint(start);
else start();
