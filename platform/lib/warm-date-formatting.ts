/**
 * The first date formatting of a page loads the browser's ICU locale and time zone data: 40–100 ms
 * on the bench machine, four times that under Lighthouse's phone throttling — one long task, and
 * on the public event page (whose first render formats dates in the visitor's time zone) most of
 * its total blocking time. That data belongs to the renderer process, not to a thread: once a
 * worker has formatted a date, the page's own first formatting takes about a millisecond (measured
 * in Chromium: 41–77 ms in the worker, 0.4–2.5 ms on the main thread after it). So a tiny worker
 * pays it while the app's code downloads, and ends. Without workers (or if the worker cannot
 * start) the cost is paid on the main thread in a task of its own, as before.
 */
export function warmDateFormattingOffMainThread(): void {
  if (typeof Worker !== 'function') return warmOnMainThread();
  try {
    // A classic worker (Vite builds it as one script): browsers that start no module workers still start it.
    const worker = new Worker(new URL('./warm-date-formatting.worker.ts', import.meta.url));
    const done = () => worker.terminate();
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener(
      'error',
      () => {
        done();
        warmOnMainThread();
      },
      { once: true },
    );
  } catch {
    warmOnMainThread();
  }
}

function warmOnMainThread(): void {
  setTimeout(() => {
    try {
      Intl.DateTimeFormat().resolvedOptions();
    } catch {
      // No Intl: the pages fall back on their own.
    }
  }, 0);
}
