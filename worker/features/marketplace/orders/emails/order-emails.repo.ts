import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '#worker/db/client.ts';
import { checkoutGroups, events, shopOrders, shops, users } from '#worker/db/schema/index.ts';

const owners = alias(users, 'owners');

function ordersWithRecipients(db: Db) {
  return db
    .select({
      order: shopOrders,
      shop: { name: shops.name, city: shops.city, timeZone: shops.timeZone },
      address: checkoutGroups.address,
      buyer: { name: users.name, email: users.email },
      owner: { name: owners.name, email: owners.email },
      party: { title: events.title, timeZone: events.timeZone, startsAt: events.startsAt },
    })
    .from(shopOrders)
    .innerJoin(shops, eq(shops.id, shopOrders.shopId))
    .innerJoin(checkoutGroups, eq(checkoutGroups.id, shopOrders.groupId))
    .leftJoin(users, eq(users.id, shopOrders.buyerUserId))
    .leftJoin(owners, eq(owners.id, shops.ownerUserId))
    .leftJoin(events, eq(events.id, shopOrders.eventId));
}
export type OrderWithRecipients = Awaited<ReturnType<typeof ordersWithRecipients>>[number];

/** Orders with what their emails name: the shop and its zone, the buyer's and the shop owner's addresses, the party. */
export const orderEmailsRepo = {
  async order(db: Db, orderId: string): Promise<OrderWithRecipients | null> {
    const [row] = await ordersWithRecipients(db).where(eq(shopOrders.id, orderId)).limit(1);
    return row ?? null;
  },

  ofGroup(db: Db, groupId: string): Promise<OrderWithRecipients[]> {
    return ordersWithRecipients(db).where(eq(shopOrders.groupId, groupId)).orderBy(shopOrders.createdAt, shopOrders.id);
  },
};
