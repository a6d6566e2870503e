/**
 * The personal guest link carries its token in `?g=`. The page keeps it in sessionStorage per
 * event and takes it out of the address bar, so a copied URL never shares the guest's access.
 */
const storageKey = (slug: string) => `cakeday.guest-token.${slug}`;

export function readGuestToken(slug: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(slug)) ?? null;
  } catch {
    return null;
  }
}

export function storeGuestToken(slug: string, token: string): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey(slug), token);
  } catch {
    // Without storage the token only lives for this page view.
  }
}

/** Takes `g` out of the current URL (stored first) and returns the token to use: the new one or the stored one. */
export function captureGuestToken(slug: string): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('g');
  if (fromUrl) {
    storeGuestToken(slug, fromUrl);
    url.searchParams.delete('g');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return fromUrl;
  }
  return readGuestToken(slug);
}

/** The token inside a personal link returned by the server (`…/e/<slug>?g=<token>`). */
export function tokenOfLink(link: string): string | null {
  try {
    return new URL(link, window.location.origin).searchParams.get('g');
  } catch {
    return null;
  }
}

export function guestHeaders(token: string | null): Record<string, string> | undefined {
  return token ? { 'x-guest-token': token } : undefined;
}
