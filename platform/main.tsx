import './styles.css';

/**
 * The entry: a few hundred bytes that load the app (app/start.tsx). A page the server already
 * drew (the prerendered landing page, the public event page's card) paints first and fetches the
 * app right after, so on a slow connection the HTML does not share the bandwidth with it; every
 * other page starts the app at once, its code already preloaded by index.html.
 * See docs/decisions/022-public-first-paint.md.
 */
const container = document.getElementById('root')!;
const serverDrawn = container.dataset.prerendered === window.location.pathname || container.querySelector('[data-server-card]') !== null;

function start(): void {
  void import('./app/start.tsx').then(({ startApp }) => startApp(container));
}

function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The frame after the next one has been painted; a hidden tab runs no frames, hence the timer.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

if (serverDrawn && document.visibilityState === 'visible') afterFirstPaint(start);
else start();
