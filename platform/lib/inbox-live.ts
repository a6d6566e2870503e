/**
 * Hints that a member's inbox changed (decision 023): the database is the truth, this only says
 * "ask again". One EventSource to /api/messages/live is shared by every listener on the page (the
 * nav's unread badge and the messages screen), and listeners are also told when the tab becomes
 * visible or regains focus. Where there is no live channel (404: Workers until its Durable Object
 * lands) or it keeps failing, listeners are told every ~10 s while the tab is visible instead.
 * It lives in lib because the nav bar and the messages feature both listen.
 */

const LIVE_PATH = '/api/messages/live';
const POLL_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
/** After a 404 the channel is looked for again this rarely: a deploy may have added it. */
const UNAVAILABLE_RETRY_MS = 5 * 60_000;

type Listener = () => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let failures = 0;
let connected = false;

function tell(): void {
  for (const listener of [...listeners]) listener();
}

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

function onVisibility(): void {
  if (visible()) tell();
}

function updatePolling(): void {
  const shouldPoll = listeners.size > 0 && !connected;
  if (shouldPoll && pollTimer === undefined) {
    pollTimer = setInterval(() => {
      if (visible()) tell();
    }, POLL_MS);
  } else if (!shouldPoll && pollTimer !== undefined) {
    clearInterval(pollTimer);
    pollTimer = undefined;
  }
}

function closeSource(): void {
  source?.close();
  source = null;
  connected = false;
}

function scheduleReconnect(delay: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(open, delay);
}

/** EventSource does not say why it failed: one plain request tells a missing channel (404) from a dropped one. */
async function channelMissing(): Promise<boolean> {
  const controller = new AbortController();
  try {
    const response = await fetch(LIVE_PATH, { credentials: 'include', signal: controller.signal, headers: { accept: 'text/event-stream' } });
    return response.status === 404;
  } catch {
    return false;
  } finally {
    // A found channel would stream forever: only its status was wanted.
    controller.abort();
  }
}

function open(): void {
  if (listeners.size === 0 || source || typeof EventSource === 'undefined') return;
  const current = new EventSource(LIVE_PATH, { withCredentials: true });
  source = current;
  const ready = () => {
    connected = true;
    failures = 0;
    updatePolling();
    // Whatever happened while the channel was down is picked up now.
    tell();
  };
  current.addEventListener('ready', ready);
  current.addEventListener('changed', () => tell());
  current.addEventListener('error', () => {
    if (current.readyState !== EventSource.CLOSED) {
      // The browser reconnects by itself; poll meanwhile.
      connected = false;
      updatePolling();
      return;
    }
    closeSource();
    updatePolling();
    failures += 1;
    void channelMissing().then((missing) => {
      if (listeners.size === 0 || source) return;
      scheduleReconnect(missing ? UNAVAILABLE_RETRY_MS : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(failures, 5)));
    });
  });
}

/** Calls `listener` whenever the inbox may have changed; returns the unsubscribe. */
export function subscribeInboxHints(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onVisibility);
    open();
    updatePolling();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', onVisibility);
    clearTimeout(retryTimer);
    closeSource();
    failures = 0;
    updatePolling();
  };
}
