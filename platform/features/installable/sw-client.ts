/**
 * Registers /service-worker.js after the page has loaded (main.tsx imports this lazily, so none of
 * it weighs on the first route) and turns the worker's messages into offline-status updates:
 * - a new version installed → "A new version is available — Reload" (it waits until then);
 * - the first install took the page → the files fetched before are cached and the page's reads
 *   asked again, so a guest's page opened once is there offline;
 * - a guest's read answered from the cache → the offline note; RSVPs kept → sent on `online`.
 * See docs/decisions/041-installable-app.md.
 */
import { offlineStatus } from '../../lib/offline-status.ts';
import type { PageToWorker, WorkerToPage } from './service-worker/sw-routes.ts';

export const SERVICE_WORKER_URL = '/service-worker.js';

function post(message: PageToWorker): void {
  navigator.serviceWorker.controller?.postMessage(message);
}

function onMessage(event: MessageEvent): void {
  const message = event.data as WorkerToPage | undefined;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'offline-copy') {
    const current = offlineStatus.get().offlineCopySavedAt;
    // Several reads of one page: the oldest copy is what the page shows at worst.
    offlineStatus.set({ offlineCopySavedAt: current === null ? message.savedAt : Math.min(current, message.savedAt) });
  } else if (message.type === 'fresh-copy') {
    if (offlineStatus.get().offlineCopySavedAt !== null) offlineStatus.set({ offlineCopySavedAt: null });
  } else if (message.type === 'outbox-queued') {
    offlineStatus.set({ queuedRsvps: offlineStatus.get().queuedRsvps + 1 });
  } else if (message.type === 'answer-handed-over') {
    offlineStatus.set({ handedOver: [...offlineStatus.get().handedOver, { url: message.url, answer: message.answer }] });
  } else if (message.type === 'outbox-sent') {
    const { queuedRsvps, refreshCount } = offlineStatus.get();
    offlineStatus.set({ queuedRsvps: Math.max(0, queuedRsvps - 1), refreshCount: refreshCount + 1 });
    window.dispatchEvent(new CustomEvent('cakeday:rsvp-sent', { detail: message }));
  }
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return undefined;
  const container = navigator.serviceWorker;
  container.addEventListener('message', onMessage);
  container.startMessages();
  let reloadRequested = false;
  let hadController = container.controller !== null;

  const offerUpdate = (waiting: ServiceWorker) =>
    offlineStatus.set({
      reloadToUpdate: () => {
        reloadRequested = true;
        waiting.postMessage({ type: 'skip-waiting' } satisfies PageToWorker);
      },
    });
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      // Installed beside a worker that runs this page: a new version, waiting for the member's word.
      if (worker.state === 'installed' && container.controller) offerUpdate(worker);
    });

  container.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      reloadRequested = false;
      window.location.reload();
      return;
    }
    if (!hadController) {
      hadController = true;
      // The first install: what this page fetched before goes into the worker's cache, and its
      // reads are asked again through the worker so a guest's page is kept for offline.
      post({ type: 'warm', urls: performance.getEntriesByType('resource').map((entry) => entry.name) });
      post({ type: 'flush-outbox' });
      offlineStatus.set({ refreshCount: offlineStatus.get().refreshCount + 1 });
      return;
    }
    // Another tab let a new version in: this page keeps running (its form stays), and offers to reload.
    offlineStatus.set({ reloadToUpdate: () => window.location.reload() });
  });

  window.addEventListener('online', () => {
    post({ type: 'flush-outbox' });
    if (offlineStatus.get().offlineCopySavedAt !== null) {
      offlineStatus.set({ offlineCopySavedAt: null, refreshCount: offlineStatus.get().refreshCount + 1 });
    }
  });

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
  // RSVPs kept by an earlier visit go out now (browsers without Background Sync rely on this), and
  // an event page gets the answers sent for it while it was closed (an open RSVP's personal link).
  post({ type: 'flush-outbox' });
  post({ type: 'collect-answers' });
  // A tab left open for days still hears about new versions.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  return registration;
}
