import { and, eq, gt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { sessions, users } from './schema/index.ts';

/** The user behind a live session (not expired), looked up by the token's hash. */
export async function accountsSessionLookup(db: Db, tokenHash: string, now: number) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}
