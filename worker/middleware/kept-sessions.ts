import type { WriteWatch } from '../db/client.ts';
import type { SessionUser } from '../deps.ts';
import { KeptReads } from '../services/kept-reads.ts';

const SESSION_TABLES = ['users', 'sessions'];

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
 * Built on KeptReads (services/kept-reads.ts), which keeps the other hot rows the same way.
 */
export class KeptSessions implements SessionCache {
  private readonly reads: KeptReads;

  constructor(writes: WriteWatch, ttlMs = 5000, maxEntries = 5000, wallClock: () => number = () => Date.now()) {
    this.reads = new KeptReads(writes, ttlMs, maxEntries, wallClock);
  }

  async find(tokenHash: string, now: number, load: () => Promise<FoundSession | undefined>): Promise<SessionUser | undefined> {
    const found = await this.reads.read(SESSION_TABLES, tokenHash, load, { usable: (kept) => now < kept.expiresAt });
    return found && { ...found.user };
  }
}

/** The member behind a session, through the app's SessionCache when it has one. */
export async function findSessionUser(cache: SessionCache | undefined, tokenHash: string, now: number, load: () => Promise<FoundSession | undefined>) {
  return cache ? cache.find(tokenHash, now, load) : (await load())?.user;
}
