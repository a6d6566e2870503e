/**
 * What this device remembers for the album screens.
 *
 * - The portal's uploader ({key, name}) in localStorage under `cakeday.album-uploader.<eventSlug>`,
 *   so a guest gives their name once per phone and the gallery recognises their uploads later.
 * - A guest's personal link token in sessionStorage under `cakeday.guest-token.<eventSlug>`: the
 *   SAME key as platform/features/event-page/api/guest-token.ts, so a guest who came through the
 *   event page (?g=…) or /u/:token is known on /gallery/<slug> in that tab too. Features do not
 *   import their siblings (eslint's arrows), hence this small copy of the two reads; change both
 *   together.
 */
export interface StoredUploader {
  key: string;
  name: string;
}

const uploaderKey = (eventSlug: string) => `cakeday.album-uploader.${eventSlug}`;
const guestTokenKey = (eventSlug: string) => `cakeday.guest-token.${eventSlug}`;

export function readUploader(eventSlug: string): StoredUploader | null {
  try {
    const raw = globalThis.localStorage?.getItem(uploaderKey(eventSlug));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'key' in parsed && 'name' in parsed && typeof parsed.key === 'string' && typeof parsed.name === 'string' && parsed.key) {
      return { key: parsed.key, name: parsed.name };
    }
    return null;
  } catch {
    // Blocked storage or a damaged value: ask the name again.
    return null;
  }
}

export function saveUploader(eventSlug: string, uploader: StoredUploader): void {
  try {
    globalThis.localStorage?.setItem(uploaderKey(eventSlug), JSON.stringify(uploader));
  } catch {
    // Without storage the name lasts for this page view only.
  }
}

export function forgetUploader(eventSlug: string): void {
  try {
    globalThis.localStorage?.removeItem(uploaderKey(eventSlug));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function readGuestToken(eventSlug: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(guestTokenKey(eventSlug)) ?? null;
  } catch {
    return null;
  }
}

export function storeGuestToken(eventSlug: string, token: string): void {
  try {
    globalThis.sessionStorage?.setItem(guestTokenKey(eventSlug), token);
  } catch {
    // Without storage the gallery asks as a visitor.
  }
}

/** The headers the gallery sends for this device: the guest's token and the portal uploader's key, when there are any. */
export function galleryHeaders(eventSlug: string): Record<string, string> {
  const guestToken = readGuestToken(eventSlug);
  const uploader = readUploader(eventSlug);
  return { ...(guestToken ? { 'x-guest-token': guestToken } : {}), ...(uploader ? { 'x-uploader-key': uploader.key } : {}) };
}
