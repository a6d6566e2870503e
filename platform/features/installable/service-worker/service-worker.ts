/**
 * Cakeday's service worker, served at /service-worker.js (vite-plugin-pwa builds it in
 * injectManifest mode and writes the build's hashed files into `self.__WB_MANIFEST`).
 * - Precache: the app's shell (index.html, the prerendered landing page) and every hashed script
 *   and stylesheet of this build, so a repeat visit starts from the cache (instant loading) and
 *   any screen opens offline.
 * - Pages: client-rendered ones get the cached shell; the public event page (drawn by the server)
 *   goes to the network first, the shell when offline. /api/, /sdk/ and files are never the shell.
 * - Guests' reads (event and gift page): network first, the last copy offline (the page then says
 *   "You're offline — showing what you saw at …"). Signed-in members' private answers are never kept.
 * - RSVPs made offline are kept in IndexedDB and sent when the connection returns (Background Sync
 *   where the browser has it, else at the next load or `online` event of a page).
 * - Updates wait: a new version installs beside the old one and takes over only when the member
 *   presses Reload ("A new version is available"), so an open form is never swept away.
 * - Push: birthday and event reminders shown as notifications; a click opens their page.
 * See docs/decisions/041-installable-app.md.
 */
import { eventPageOfRsvp, GUEST_PAGES_CACHE, guestReadKey, LANDING_URL, type PageToWorker, routeRequest, SAVED_AT_HEADER, SHELL_CACHE_PREFIX, SHELL_URL, type WorkerToPage } from './sw-routes.ts';
import { deleteQueued, queueRequest, readQueued, type QueuedRequest } from './sw-outbox.ts';

// The worker's own globals: the DOM library the platform is checked with does not declare them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  /** The page that posted it (a window client here: only pages post to the worker). */
  readonly source: WindowClient | null;
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification & { data: unknown };
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  readonly clients: {
    get(id: string): Promise<WindowClient | undefined>;
    matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    claim(): Promise<void>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
}
declare const self: WorkerScope;

const OUTBOX_SYNC_TAG = 'cakeday-outbox';
const META_CACHE = 'cakeday-meta';
const VERSIONS_KEY = '/__versions';

// The precache: this build's files (hashed names), plus the two HTML shells, which the prerender
// rewrites after vite's build and so carry no revision of their own: the build's version names the cache.
const buildManifest = self.__WB_MANIFEST;
const buildFiles = buildManifest.map((entry) => `/${entry.url.replace(/^\//, '')}`);
const version = versionOf(buildManifest.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('\n'));
const shellCache = `${SHELL_CACHE_PREFIX}${version}`;
const precached = new Set([...buildFiles, SHELL_URL, LANDING_URL]);

/** A short, stable name for this build's file list (FNV-1a). */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      // `reload`: straight from the server, never an older copy from the HTTP cache.
      await cache.addAll([...precached].map((url) => new Request(url, { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The previous version's files stay one more version: another tab may still run it and load
      // one of its screens (a new deployment removes those files from the server).
      const meta = await caches.open(META_CACHE);
      const known = ((await (await meta.match(VERSIONS_KEY))?.json().catch(() => null)) ?? []) as string[];
      const keep = [...known.filter((name) => name !== shellCache), shellCache].slice(-2);
      await meta.put(VERSIONS_KEY, new Response(JSON.stringify(keep)));
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && !keep.includes(name)) await caches.delete(name);
      }
      // The first version takes the open pages at once (nothing to break: they run this build);
      // a later one reaches this point only after the member pressed Reload.
      await self.clients.claim();
      await flushOutbox();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | undefined;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'skip-waiting') event.waitUntil(self.skipWaiting());
  else if (message.type === 'flush-outbox') event.waitUntil(flushOutbox());
  else if (message.type === 'forget-guest-pages') event.waitUntil(caches.delete(GUEST_PAGES_CACHE));
  else if (message.type === 'warm') event.waitUntil(warm(message.urls));
  else if (message.type === 'collect-answers' && event.source) event.waitUntil(handOverKeptAnswers(event.source));
});

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(flushOutbox({ rethrow: true }));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest(new URL(request.url), request.method, request.mode, self.location.origin, precached);
  switch (route.kind) {
    case 'network':
      return;
    case 'precached':
      event.respondWith(fromPrecache(request, route.cacheKey));
      return;
    case 'shell':
      event.respondWith(fromPrecache(request, SHELL_URL));
      return;
    case 'server-page':
      event.respondWith(networkOrShell(request));
      return;
    case 'guest-read':
      event.respondWith(guestRead(event));
      return;
    case 'rsvp':
      event.respondWith(sendOrQueue(event));
      return;
  }
});

