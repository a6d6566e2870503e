/**
 * Cache door 3 of 3 (docs/data-and-caching.md): a public answer that is the same for everyone, for
 * a second in process on Node (ProcessSharedAnswers) or a few seconds in the data centre's cache on
 * Workers (EdgeSharedAnswers). Features call `sharedAnswer` only for visitors' requests.
 */
import type { Context } from 'hono';
import type { WriteWatch } from '../db/client.ts';
import type { AppBindings } from '../deps.ts';
import { RecentBySize } from './recent-by-size.ts';

/** A public answer: its JSON text and the headers of its own that go with it (a search page's `X-Has-More`). */
export interface SharedAnswer {
  body: string;
  headers?: Record<string, string>;
}

/** Where the app keeps answers that are the same for everyone: in process on Node, the Cache API on Workers. */
export interface SharedAnswerCache {
  /** `requestUrl`: the request's own, whose host the Workers Cache API keeps the entry under (Node needs none). */
  get(key: string, load: () => Promise<SharedAnswer>, requestUrl?: string): Promise<SharedAnswer>;
}

/**
 * A short in-process cache of answers that are the same for everyone (the venue list, an event's
 * public page for visitors), so a burst of identical public reads costs one database read. An
 * entry is served only while nothing was written through this process's database client since it
 * was read (WriteWatch) and for at most `ttlMs` (bounding what another process's write can leave
 * stale, and time-dependent fields such as "RSVPs open"). The Node entry builds one; the tests run without it,
 * and Workers use the Cache API (a Workers isolate cannot see another's writes; EdgeSharedAnswers in edge-shared-answers.ts).
 */
export class ProcessSharedAnswers implements SharedAnswerCache {
  private readonly entries: RecentBySize<{ answer: SharedAnswer; generation: number; at: number }>;

  /**
   * `maxChars` bounds the bodies held (a crawler walking venue searches makes a new key per
   * query): past it, or past `maxEntries`, the least recently used go first; a body larger than
   * that is never kept.
   */
  constructor(
    private readonly writes: WriteWatch,
    private readonly ttlMs = 1000,
    maxEntries = 1000,
    private readonly now: () => number = () => Date.now(),
    maxChars = 4 * 1024 * 1024,
  ) {
    this.entries = new RecentBySize({ maxSize: maxChars, maxEntries });
  }

  async get(key: string, load: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const entry = this.entries.get(key);
    const now = this.now();
    // The same answer object, and so the same body string, goes to every request of a burst: the
    // response writer finds its tag and bytes by identity.
    if (entry && entry.generation === this.writes.generation && now - entry.at < this.ttlMs) return entry.answer;
    const generation = this.writes.generation;
    const answer = await load();
    this.entries.set(key, { answer, generation, at: now }, answer.body.length);
    return answer;
  }

  /** Characters of the bodies held now (for tests). */
  get heldChars(): number {
    return this.entries.heldSize;
  }
}

/** The shared answer for `key` through the app's SharedAnswerCache, or straight from `load` without one. */
export function sharedAnswer(c: Context<AppBindings>, key: string, load: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
  const cache = c.get('deps').sharedCache;
  return cache ? cache.get(key, load, c.req.url) : load();
}
