/**
 * The add-to-wishlist widget's pure rules: its key option, the sign-in popup's message, and where
 * the widget-scoped token is kept. DOM-free and zod-free (decision 031).
 */
import { EMBED_KEY_PATTERN } from '../../core/embed/embed-keys.rules.ts';
import { EMBED_SIGNED_IN_MESSAGE, isEmbedSessionToken } from '../../core/embed/embed-wishlist.rules.ts';

export type WishlistAddOptions = { ok: true; key: string } | { ok: false; message: string };

/** `data-key` (required, `ck_pub_…`, a seller key from the Cakeday Embed page). */
export function readWishlistAddOptions(options: Record<string, string>): WishlistAddOptions {
  const key = options.key ?? '';
  if (!key) return { ok: false, message: 'The add-to-wishlist button needs its key: add data-key="ck_pub_…" from your Cakeday Embed page.' };
  if (!EMBED_KEY_PATTERN.test(key)) return { ok: false, message: `data-key="${key.slice(0, 40)}" is not a Cakeday key; copy it again from your Cakeday Embed page.` };
  return { ok: true, key };
}

export interface SignedIn {
  token: string;
  name: string;
  expiresAt: string;
}

/**
 * The popup's message when it is the one the widget waits for: from the Cakeday origin that served
 * the SDK (and, when known, from the popup window the widget opened), of the sign-in type, with a
 * token of the right shape. Anything else on the page's message bus is ignored.
 */
export function signedInFrom(event: { origin: string; data: unknown; source?: unknown }, expected: { apiOrigin: string; popup?: unknown }): SignedIn | null {
  if (event.origin !== expected.apiOrigin || !event.data || typeof event.data !== 'object') return null;
  if (expected.popup && event.source !== expected.popup) return null;
  const message = event.data as Record<string, unknown>;
  if (message.type !== EMBED_SIGNED_IN_MESSAGE || !isEmbedSessionToken(message.token)) return null;
  const name = typeof message.name === 'string' ? message.name.slice(0, 40) : '';
  const expiresAt = typeof message.expiresAt === 'string' ? message.expiresAt : '';
  return { token: message.token, name, expiresAt };
}

/** The page's sessionStorage entry for one key: this tab only, gone when the tab closes. */
export const storageKey = (key: string) => `cakeday:wishlist-add:${key}`;

/** A kept sign-in, while it has not expired. */
export function keptSignIn(raw: string | null, now: number): SignedIn | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<SignedIn>;
    if (!isEmbedSessionToken(kept.token) || typeof kept.expiresAt !== 'string' || !(Date.parse(kept.expiresAt) > now)) return null;
    return { token: kept.token, name: typeof kept.name === 'string' ? kept.name : '', expiresAt: kept.expiresAt };
  } catch {
    return null;
  }
}

/** "Sat, Dec 5" in the viewer's language, in the party's own time zone. */
export function partyDate(startsAt: string, timeZone: string, locale?: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(new Date(startsAt));
  } catch {
    return startsAt.slice(0, 10);
  }
}
