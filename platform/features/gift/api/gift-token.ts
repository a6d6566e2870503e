/**
 * The gift page's address is /a/<token>: the token is the guest's personal link token, the same
 * one the event page takes in `?g=`. On arrival the page keeps it in sessionStorage and rewrites the
 * address bar to /a, so a copied or screenshotted URL never hands out the guest's access; a reload
 * in the same tab still finds it. Calls send it as `x-guest-token`.
 */
const storageKey = 'cakeday.gift-token';

export function readGiftToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the token of /a/<token> (when there is one) and takes it out of the address bar. */
export function captureGiftToken(fromPath: string | undefined): string | null {
  if (fromPath) {
    try {
      globalThis.sessionStorage?.setItem(storageKey, fromPath);
    } catch {
      // Without storage the token only lives for this page view.
    }
    // Only the real /a/<token> address is rewritten (not a story frame or a test harness).
    if (typeof window !== 'undefined' && window.location.pathname.startsWith('/a/')) {
      window.history.replaceState(window.history.state, '', `/a${window.location.search}${window.location.hash}`);
    }
    return fromPath;
  }
  return readGiftToken();
}

export function giftHeaders(token: string): Record<string, string> {
  return { 'x-guest-token': token };
}

export const giftKeys = { gift: (token: string) => ['/api/gift', token] as const };
