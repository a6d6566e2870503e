import { useSyncExternalStore } from 'react';

/**
 * What the service worker tells the pages (platform/features/installable/sw-client.ts fills it):
 * a new version waiting, a guest's page shown from its offline copy, RSVPs kept while offline.
 * Here in lib/ because the event page reads it next to the installable feature
 * (docs/decisions/041-installable-app.md).
 */
export interface OfflineStatus {
  /** A new version waits; calling it lets it take over and reloads the page. */
  reloadToUpdate: (() => void) | null;
  /** The page shows a copy saved at this time (epoch ms) because the network could not be reached. */
  offlineCopySavedAt: number | null;
  /** RSVPs kept on this device until the connection returns. */
  queuedRsvps: number;
  /** Bumped when the service worker took the page over (its first install) or an offline copy gave way to the network. */
  refreshCount: number;
  /** Answers to RSVPs sent from the outbox while their event page was closed, handed to it on its next visit (takeHandedOver). */
  handedOver: Array<{ url: string; answer: unknown }>;
}

let status: OfflineStatus = { reloadToUpdate: null, offlineCopySavedAt: null, queuedRsvps: 0, refreshCount: 0, handedOver: [] };
const listeners = new Set<() => void>();

export const offlineStatus = {
  get: (): OfflineStatus => status,
  set(next: Partial<OfflineStatus>): void {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Takes (once) the handed-over answers to RSVPs whose address starts with `apiPrefix`. */
export function takeHandedOver(apiPrefix: string): unknown[] {
  const mine = status.handedOver.filter((item) => new URL(item.url, 'https://x.invalid').pathname.startsWith(apiPrefix));
  if (mine.length > 0) offlineStatus.set({ handedOver: status.handedOver.filter((item) => !mine.includes(item)) });
  return mine.map((item) => item.answer);
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get, offlineStatus.get);
}

/** The answer the service worker gives an RSVP it kept for later (202, `queued: true`). */
export function isQueuedAnswer(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { queued?: unknown }).queued === true;
}

/**
 * Forgets the guest pages kept for offline on this device: on sign-out, so the next person at the
 * same device never sees what a signed-in member saw.
 */
export async function forgetOfflinePages(): Promise<void> {
  try {
    await globalThis.caches?.delete('cakeday-guest-pages-v1');
  } catch {
    // No Cache API (old browser, file://): nothing was kept.
  }
}
