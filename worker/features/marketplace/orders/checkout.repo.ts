import { eq, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { cartLines, checkoutGroups, orderLines, productVariants, rentalDays, shopOrders } from '#worker/db/schema/index.ts';

export interface CheckoutWrite {
  group: typeof checkoutGroups.$inferInsert;
  orders: (typeof shopOrders.$inferInsert)[];
  lines: (typeof orderLines.$inferInsert)[];
  /** Units per variant, summed over the lines. */
  variants: Map<string, number>;
  /** Units per rental product and day, with the product's capacity per day. */
  rentals: { productId: string; date: string; capacity: number; units: number }[];
  userId: string;
}

/** True for the database's refusal of a write that would break a CHECK (here: oversold stock or rental days). */
export function isCheckViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (/CHECK constraint failed/i.test(String((current as { message?: unknown }).message ?? ''))) return true;
  }
  return false;
}

/**
 * The checkout in ONE batch (decision 061): the group, its orders and their lines, the stock taken
 * and the rental days booked, and the cart emptied. The stock is guarded by the database's own
 * CHECKs (stock >= 0, reserved <= capacity), so two buyers racing for the last unit cannot both
 * win: the batch that would oversell fails whole and nothing of it is written.
 */
export async function placeCheckout(db: Db, write: CheckoutWrite): Promise<void> {
  const statements = [
    db.insert(checkoutGroups).values(write.group),
    ...write.orders.map((order) => db.insert(shopOrders).values(order)),
    ...(write.lines.length > 0 ? [db.insert(orderLines).values(write.lines)] : []),
    ...[...write.variants].map(([variantId, units]) => db.run(sql`UPDATE ${productVariants} SET stock = stock - ${units} WHERE id = ${variantId}`)),
    ...write.rentals.map((rental) =>
      db.run(sql`INSERT INTO ${rentalDays} (product_id, date, capacity, reserved) VALUES (${rental.productId}, ${rental.date}, ${rental.capacity}, ${rental.units})
        ON CONFLICT (product_id, date) DO UPDATE SET reserved = reserved + excluded.reserved`),
    ),
    db.delete(cartLines).where(eq(cartLines.userId, write.userId)),
  ];
  await db.batch(statements as unknown as Parameters<typeof db.batch>[0]);
}
