import type { SharedAnswer, SharedAnswerCache } from './shared-answers.ts';

/** Where on the host the entries live; the app has no route there. */
export const EDGE_ANSWER_PATH = '/__shared-answers/';
/** The entry's header that carries the answer's own headers (the Cache API keeps a Response). */
const OWN_HEADERS = 'X-Answer-Headers';

/**
 * The shared public answers (the venue list, an event's page for visitors) on Workers, kept in
 * the data centre's Cache API for a few seconds. On Node one process sees every write and drops
 * its copy at once (ProcessSharedAnswers); an isolate sees none of the others' writes, so here the
 * answer simply lives `ttlSeconds` — a visitor may see a count or a title that many seconds old.
 * Members, co-hosts and guests with their link never get these answers (they carry credentials,
 * and sharedAnswer is only asked for visitors), so nobody sees their own change missing.
 * docs/performance-archive.md, 2026-11-25: the driver, the body reader, compression.
 *
 * Keys become URLs on the host the request came to, as Cloudflare's Cache API works for a zone's
 * own hosts only (a custom domain: on workers.dev it keeps nothing and every visitor loads; a
 * made-up host is no zone's). The path is one the app never serves, and every request to the host
 * runs the Worker first (run_worker_first), so no request from outside is answered from an entry.
 */
export class EdgeSharedAnswers implements SharedAnswerCache {
  constructor(
    private readonly cache: Cache,
    private readonly waitUntil: (work: Promise<unknown>) => void,
    private readonly ttlSeconds = 5,
  ) {}

  async get(key: string, load: () => Promise<SharedAnswer>, requestUrl?: string): Promise<SharedAnswer> {
    if (!requestUrl) return load();
    const url = `${new URL(requestUrl).origin}${EDGE_ANSWER_PATH}${encodeURIComponent(key)}`;
    const kept = await this.cache.match(url).catch(() => undefined);
    if (kept) {
      const own = kept.headers.get(OWN_HEADERS);
      return { body: await kept.text(), ...(own ? { headers: JSON.parse(own) as Record<string, string> } : {}) };
    }
    const answer = await load();
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${this.ttlSeconds}` };
    if (answer.headers) headers[OWN_HEADERS] = JSON.stringify(answer.headers);
    const entry = new Response(answer.body, { headers });
    // Storing is not the visitor's wait, and a failed store only means the next visitor loads again.
    this.waitUntil(this.cache.put(url, entry).catch(() => undefined));
    return answer;
  }
}
