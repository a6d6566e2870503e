import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from './client.ts';
import { sessions, users } from './schema/index.ts';

/** Every signed-in request runs this lookup, so it is prepared once per database. */
const sessionLookup = preparedOnce((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, startedAt: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(),
);

/** The user behind a live session (not expired) and when the session ends, looked up by the token's hash. */
export async function accountsSessionLookup(db: Db, tokenHash: string, now: number) {
  const [row] = await sessionLookup(db).all({ tokenHash, now });
  return row;
}
