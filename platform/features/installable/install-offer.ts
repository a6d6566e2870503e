/**
 * The browser's installation offer (`beforeinstallprompt`), caught from the first moment: main.tsx
 * imports this before the app's code loads, and the event may fire long before React mounts. The
 * offer's time is kept, so the prompt's 3 s count from when the browser offered, not from mount.
 * A few hundred bytes: it sits in the first route. See docs/decisions/041-installable-app.md.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallOfferState {
  offer: InstallPromptEvent | null;
  offeredAt: number | null;
  installed: boolean;
}

let state: InstallOfferState = { offer: null, offeredAt: null, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallOfferState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const installOffer = {
  get: (): InstallOfferState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The offer was used (prompt() shown) or withdrawn: a browser offers each event once. */
  clear: () => update({ offer: null, offeredAt: null }),
};

/** Starts listening; main.tsx calls it once, before anything else. */
export function listenForInstallOffer(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chrome's own mini-infobar away: the app shows its prompt after 3 s instead.
    event.preventDefault();
    update({ offer: event as InstallPromptEvent, offeredAt: Date.now() });
  });
  win.addEventListener('appinstalled', () => update({ offer: null, offeredAt: null, installed: true }));
}
