import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export const outboxRepo = {
  latest(db: Db, limit: number, recipient?: string) {
    const query = db.select().from(outboxMessages);
    return (recipient ? query.where(eq(outboxMessages.recipient, recipient)) : query).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
  },
};
