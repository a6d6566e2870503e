import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { sessions, users } from './schema/index.ts';

/**
 * Every signed-in request runs this lookup, so it is a prepared query, built once per database:
 * building it anew each time (drizzle's query builder) cost more than running it.
 */
function prepareLookup(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare();
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The user behind a live session (not expired), looked up by the token's hash. */
export async function accountsSessionLookup(db: Db, tokenHash: string, now: number) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.all({ tokenHash, now });
  return row?.user;
}
