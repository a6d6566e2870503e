import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';

/** The slideshow asks for news this often; a 304 (nothing new) costs the server one kept answer (decision 035). */
export const SLIDESHOW_POLL_MS = 5_000;

export type PollAnswer<T> = { status: 'changed'; data: T; etag: string | null } | { status: 'unchanged' };

export interface EtagPollerOptions<T> {
  /** One read, with If-None-Match when `etag` is set. */
  read: (etag: string | null) => Promise<PollAnswer<T>>;
  onData: (data: T) => void;
  /** A failed read; polling goes on (a TV at a party rides out a dropped Wi-Fi). */
  onError?: (error: unknown) => void;
  intervalMs?: number;
  /** The first ETag, when the first answer came another way. */
  etag?: string | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Reads, waits `intervalMs` after each answer (never two reads at once), reads again with the last
 * ETag. `stop()` ends it; an answer that arrives after stop is dropped.
 */
export function startEtagPoller<T>(options: EtagPollerOptions<T>): { stop: () => void } {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const interval = options.intervalMs ?? SLIDESHOW_POLL_MS;
  let etag = options.etag ?? null;
  let stopped = false;
  let timer: unknown = null;

  async function tick() {
    timer = null;
    try {
      const answer = await options.read(etag);
      if (stopped) return;
      if (answer.status === 'changed') {
        etag = answer.etag;
        options.onData(answer.data);
      }
    } catch (error) {
      if (stopped) return;
      options.onError?.(error);
    }
    if (!stopped) timer = setTimer(() => void tick(), interval);
  }

  void tick();
  return {
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimer(timer);
    },
  };
}

export interface Rotation {
  items: AlbumItemView[];
  /** The item on screen. */
  index: number;
}

/** What the slideshow plays: approved items only (a host's or uploader's own pending ones stay off the TV). */
export function playable(items: AlbumItemView[]): AlbumItemView[] {
  return items.filter((item) => item.status === 'approved' && (item.kind === 'photo' || item.urls.video !== null));
}

/**
 * Folds a new answer into the running slideshow without a jump: items that left (hidden, deleted)
 * drop out, items still there keep their place (with their new URLs and poster), and new ones go
 * right after the one on screen, oldest first, so they come up next. The answer lists newest first.
 * `added` is what joined; the caller does not announce the first answer, which is not news.
 */
export function mergeRotation(current: Rotation, incoming: AlbumItemView[]): Rotation & { added: AlbumItemView[] } {
  const fresh = playable(incoming);
  const byId = new Map(fresh.map((item) => [item.id, item]));
  const onScreen = current.items[current.index];
  const kept: AlbumItemView[] = [];
  let position = -1;
  for (let index = 0; index < current.items.length; index++) {
    const item = current.items[index]!;
    const now = byId.get(item.id);
    if (now) kept.push(now);
    // The last kept item at or before the one on screen: new items go after it.
    if (index <= current.index && now) position = kept.length - 1;
  }
  const known = new Set(current.items.map((item) => item.id));
  const added = fresh.filter((item) => !known.has(item.id)).reverse();
  if (kept.length === 0) return { items: added, index: 0, added };
  const items = [...kept.slice(0, position + 1), ...added, ...kept.slice(position + 1)];
  const stillThere = onScreen ? items.findIndex((item) => item.id === onScreen.id) : -1;
  // The item on screen left: what followed it plays now (the first new one, if any).
  const index = stillThere >= 0 ? stillThere : Math.min(Math.max(position + 1, 0), items.length - 1);
  return { items, index, added };
}

/** "1 new photo", "3 new photos and videos", for the polite announcement. */
export function newItemsText(added: AlbumItemView[]): string {
  const videos = added.filter((item) => item.kind === 'video').length;
  const photos = added.length - videos;
  const noun = videos === 0 ? (photos === 1 ? 'photo' : 'photos') : photos === 0 ? (videos === 1 ? 'video' : 'videos') : 'photos and videos';
  return `${added.length} new ${noun}`;
}
