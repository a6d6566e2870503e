import type { Context } from 'hono';
import { canArriveBy, deliversTo } from '#core/domain/marketplace/catalog.rules.ts';
import { MARKETPLACE_PAGE_SIZE, type ProductCard, type ProductCategory, type ProductPage, type ProductSearchQuery } from '#core/domain/marketplace/catalog.schema.ts';
import type { Db } from '#worker/db/client.ts';
import type { AppBindings } from '#worker/deps.ts';
import { buyerPlaceFor } from '#worker/services/places/buyer-place.ts';
import { type CardRow, type CatalogSearch, searchRepo } from './search.repo.ts';
import { shopsRepo } from './shops.repo.ts';
import { deliveryOf } from './shops.service.ts';

type Ctx = Context<AppBindings>;

/** Whether each database has the search tables: asked once, since they are only made at start (db/marketplace-search-index.ts). */
const indexed = new WeakMap<Db, boolean>();
async function hasIndex(db: Db): Promise<boolean> {
  let known = indexed.get(db);
  if (known === undefined) {
    known = await searchRepo.hasIndex(db);
    indexed.set(db, known);
  }
  return known;
}

/** The words of a search: letters and digits, lowercased, at most 10 (anything else is no query syntax of ours). */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

export function cardOf(row: CardRow): ProductCard {
  let imageUrls: string[] = [];
  try {
    imageUrls = JSON.parse(row.image_urls) as string[];
  } catch {
    imageUrls = [];
  }
  const shop = { id: row.shop_id, name: row.shop_name, slug: row.shop_slug, city: row.shop_city };
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    category: row.category as ProductCategory,
    priceCents: row.price_cents,
    imageUrls,
    shopId: shop.id,
    shopName: shop.name,
    shop,
    ratingAverage: row.rating_average,
    ratingCount: Number(row.rating_count),
    soldOut: Boolean(row.sold_out),
  };
}

/**
 * The city and deliver-by filters as the shops that pass them, decided by core's rules on each
 * selling shop (its zone, its methods, its radius against the city's distance from it, decision
 * 063): the same rules the product page and the checkout read, rather than a second version of
 * them in SQL. The gazetteer is only loaded when a city is asked for.
 */
async function reachingShops(db: Db, query: ProductSearchQuery, now: number): Promise<string[] | undefined> {
  if (!query.city && !query.deliverBy) return undefined;
  const shops = await shopsRepo.sellingShops(db);
  const reaching = await Promise.all(
    shops.map(async (row) => {
      const shop = { city: row.city, timeZone: row.timeZone, delivery: deliveryOf(row) };
      const buyer = query.city ? await buyerPlaceFor(row, query.city) : null;
      if (buyer && !deliversTo(shop, buyer)) return false;
      return !query.deliverBy || canArriveBy(shop, query.deliverBy, now, buyer);
    }),
  );
  return shops.filter((_, index) => reaching[index]).map((row) => row.id);
}

/** `GET /api/marketplace/products`: one page of active products of selling shops. */
export async function searchProducts(c: Ctx, query: ProductSearchQuery): Promise<ProductPage> {
  const { db, clock } = c.get('deps');
  const page = query.page ?? 1;
  const words = searchWords(query.q);
  const search: CatalogSearch = {
    words,
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    shopIds: await reachingShops(db, query, clock.now()),
    shopId: query.shopId,
    rentalDate: query.rentalDate,
    // Relevance without words is the newest first.
    sort: query.sort ?? (words.length > 0 ? 'relevance' : 'newest'),
    limit: MARKETPLACE_PAGE_SIZE,
    offset: (page - 1) * MARKETPLACE_PAGE_SIZE,
  };
  let searchedWith: ProductPage['searchedWith'] = (await hasIndex(db)) ? 'fts5' : 'like';
  let result: { rows: CardRow[]; total: number } | undefined;
  if (words.length > 0 && searchedWith === 'fts5') {
    try {
      result = await searchRepo.ftsPage(db, search);
    } catch (error) {
      if (!/no such table|no such module/i.test(String(error))) throw error;
      indexed.set(db, false);
      searchedWith = 'like';
    }
  }
  result ??= await searchRepo.likePage(db, search);
  return { items: result.rows.map(cardOf), page, pageSize: MARKETPLACE_PAGE_SIZE, total: result.total, searchedWith };
}
