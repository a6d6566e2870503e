import type { WriteWatch } from '../db/client.ts';
import type { SessionUser } from '../deps.ts';

/** A live session as the lookup finds it: its member and when it ends. */
export interface FoundSession {
  user: SessionUser;
  expiresAt: number;
}

/** Where the session middleware may keep sessions it looked up (KeptSessions on Node and in the node tests; none on Workers). */
export interface SessionCache {
  find(tokenHash: string, now: number, load: () => Promise<FoundSession | undefined>): Promise<SessionUser | undefined>;
}

/**
 * Sessions looked up lately, kept in process, so a signed-in request need not read the same
 * session and member again (the lookup was about a quarter of `/api/auth/user` under load; decision
 * 042). An entry is used only while
 * - nothing was written to `users` or `sessions` through this process's client since it was read
 *   (WriteWatch): signing out, a password reset, a renamed or deleted account end it at once;
 * - the session has not ended by the app's clock (the lookup's own `expires_at > now`);
 * - it is younger than `ttlMs` of wall time, which bounds what a write from another process
 *   (there is none on Node: one process per database file) could leave stale.
 * Only found sessions are kept: a made-up token always asks the database. Each hit answers a copy,
 * so a route that changes the object it was given cannot change what the next request sees.
 */
export class KeptSessions implements SessionCache {
  private readonly entries = new Map<string, { found: FoundSession; generation: number; at: number }>();

  constructor(
    private readonly writes: WriteWatch,
    private readonly ttlMs = 5000,
    private readonly maxEntries = 5000,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  async find(tokenHash: string, now: number, load: () => Promise<FoundSession | undefined>): Promise<SessionUser | undefined> {
    const at = this.wallClock();
    const entry = this.entries.get(tokenHash);
    if (entry && entry.generation === this.generation() && at - entry.at < this.ttlMs && now < entry.found.expiresAt) return { ...entry.found.user };
    // Read before loading: a write that finishes while the lookup runs makes this entry stale at once.
    const generation = this.generation();
    const found = await load();
    if (!found) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { found, generation, at });
    return { ...found.user };
  }

  // Both counts only grow, so an unchanged sum means neither moved.
  private generation(): number {
    return this.writes.tableGeneration('users') + this.writes.tableGeneration('sessions');
  }
}

/** The member behind a session, through the app's SessionCache when it has one. */
export async function findSessionUser(cache: SessionCache | undefined, tokenHash: string, now: number, load: () => Promise<FoundSession | undefined>) {
  return cache ? cache.find(tokenHash, now, load) : (await load())?.user;
}
