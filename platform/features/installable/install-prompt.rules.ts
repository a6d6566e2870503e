import { delays, INSTALL_PROMPT_DISMISS_DAYS, INSTALL_PROMPT_STORAGE_KEY } from '#core/constants.ts';

/**
 * The install prompt's rules: hidden; shown 3000 ms after the browser
 * offers installation, unless it was dismissed within the last 7 days (kept in localStorage under
 * `install-prompt-dismissed`) or the app already runs standalone; hidden again on install, on
 * dismissal or after the user's choice.
 */
export const INSTALL_PROMPT_DELAY_MS = delays.installPrompt;
export const DISMISS_MS = INSTALL_PROMPT_DISMISS_DAYS * 24 * 60 * 60 * 1000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** When the prompt was last dismissed (epoch ms), or null: never, or storage unreadable. */
export function dismissedAt(storage: StorageLike | undefined): number | null {
  try {
    const value = Number(storage?.getItem(INSTALL_PROMPT_STORAGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberDismissal(storage: StorageLike | undefined, now: number): void {
  try {
    storage?.setItem(INSTALL_PROMPT_STORAGE_KEY, String(now));
  } catch {
    // Without storage the prompt may come back on the next visit; nothing else breaks.
  }
}

/** Whether the prompt may be shown at `now`. A dismissal dated in the future (clock moved back) counts as recent. */
export function mayOfferInstall(input: { now: number; dismissedAt: number | null; standalone: boolean }): boolean {
  if (input.standalone) return false;
  if (input.dismissedAt !== null && input.now - input.dismissedAt < DISMISS_MS) return false;
  return true;
}

/** The app runs as an installed app: display-mode standalone (Chromium, Firefox) or iOS's navigator.standalone. */
export function runsStandalone(win: Pick<Window, 'matchMedia' | 'navigator'>): boolean {
  try {
    if (win.matchMedia?.('(display-mode: standalone)').matches) return true;
    if (win.matchMedia?.('(display-mode: window-controls-overlay)').matches) return true;
  } catch {
    // No matchMedia: fall through to iOS's flag.
  }
  return (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