async function fromPrecache(request: Request, cacheKey: string): Promise<Response> {
  const cached = await caches.match(cacheKey, { cacheName: shellCache });
  if (cached) return cached;
  // A file of the previous version (a tab still running it), else the network.
  if (cacheKey !== SHELL_URL && cacheKey !== LANDING_URL) {
    const older = await caches.match(request.url);
    if (older) return older;
  }
  return fetch(request);
}

async function networkOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: shellCache });
    if (shell) return shell;
    throw error;
  }
}

/** Keeps a guest's read for offline, unless it is a signed-in member's private answer. */
function keepable(request: Request, response: Response): boolean {
  if (!response.ok || response.status !== 200) return false;
  // A bearer token means a signed-in member: their answers stay off the device's caches.
  if (request.headers.has('authorization')) return false;
  // The same answer for everyone, or one for the guest whose link it is (x-guest-token);
  // a private answer without a guest token came from a member's session cookie.
  const shared = /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
  return shared || request.headers.has('x-guest-token');
}

async function guestRead(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = guestReadKey(request.url, request.headers.get('x-guest-token'));
  try {
    const response = await fetch(request);
    if (keepable(request, response)) {
      const copy = response.clone();
      const headers = new Headers(copy.headers);
      headers.set(SAVED_AT_HEADER, String(Date.now()));
      const body = await copy.arrayBuffer();
      event.waitUntil(caches.open(GUEST_PAGES_CACHE).then((cache) => cache.put(key, new Response(body, { status: 200, headers }))));
    }
    // The page shows the network's answer again: an offline note it shows goes.
    if (response.ok) event.waitUntil(tell(event.clientId, { type: 'fresh-copy', url: request.url }));
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: GUEST_PAGES_CACHE });
    if (!cached) throw error;
    const savedAt = Number(cached.headers.get(SAVED_AT_HEADER)) || Date.now();
    event.waitUntil(tell(event.clientId, { type: 'offline-copy', url: request.url, savedAt }));
    return cached;
  }
}

async function tell(clientId: string, message: WorkerToPage): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (client) client.postMessage(message);
  else for (const each of await self.clients.matchAll({ type: 'window' })) each.postMessage(message);
}

/** Posts to every open page; answers the pages it told. */
async function tellAll(message: WorkerToPage): Promise<WindowClient[]> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(message);
  return pages;
}

/** The headers an RSVP is sent with again: the guest's link and the body's type (cookies go by themselves). */
function replayHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'x-guest-token', 'authorization']) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

async function sendOrQueue(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const body = await request.clone().text();
  try {
    return await fetch(request);
  } catch {
    await queueRequest({ url: request.url, method: request.method, headers: replayHeaders(request), body, queuedAt: Date.now() });
    await self.registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
    event.waitUntil(tellAll({ type: 'outbox-queued', url: request.url }));
    let status = 'pending';
    try {
      const parsed = JSON.parse(body) as { response?: unknown };
      if (typeof parsed.response === 'string') status = parsed.response;
    } catch {
      // Not JSON: the server would refuse it too; it is kept all the same and answered then.
    }
    // 202: accepted, not yet done. The page reads `queued` and tells the guest.
    return new Response(JSON.stringify({ status, queued: true }), { status: 202, headers: { 'content-type': 'application/json' } });
  }
}

