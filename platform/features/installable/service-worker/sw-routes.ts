/**
 * What the service worker does with each request, as one pure function (tested in
 * sw-routes.test.ts). Everything it does not name is left to the network untouched, so the rest of
 * the app (sign-in, payments, live inboxes, uploads) behaves exactly as without a service worker.
 * See docs/decisions/041-installable-app.md.
 */

/** Where the cached copies live; the shell cache carries the build's version in its name. */
export const SHELL_CACHE_PREFIX = 'cakeday-shell-';
export const GUEST_PAGES_CACHE = 'cakeday-guest-pages-v1';

/**
 * The app's HTML shell is fetched from an address that only the SPA fallback answers (on Node
 * `app.get('*')`, on Workers the assets binding's single-page-application handling): `/index.html`
 * itself is redirected to `/` by Cloudflare's assets, and `/` is the prerendered landing page.
 */
export const SHELL_URL = '/app-shell';
export const LANDING_URL = '/';

export type SwRoute =
  /** Not ours: no respondWith, the browser goes to the network as if there were no service worker. */
  | { kind: 'network' }
  /** A hashed build file or the landing page from the precache (falls back to the network). */
  | { kind: 'precached'; cacheKey: string }
  /** A client-rendered page: the shell from the precache at once (instant loading), the network if it is missing. */
  | { kind: 'shell' }
  /** A page the server draws (the public event card): network first, the shell when offline. */
  | { kind: 'server-page' }
  /** A guest's read (event page, gift page): network first, the last copy when offline. */
  | { kind: 'guest-read' }
  /** A guest's RSVP: sent now, or kept and sent when the connection returns. */
  | { kind: 'rsvp' };

/** Guest reads kept for offline: the public event page's reads and the gift page's. */
const guestReadPattern = /^\/api\/(public\/events\/[^/]+(\/(comments|going|pots))?|gift(\/pots)?)$/;
const rsvpPattern = /^\/api\/public\/events\/[^/]+\/rsvp$/;
/** Paths the server answers itself: never the SPA shell, even for a navigation. */
const serverOnlyPrefixes = ['/api/', '/sdk/', '/media/', '/album-media/', '/__bench/'];
/** Pages whose first paint the server draws into the shell (the event card, a blog post): network first. */
const serverDrawnPrefixes = ['/e/', '/blog/'];

export function routeRequest(url: URL, method: string, mode: string, origin: string, precached: ReadonlySet<string>): SwRoute {
  if (url.origin !== origin) return { kind: 'network' };
  const path = url.pathname;
  if (method === 'POST' && rsvpPattern.test(path)) return { kind: 'rsvp' };
  if (method !== 'GET') return { kind: 'network' };
  if (guestReadPattern.test(path)) return { kind: 'guest-read' };
  if (serverOnlyPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))) return { kind: 'network' };
  if (mode === 'navigate') {
    if (path === LANDING_URL) return precached.has(LANDING_URL) ? { kind: 'precached', cacheKey: LANDING_URL } : { kind: 'network' };
    // A file opened in a tab (robots.txt, an icon, the manifest) is itself, never the app.
    if (/\.[a-z0-9]+$/i.test(path)) return { kind: 'network' };
    if (serverDrawnPrefixes.some((prefix) => path.startsWith(prefix))) return { kind: 'server-page' };
    return { kind: 'shell' };
  }
  // Query strings never change a hashed file; the precache is keyed by path. A hashed file of the
  // previous version is looked up too (a tab still running it), then fetched.
  if (precached.has(path) || path.startsWith('/assets/')) return { kind: 'precached', cacheKey: path };
  return { kind: 'network' };
}

/**
 * The cache key of a guest read: its URL plus the guest's token (sent as `x-guest-token`, not in
 * the URL), so two guests on one device never see each other's copy.
 */
export function guestReadKey(url: string, guestToken: string | null): string {
  const key = new URL(url);
  key.searchParams.set('__guest', guestToken ?? '');
  return key.toString();
}

/** The header on a copy served from the cache: when it was saved (epoch ms). */
export const SAVED_AT_HEADER = 'x-cakeday-saved-at';

/** Messages between the pages and the service worker. */
export type PageToWorker = { type: 'skip-waiting' } | { type: 'flush-outbox' } | { type: 'warm'; urls: string[] } | { type: 'forget-guest-pages' } | { type: 'collect-answers' };
export type WorkerToPage =
  | { type: 'offline-copy'; url: string; savedAt: number }
  | { type: 'fresh-copy'; url: string }
  | { type: 'outbox-queued'; url: string }
  | { type: 'outbox-sent'; url: string; ok: boolean; status: number; answer: unknown }
  | { type: 'answer-handed-over'; url: string; answer: unknown };

/**
 * The event page an RSVP's API address belongs to: `/api/public/events/<slug>/rsvp` → `/e/<slug>`
 * (null for any other address). An answer sent from the outbox goes to that page.
 */
export function eventPageOfRsvp(apiUrl: string): string | null {
  const match = /^\/api\/public\/events\/([^/]+)\/rsvp$/.exec(new URL(apiUrl, 'https://x.invalid').pathname);
  return match ? `/e/${match[1]}` : null;
}
