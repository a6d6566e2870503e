import { type SQL, sql } from 'drizzle-orm';
import { productCategoryLabels, type ProductSort } from '#core/domain/marketplace/catalog.schema.ts';
import type { Db } from '#worker/db/client.ts';

/** What the search asks of the database, already checked and resolved by search.service.ts. */
export interface CatalogSearch {
  /** The words typed (letters and digits only), at most 10. */
  words: string[];
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Shops that pass the city and deliver-by filters (core's rules); undefined: no such filter. */
  shopIds?: string[];
  shopId?: string;
  rentalDate?: string;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface CardRow {
  id: string;
  title: string;
  kind: 'item' | 'rental';
  category: string;
  price_cents: number;
  image_urls: string;
  shop_id: string;
  shop_name: string;
  shop_slug: string;
  shop_city: string;
  rating_average: number | null;
  rating_count: number;
  sold_out: number;
}

const categoryLabel = sql.raw(
  `CASE p.category ${Object.entries(productCategoryLabels)
    .map(([key, label]) => `WHEN '${key}' THEN '${label.replace(/'/g, "''")}'`)
    .join(' ')} ELSE p.category END`,
);

const ORDERS: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  price_asc: sql.raw('p.price_cents ASC, p.created_at DESC, p.id'),
  price_desc: sql.raw('p.price_cents DESC, p.created_at DESC, p.id'),
  newest: sql.raw('p.created_at DESC, p.id'),
  rating: sql.raw('p.rating_average IS NULL, p.rating_average DESC, p.rating_count DESC, p.created_at DESC, p.id'),
};

/** bm25 weights of title, description, category label and shop name: a word in the title counts most. */
const WEIGHTS = '10.0, 2.0, 4.0, 3.0';

/**
 * The words as an FTS5 query: each quoted (they are letters and digits only, so nothing in them is
 * query syntax), all required, the last one by prefix as people type ("bal" finds "balloon").
 */
export function wordQuery(words: string[]): string {
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ');
}

/** For the trigram index: each word of 3 letters or more, all required, found anywhere inside words. */
export function partQuery(words: string[]): string | null {
  const long = words.filter((word) => [...word].length >= 3);
  return long.length === 0 ? null : long.map((word) => `"${word}"`).join(' ');
}

function filters(search: CatalogSearch): SQL[] {
  const where: SQL[] = [
    sql`p.status = 'active'`,
    // Only shops whose owner can be paid: a draft shop's products are not for sale yet.
    sql`EXISTS (SELECT 1 FROM payout_accounts pa WHERE pa.user_id = s.owner_user_id AND pa.payouts_enabled = 1)`,
  ];
  if (search.category) where.push(sql`p.category = ${search.category}`);
  if (search.minPrice !== undefined) where.push(sql`p.price_cents >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) where.push(sql`p.price_cents <= ${search.maxPrice}`);
  if (search.shopId) where.push(sql`p.shop_id = ${search.shopId}`);
  if (search.shopIds) where.push(sql`p.shop_id IN (SELECT value FROM json_each(${JSON.stringify(search.shopIds)}))`);
  if (search.rentalDate) {
    where.push(sql`p.kind = 'rental' AND coalesce((SELECT rd.reserved FROM rental_days rd WHERE rd.product_id = p.id AND rd.date = ${search.rentalDate}), 0) < p.rental_quantity`);
  }
  return where;
}

const CARD_COLUMNS = sql.raw(`p.id, p.title, p.kind, p.category, p.price_cents, p.image_urls, p.shop_id, s.name AS shop_name, s.slug AS shop_slug, s.city AS shop_city,
  p.rating_average, p.rating_count,
  (p.kind = 'item' AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.archived = 0 AND v.stock > 0)) AS sold_out`);

async function pageOf(db: Db, from: SQL, where: SQL[], order: SQL, search: CatalogSearch): Promise<{ rows: CardRow[]; total: number }> {
  const condition = sql.join(where, sql` AND `);
  const [rows, count] = await db.batch([
    db.all<CardRow>(sql`SELECT ${CARD_COLUMNS} FROM ${from} WHERE ${condition} ORDER BY ${order} LIMIT ${search.limit} OFFSET ${search.offset}`),
    db.all<{ total: number }>(sql`SELECT count(*) AS total FROM ${from} WHERE ${condition}`),
  ]);
  return { rows, total: Number(count[0]?.total ?? 0) };
}

export const searchRepo = {
  async hasIndex(db: Db): Promise<boolean> {
    const row = await db.get<{ n: number }>(sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('products_fts', 'products_trigram')`);
    return Number(row?.n) === 2;
  },

  /**
   * A page through the full-text indexes: whole words and prefixes (products_fts) ranked by bm25
   * first, then what only the trigram index finds (part of a word), ranked by its own bm25.
   * Throws when the database has no such tables; the service falls back to `likePage` then.
   */
  async ftsPage(db: Db, search: CatalogSearch): Promise<{ rows: CardRow[]; total: number }> {
    const parts = partQuery(search.words);
    // bm25 is negative (lower is better) and small; 1000 puts every part-word hit after every word hit.
    // `LIMIT -1` (no limit) keeps SQLite from flattening a lone MATCH into the aggregate, where bm25 cannot run.
    const wordHits = sql`SELECT * FROM (SELECT rowid AS rid, bm25(products_fts, ${sql.raw(WEIGHTS)}) AS score FROM products_fts WHERE products_fts MATCH ${wordQuery(search.words)} LIMIT -1)`;
    const partHits = parts
      ? sql` UNION ALL SELECT * FROM (SELECT rowid AS rid, 1000 + bm25(products_trigram, ${sql.raw(WEIGHTS)}) AS score FROM products_trigram WHERE products_trigram MATCH ${parts} LIMIT -1)`
      : sql``;
    // A subquery, not a WITH: the write watch (db/client.ts) takes a statement that does not start with SELECT for a write.
    const hits = sql`(SELECT rid, min(score) AS score FROM (${wordHits}${partHits}) GROUP BY rid) hits`;
    const order = search.sort === 'relevance' ? sql.raw('hits.score, p.created_at DESC, p.id') : ORDERS[search.sort];
    return pageOf(db, sql`${hits} JOIN products p ON p.rowid = hits.rid JOIN shops s ON s.id = p.shop_id`, filters(search), order, search);
  },

  /**
   * A page without the indexes: every word somewhere in the title, description, category or shop
   * name (LIKE, case-insensitive for ASCII), title matches first. Also every search without words.
   */
  async likePage(db: Db, search: CatalogSearch): Promise<{ rows: CardRow[]; total: number }> {
    const where = filters(search);
    const text = sql`(p.title || ' ' || p.description || ' ' || ${categoryLabel} || ' ' || s.name)`;
    for (const word of search.words) where.push(sql`${text} LIKE ${`%${word}%`}`);
    const inTitle =
      search.words.length > 0
        ? sql.join(
            search.words.map((word) => sql`p.title LIKE ${`%${word}%`}`),
            sql` AND `,
          )
        : sql`1`;
    const order = search.sort === 'relevance' ? sql`(${inTitle}) DESC, p.created_at DESC, p.id` : ORDERS[search.sort];
    return pageOf(db, sql.raw('products p JOIN shops s ON s.id = p.shop_id'), where, order, search);
  },
};