let flushing: Promise<void> | undefined;

/** Sends what was kept while offline, oldest first; stops at the first network failure. */
function flushOutbox(options: { rethrow?: boolean } = {}): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const item of await readQueued()) {
        await send(item);
      }
    } finally {
      flushing = undefined;
    }
  })();
  return options.rethrow ? flushing : flushing.catch(() => undefined);
}

async function send(item: QueuedRequest & { id: number }): Promise<void> {
  // A network failure throws here and leaves the item (and the rest) for the next try.
  const response = await fetch(item.url, { method: item.method, headers: item.headers, body: item.body, credentials: 'include' });
  // A 5xx is the server's trouble, not the guest's answer: tried again later. Anything else is final
  // (a 4xx such as "RSVPs are closed" would be refused again), and the page says which it was.
  if (response.status >= 500) throw new Error(`The server answered ${response.status}`);
  await deleteQueued(item.id);
  const answer: unknown = await response.json().catch(() => null);
  const sent: WorkerToPage = { type: 'outbox-sent', url: item.url, ok: response.ok, status: response.status, answer };
  const eventPage = eventPageOfRsvp(item.url);
  const pageOpen = (await tellAll(sent)).some((page) => new URL(page.url).pathname === eventPage);
  // An open RSVP's answer carries the new guest's personal link: with their event page closed, it
  // waits for the page's next visit (handOverKeptAnswers), or the guest could never change it.
  const carriesLink = typeof (answer as { link?: unknown } | null)?.link === 'string';
  if (carriesLink && eventPage && !pageOpen) await keepAnswers([...(await keptAnswers()), { url: item.url, answer }]);
}

const KEPT_ANSWERS_KEY = '/__kept-answers';

type KeptAnswer = { url: string; answer: unknown };

async function keptAnswers(): Promise<KeptAnswer[]> {
  const meta = await caches.open(META_CACHE);
  return ((await (await meta.match(KEPT_ANSWERS_KEY))?.json().catch(() => null)) ?? []) as KeptAnswer[];
}

async function keepAnswers(answers: KeptAnswer[]): Promise<void> {
  const meta = await caches.open(META_CACHE);
  await meta.put(KEPT_ANSWERS_KEY, new Response(JSON.stringify(answers.slice(-20))));
}

/** Gives an event page the answers sent for it while it was closed, once. */
async function handOverKeptAnswers(client: WindowClient): Promise<void> {
  const page = new URL(client.url).pathname;
  const answers = await keptAnswers();
  const forPage = answers.filter((kept) => eventPageOfRsvp(kept.url) === page);
  if (forPage.length === 0) return;
  await keepAnswers(answers.filter((kept) => !forPage.includes(kept)));
  for (const kept of forPage) client.postMessage({ type: 'answer-handed-over', url: kept.url, answer: kept.answer } satisfies WorkerToPage);
}

/** Files the first page fetched before this worker controlled it, taken into the right cache now. */
async function warm(urls: string[]): Promise<void> {
  const cache = await caches.open(shellCache);
  for (const url of urls) {
    const path = new URL(url, self.location.origin).pathname;
    if (!precached.has(path) || (await cache.match(path))) continue;
    await cache.add(path).catch(() => undefined);
  }
}

// ── Push: reminders as notifications ─────────────────────────────────────────

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { body: event.data?.text() ?? '' };
  }
  const registration = self.registration;
  event.waitUntil(
    registration.showNotification(message.title ?? 'Cakeday', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: message.url ?? '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/dashboard', self.location.origin);
  // Only our own pages: a payload never sends the member elsewhere.
  const url = target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        if (client.url === url) return void (await client.focus());
      }
      await self.clients.openWindow(url);
    })(),
  );
});
