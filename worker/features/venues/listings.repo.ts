import { desc, eq, sql } from 'drizzle-orm';
import { type Db, preparedOnce } from '../../db/client.ts';
import { users, venues } from '../../db/schema/index.ts';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenueRow = typeof venues.$inferInsert;

// Every quote and booking reads its listing first: built once per database, not per request.
const listingById = preparedOnce((db) =>
  db
    .select()
    .from(venues)
    .where(eq(venues.id, sql.placeholder('id')))
    .limit(1)
    .prepare(),
);

/** The owner's side of venue listings: one row per listing, read and written whole. */
export const listingsRepo = {
  async insert(db: Db, row: NewVenueRow): Promise<void> {
    await db.insert(venues).values(row);
  },

  async find(db: Db, id: string): Promise<VenueRow | null> {
    const [row] = await listingById(db).all({ id });
    return row ?? null;
  },

  /** A listing with its owner's display name (the public venue page names the owner). */
  async findWithOwner(db: Db, id: string): Promise<{ venue: VenueRow; ownerName: string | null } | null> {
    const [row] = await db.select({ venue: venues, ownerName: users.name }).from(venues).leftJoin(users, eq(users.id, venues.ownerId)).where(eq(venues.id, id)).limit(1);
    return row ?? null;
  },

  /** Every listing of one owner, newest first (venues_owner_idx). */
  async listByOwner(db: Db, ownerId: string): Promise<VenueRow[]> {
    return db.select().from(venues).where(eq(venues.ownerId, ownerId)).orderBy(desc(venues.createdAt), venues.id);
  },

  async update(db: Db, id: string, patch: Partial<NewVenueRow>): Promise<VenueRow | null> {
    const [row] = await db.update(venues).set(patch).where(eq(venues.id, id)).returning();
    return row ?? null;
  },
};
