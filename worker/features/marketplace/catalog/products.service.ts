import type { Context } from 'hono';
import { isSoldOut, listedPriceCents, localDateOf } from '#core/domain/marketplace/catalog.rules.ts';
import {
  type BulkStockInput,
  catalogLimits,
  type PhotoOrderInput,
  type ProductCategory,
  type ProductDetail,
  type ProductFields,
  productInputSchema,
  type ReviewView,
} from '#core/domain/marketplace/catalog.schema.ts';
import type { AppBindings, SessionUser } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { parseInput } from '#worker/middleware/request-body.ts';
import { randomId } from '#worker/services/tokens.ts';
import { takePhoto } from './catalog-photos.service.ts';
import { type ProductRow, type ProductWrite, productsRepo, type VariantRow } from './products.repo.ts';
import type { ShopWithSelling } from './shops.repo.ts';
import { loadOwnShop, shopSummary } from './shops.service.ts';

type Ctx = Context<AppBindings>;

const NOT_FOUND = 'This product was not found in your shop.';

/** A product as the seller and buyers see it; archived variants stay in the database for orders, not here. */
export function productDetail(product: ProductRow, variants: VariantRow[], shop: ShopWithSelling, reviews: ReviewView[] = []): ProductDetail {
  const own = variants.filter((variant) => variant.productId === product.id);
  const sold = own.filter((variant) => !variant.archived);
  const summary = shopSummary(shop);
  return {
    id: product.id,
    title: product.title,
    kind: product.kind,
    category: product.category as ProductCategory,
    priceCents: product.priceCents,
    imageUrls: product.imageUrls,
    shopId: shop.id,
    shopName: shop.name,
    shop: { id: shop.id, name: shop.name, slug: shop.slug, city: shop.city },
    ratingAverage: product.ratingAverage,
    ratingCount: product.ratingCount,
    soldOut: isSoldOut(product.kind, own),
    description: product.description,
    status: product.status,
    optionNames: product.optionNames,
    variants: sold.map((variant) => ({ id: variant.id, optionValues: variant.optionValues, priceCents: variant.priceCents, stock: variant.stock })),
    rental: product.kind === 'rental' ? { pricePerDayCents: product.priceCents, quantityPerDay: product.rentalQuantity ?? 0, depositCents: product.depositCents ?? 0 } : null,
    shopDetail: summary,
    reviews,
  };
}

/** Activating needs a payout account that takes payouts; drafts and archiving never do. */
function refuseSellingWithoutPayouts(shop: ShopWithSelling, status: ProductFields['status']) {
  if (status === 'active' && !shop.canSell) {
    throw new ApiError(409, 'Connect a payout account before you sell: your products can be saved as drafts until then.');
  }
}

/** The variants an input asks for, as rows: a rental's one variant carries its price per day and no stock. */
function variantsOf(input: ProductFields): { id?: string; optionValues: string[]; priceCents: number; stock: number }[] {
  if (input.kind === 'rental') return [{ optionValues: [], priceCents: input.pricePerDayCents, stock: 0 }];
  return input.variants.map((variant) => ({ id: variant.id, optionValues: variant.optionValues, priceCents: variant.priceCents, stock: variant.stock }));
}

function productColumns(input: ProductFields, variants: { priceCents: number }[], now: number) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    status: input.status,
    // Every variant sent is sold; the listed price is the cheapest of them (core's rule).
    priceCents: listedPriceCents(variants.map((variant) => ({ ...variant, stock: 0, archived: false }))) ?? 0,
    optionNames: input.kind === 'item' ? input.optionNames : [],
    rentalQuantity: input.kind === 'rental' ? input.rentalQuantity : null,
    depositCents: input.kind === 'rental' ? input.depositCents : null,
    updatedAt: now,
  };
}

