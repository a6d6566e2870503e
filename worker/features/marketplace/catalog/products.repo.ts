import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#worker/db/client.ts';
import { products, productVariants, rentalDays } from '#worker/db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;

/** What an edit writes: the product's own fields, variants changed in place, new ones, and those taken off sale. */
export interface ProductWrite {
  product: Omit<ProductRow, 'id' | 'shopId' | 'kind' | 'createdAt' | 'imageUrls' | 'ratingAverage' | 'ratingCount' | 'version'>;
  changed: Pick<VariantRow, 'id' | 'optionValues' | 'priceCents' | 'stock' | 'position'>[];
  added: VariantRow[];
  archivedIds: string[];
}

export const productsRepo = {
  async insert(db: Db, product: ProductRow, variants: VariantRow[]): Promise<void> {
    await db.batch([db.insert(products).values(product), db.insert(productVariants).values(variants)]);
  },

  async findById(db: Db, id: string): Promise<ProductRow | null> {
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    return row ?? null;
  },

  async listByShop(db: Db, shopId: string): Promise<ProductRow[]> {
    return db.select().from(products).where(eq(products.shopId, shopId)).orderBy(desc(products.createdAt), products.id);
  },

  /** The variants of these products, archived ones too (orders may name them), in each product's order. */
  async variantsOf(db: Db, productIds: string[]): Promise<VariantRow[]> {
    if (productIds.length === 0) return [];
    return db.select().from(productVariants).where(inArray(productVariants.productId, productIds)).orderBy(asc(productVariants.position), productVariants.id);
  },

  /**
   * Writes an edit in one batch: the product, its variants kept (by id), added and archived, and a
   * rental's capacity on the coming days (never below what is already reserved, so the CHECK holds).
   */
  async update(db: Db, id: string, write: ProductWrite, rental: { quantity: number; fromDate: string } | null): Promise<void> {
    await db.batch([
      db
        .update(products)
        .set({ ...write.product, version: sql`${products.version} + 1` })
        .where(eq(products.id, id)),
      ...write.changed.map((variant) =>
        db
          .update(productVariants)
          .set({ optionValues: variant.optionValues, priceCents: variant.priceCents, stock: variant.stock, position: variant.position, archived: false })
          .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, id))),
      ),
      ...(write.added.length > 0 ? [db.insert(productVariants).values(write.added)] : []),
      ...(write.archivedIds.length > 0
        ? [
            db
              .update(productVariants)
              .set({ archived: true })
              .where(and(eq(productVariants.productId, id), inArray(productVariants.id, write.archivedIds))),
          ]
        : []),
      ...(rental
        ? [
            db
              .update(rentalDays)
              .set({ capacity: sql`max(${rentalDays.reserved}, ${rental.quantity})` })
              .where(and(eq(rentalDays.productId, id), gte(rentalDays.date, rental.fromDate))),
          ]
        : []),
    ]);
  },

  /**
   * Adds a photo's address unless the product already has `max`: answers false then (two uploads at
   * once cannot pass the limit). It counts as a change of the product (its version), so a removal or
   * reorder read before it is refused rather than writing back a list without the new photo.
   */
  async appendPhoto(db: Db, id: string, url: string, max: number, now: number): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ imageUrls: sql`json_insert(${products.imageUrls}, '$[#]', ${url})`, updatedAt: now, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), sql`json_array_length(${products.imageUrls}) < ${max}`))
      .returning({ id: products.id });
    return rows.length === 1;
  },

  /** Sets the photo list of the shop's product if nobody changed it since it was read (its version). */
  async setPhotos(db: Db, shopId: string, id: string, urls: string[], version: number, now: number): Promise<boolean> {
    const rows = await db
      .update(products)
      .set({ imageUrls: urls, updatedAt: now, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), eq(products.shopId, shopId), eq(products.version, version)))
      .returning({ id: products.id });
    return rows.length === 1;
  },

  /** Of these variant ids, those of the shop's items (not rentals), with their product. */
  async itemVariantsOfShop(db: Db, shopId: string, variantIds: string[]) {
    return db
      .select({ id: productVariants.id, productId: productVariants.productId, kind: products.kind })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.shopId, shopId), inArray(productVariants.id, variantIds)));
  },

  /** New stock figures in one batch, each scoped to the shop's products again. */
  async setStock(db: Db, shopId: string, figures: { variantId: string; stock: number }[], now: number): Promise<void> {
    const [first, ...rest] = figures.map((figure) =>
      db
        .update(productVariants)
        .set({ stock: figure.stock })
        .where(and(eq(productVariants.id, figure.variantId), sql`${productVariants.productId} IN (SELECT id FROM products WHERE shop_id = ${shopId})`)),
    );
    const touched = sql`${products.shopId} = ${shopId} AND ${products.id} IN (SELECT product_id FROM product_variants WHERE id IN (SELECT value FROM json_each(${JSON.stringify(figures.map((f) => f.variantId))})))`;
    await db.batch([first!, ...rest, db.update(products).set({ updatedAt: now }).where(touched)]);
  },

  async reservedDays(db: Db, productId: string, from: string, to: string) {
    return db
      .select({ date: rentalDays.date, reserved: rentalDays.reserved })
      .from(rentalDays)
      .where(and(eq(rentalDays.productId, productId), gte(rentalDays.date, from), sql`${rentalDays.date} <= ${to}`));
  },
};