export async function createProduct(c: Ctx, user: SessionUser, raw: unknown): Promise<ProductDetail> {
  const shop = await loadOwnShop(c, user);
  const input = parseInput(productInputSchema, raw);
  refuseSellingWithoutPayouts(shop, input.status);
  const wanted = variantsOf(input);
  if (wanted.some((variant) => variant.id !== undefined)) throw new ApiError(400, 'A new product’s variants have no id yet: leave it out.', { variants: 'Leave the id out' });
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const product: ProductRow = {
    id: randomId(),
    shopId: shop.id,
    kind: input.kind,
    ...productColumns(input, wanted, now),
    imageUrls: [],
    ratingAverage: null,
    ratingCount: 0,
    createdAt: now,
    version: 0,
  };
  const variants: VariantRow[] = wanted.map((variant, position) => ({
    id: randomId(),
    productId: product.id,
    optionValues: variant.optionValues,
    priceCents: variant.priceCents,
    stock: variant.stock,
    position,
    archived: false,
  }));
  await productsRepo.insert(db, product, variants);
  return productDetail(product, variants, shop);
}

/** The caller's product: another shop's, or one that does not exist, is the same 404. */
export async function loadOwnProduct(c: Ctx, user: SessionUser, productId: string) {
  const shop = await loadOwnShop(c, user);
  const db = c.get('deps').db;
  const product = productId.length <= 100 ? await productsRepo.findById(db, productId) : null;
  if (!product || product.shopId !== shop.id) throw new ApiError(404, NOT_FOUND);
  return { shop, product, variants: await productsRepo.variantsOf(db, [product.id]) };
}

export async function listOwnProducts(c: Ctx, user: SessionUser): Promise<ProductDetail[]> {
  const shop = await loadOwnShop(c, user);
  const db = c.get('deps').db;
  const products = await productsRepo.listByShop(db, shop.id);
  const variants = await productsRepo.variantsOf(
    db,
    products.map((product) => product.id),
  );
  return products.map((product) => productDetail(product, variants, shop));
}

/**
 * Replaces the product with what was sent (a PUT is the whole product): variants sent back with
 * their id keep it (a cart or an order may name it), new ones are added, and those left out are
 * archived, never deleted, for the orders that name them. A rental keeps its one variant.
 */
export async function replaceProduct(c: Ctx, user: SessionUser, productId: string, raw: unknown): Promise<ProductDetail> {
  const { shop, product, variants } = await loadOwnProduct(c, user, productId);
  const input = parseInput(productInputSchema, raw);
  if (input.kind !== product.kind)
    throw new ApiError(
      400,
      `This product is ${product.kind === 'rental' ? 'a rental' : 'an item'}: it cannot become ${input.kind === 'rental' ? 'a rental' : 'an item'}. Create a new product instead.`,
      { kind: 'It cannot change' },
    );
  refuseSellingWithoutPayouts(shop, input.status);
  const existing = new Map(variants.map((variant) => [variant.id, variant]));
  const wanted = variantsOf(input);
  if (input.kind === 'rental') {
    // The rental's variant, as it was made (the live one if several were ever made).
    const kept = variants.find((variant) => !variant.archived) ?? variants[0];
    if (kept) wanted[0]!.id = kept.id;
  }
  const seen = new Set<string>();
  for (const [index, variant] of wanted.entries()) {
    if (variant.id === undefined) continue;
    if (!existing.has(variant.id) || seen.has(variant.id)) {
      const message = 'A variant was not found on this product: leave its id out to add it as new.';
      throw new ApiError(400, message, { [`variants.${index}.id`]: message });
    }
    seen.add(variant.id);
  }
  const { db, clock } = c.get('deps');
  const now = clock.now();
  const write: ProductWrite = {
    product: productColumns(input, wanted, now),
    changed: wanted.flatMap((variant, position) => (variant.id ? [{ id: variant.id, optionValues: variant.optionValues, priceCents: variant.priceCents, stock: variant.stock, position }] : [])),
    added: wanted.flatMap((variant, position) =>
      variant.id ? [] : [{ id: randomId(), productId: product.id, optionValues: variant.optionValues, priceCents: variant.priceCents, stock: variant.stock, position, archived: false }],
    ),
    archivedIds: variants.filter((variant) => !variant.archived && !seen.has(variant.id)).map((variant) => variant.id),
  };
  // The capacity of days from the shop's today on follows the new quantity per day.
  const rental = input.kind === 'rental' ? { quantity: input.rentalQuantity, fromDate: localDateOf(now, shop.timeZone) } : null;
  await productsRepo.update(db, product.id, write, rental);
  const updated = (await productsRepo.findById(db, product.id))!;
  return productDetail(updated, await productsRepo.variantsOf(db, [product.id]), shop);
}

/** Adds one photo (the 11th is refused before the file is even read). */
export async function addProductPhoto(c: Ctx, user: SessionUser, productId: string): Promise<ProductDetail> {
  const { shop, product } = await loadOwnProduct(c, user, productId);
  const tooMany = `A product has at most ${catalogLimits.photos} photos: remove one first.`;
  if (product.imageUrls.length >= catalogLimits.photos) throw new ApiError(400, tooMany, { file: tooMany });
  const url = await takePhoto(c, user);
  const { db, clock } = c.get('deps');
  if (!(await productsRepo.appendPhoto(db, product.id, url, catalogLimits.photos, clock.now()))) throw new ApiError(400, tooMany, { file: tooMany });
  const updated = (await productsRepo.findById(db, product.id))!;
  return productDetail(updated, await productsRepo.variantsOf(db, [product.id]), shop);
}

/**
 * Takes a photo off the product. Its files stay in the blob store: a wishlist item or an order
 * line may have copied its address.
 */
export async function removeProductPhoto(c: Ctx, user: SessionUser, productId: string, indexText: string): Promise<ProductDetail> {
  const { shop, product, variants } = await loadOwnProduct(c, user, productId);
  const index = /^\d{1,2}$/.test(indexText) ? Number(indexText) : -1;
  if (index < 0 || index >= product.imageUrls.length) throw new ApiError(404, 'This product has no photo at that place.');
  const urls = product.imageUrls.filter((_, at) => at !== index);
  const { db, clock } = c.get('deps');
  if (!(await productsRepo.setPhotos(db, shop.id, product.id, urls, product.version, clock.now()))) throw new ApiError(409, 'The product changed meanwhile: reload it and try again.');
  return productDetail({ ...product, imageUrls: urls }, variants, shop);
}

/**
 * Puts the product's photos in the seller's order (the first is the cover). `order` must name each
 * of today's photos exactly once; anything else changes nothing, so a list read before another
 * add or removal cannot drop or double a photo. The product's version guards a change meanwhile.
 */
export async function reorderProductPhotos(c: Ctx, user: SessionUser, productId: string, input: PhotoOrderInput): Promise<ProductDetail> {
  const { shop, product, variants } = await loadOwnProduct(c, user, productId);
  const count = product.imageUrls.length;
  const named = new Set(input.order);
  if (input.order.length !== count || named.size !== count || input.order.some((index) => index >= count)) {
    const places = count === 0 ? 'This product has no photos yet, so send an empty order.' : `Name each of its ${count} photo${count === 1 ? '' : 's'} once, by place 0 to ${count - 1}.`;
    throw new ApiError(400, `The new order does not match the product’s photos. ${places}`, { order: places });
  }
  const urls = input.order.map((index) => product.imageUrls[index]!);
  const { db, clock } = c.get('deps');
  if (!(await productsRepo.setPhotos(db, shop.id, product.id, urls, product.version, clock.now()))) throw new ApiError(409, 'The product changed meanwhile: reload it and try again.');
  return productDetail({ ...product, imageUrls: urls }, variants, shop);
}

/** New stock figures for variants of the caller's own items; any other id changes nothing and is a 404. */
export async function editStock(c: Ctx, user: SessionUser, input: BulkStockInput): Promise<number> {
  const shop = await loadOwnShop(c, user);
  const { db, clock } = c.get('deps');
  const ids = [...new Set(input.stock.map((figure) => figure.variantId))];
  if (ids.length !== input.stock.length) throw new ApiError(400, 'Each variant can be listed once.', { stock: 'Each variant once' });
  const found = await productsRepo.itemVariantsOfShop(db, shop.id, ids);
  if (found.length !== ids.length) throw new ApiError(404, 'A variant was not found in your shop: nothing was changed.');
  if (found.some((variant) => variant.kind === 'rental')) throw new ApiError(400, 'A rental has units per day rather than stock: change it on the product.');
  await productsRepo.setStock(db, shop.id, input.stock, clock.now());
  return ids.length;
}
