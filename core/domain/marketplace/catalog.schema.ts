import { z } from 'zod';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { isIsoDate } from '../venues/calendar-date.rules.ts';
import { catalogLimits, productCategories, productSorts, type ProductCategory } from './catalog-terms.rules.ts';

/**
 * The marketplace's shops and products (decision 061): what a seller types, what the API
 * validates with, and what buyers are shown. Prices are whole USD cents.
 */

export { catalogLimits, MARKETPLACE_PAGE_SIZE, productCategories, productCategoryLabels, productSorts, type ProductCategory, type ProductSort } from './catalog-terms.rules.ts';

export const productCategorySchema = z.enum(productCategories as [ProductCategory, ...ProductCategory[]], { error: 'Choose a category from the list' });

const isoDateSchema = z.string({ error: 'A date must be text like 2026-12-05' }).refine(isIsoDate, { message: 'Choose a real date (YYYY-MM-DD)' });

const cents = (label: string, { min = 0, max = catalogLimits.maxPriceCents }: { min?: number; max?: number } = {}) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(min, min > 0 ? `${label} must be more than $0` : `${label} cannot be negative`)
    .max(max, `${label} can be at most $${(max / 100).toLocaleString('en-US')}`);

// --- shops --------------------------------------------------------------------------------------

export const SHOP_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/** How a shop delivers. At least one of the three. */
export const shopDeliverySchema = z
  .object({
    /** Shipping at a flat rate, arriving within `days`. */
    shipping: z
      .object({ priceCents: cents('The shipping rate'), days: z.number().int().min(1, 'Shipping takes at least 1 day').max(30, 'Shipping can take at most 30 days') })
      .strict()
      .nullable(),
    /** Local delivery around the shop's city, after a lead time. */
    localDelivery: z
      .object({
        priceCents: cents('The delivery fee'),
        radiusMiles: z
          .number({ error: 'The delivery radius must be a number of miles' })
          .int('The delivery radius must be whole miles')
          .min(1, 'The delivery radius is at least 1 mile')
          .max(100, 'The delivery radius can be at most 100 miles'),
        leadHours: z.number().int().min(0, 'The lead time cannot be negative').max(336, 'The lead time can be at most 14 days'),
      })
      .strict()
      .nullable(),
    pickup: z.boolean({ error: 'Pickup must be true or false' }),
  })
  .strict()
  .refine((d) => d.shipping !== null || d.localDelivery !== null || d.pickup, { message: 'Offer at least one way to get orders to buyers: shipping, local delivery or pickup' });
export type ShopDelivery = z.infer<typeof shopDeliverySchema>;

export const shopInputSchema = z
  .object({
    name: singleLineText({ label: 'Shop name' }).trim().min(2, 'Give your shop a name of at least 2 characters').max(60, 'Keep the shop name to 60 characters or fewer'),
    slug: z
      .string({ error: 'The shop address must be text' })
      .trim()
      .toLowerCase()
      .regex(SHOP_SLUG_PATTERN, 'The shop address is 3–40 lowercase letters, digits and dashes, starting and ending with a letter or digit'),
    description: multilineText({ label: 'Description' }).trim().max(2000, 'Keep the description to 2,000 characters or fewer').default(''),
    logoUrl: z.string().max(500).nullable().default(null),
    city: singleLineText({ label: 'City' }).trim().min(2, 'Enter the city you sell from').max(80, 'Keep the city to 80 characters or fewer'),
    timeZone: z.string().min(1).max(64).default('UTC'),
    delivery: shopDeliverySchema,
  })
  .strict();
export type ShopInput = z.input<typeof shopInputSchema>;

// --- products -----------------------------------------------------------------------------------

const optionValueSchema = singleLineText({ label: 'Option value' }).trim().min(1, 'Option values cannot be empty').max(30, 'Keep option values to 30 characters or fewer');

export const variantInputSchema = z
  .object({
    /** An existing variant's id when editing; new variants have none. */
    id: z.string().max(100).optional(),
    optionValues: z.array(optionValueSchema).max(catalogLimits.optionNames).default([]),
    priceCents: cents('The price', { min: 1 }),
    stock: z.number({ error: 'Stock must be a number' }).int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(catalogLimits.maxStock, 'Stock can be at most 100,000'),
  })
  .strict();
export type VariantInput = z.input<typeof variantInputSchema>;

const productBase = {
  title: singleLineText({ label: 'Title' }).trim().min(2, 'Give the product a title of at least 2 characters').max(120, 'Keep the title to 120 characters or fewer'),
  description: multilineText({ label: 'Description' }).trim().max(5000, 'Keep the description to 5,000 characters or fewer').default(''),
  category: productCategorySchema,
  status: z.enum(['draft', 'active', 'archived'], { error: 'Status must be draft, active or archived' }).default('draft'),
};

/** A product sold from stock: up to 2 option names and up to 100 variants, each combination once. */
export const itemProductInputSchema = z
  .object({
    ...productBase,
    kind: z.literal('item'),
    optionNames: z
      .array(singleLineText({ label: 'Option name' }).trim().min(1, 'Option names cannot be empty').max(30, 'Keep option names to 30 characters or fewer'))
      .max(catalogLimits.optionNames, 'A product has at most 2 options (for example Color and Size)')
      .default([]),
    variants: z.array(variantInputSchema).min(1, 'Add at least one variant with a price and stock').max(catalogLimits.variants, 'A product has at most 100 variants'),
  })
  .strict()
  .superRefine((product, context) => {
    const names = product.optionNames;
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) context.addIssue({ code: 'custom', path: ['optionNames'], message: 'Each option needs its own name' });
    if (names.length === 0 && product.variants.length > 1) context.addIssue({ code: 'custom', path: ['variants'], message: 'Name an option (for example Color) to sell more than one variant' });
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (variant.optionValues.length !== names.length) {
        context.addIssue({ code: 'custom', path: ['variants', index, 'optionValues'], message: `Give this variant one value for each option (${names.join(', ') || 'none'})` });
      }
      const key = variant.optionValues.map((v) => v.toLowerCase()).join('\u0000');
      if (seen.has(key)) context.addIssue({ code: 'custom', path: ['variants', index, 'optionValues'], message: `The variant ${variant.optionValues.join(' / ')} is listed twice` });
      seen.add(key);
    });
  });

/** A rental let by the day: so many units each day, a price per unit per day and a refundable deposit per unit. */
export const rentalProductInputSchema = z
  .object({
    ...productBase,
    kind: z.literal('rental'),
    pricePerDayCents: cents('The price per day', { min: 1 }),
    rentalQuantity: z
      .number({ error: 'Units per day must be a number' })
      .int('Units per day must be a whole number')
      .min(1, 'Offer at least 1 unit per day')
      .max(catalogLimits.maxRentalQuantity, 'At most 1,000 units per day'),
    depositCents: cents('The deposit').default(0),
  })
  .strict();

export const productInputSchema = z.discriminatedUnion('kind', [itemProductInputSchema, rentalProductInputSchema], { error: 'Say whether the product is an "item" or a "rental"' });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductFields = z.output<typeof productInputSchema>;

/** Bulk stock edit from the shop manager: variant id → new stock. */
export const bulkStockInputSchema = z
  .object({
    stock: z
      .array(z.object({ variantId: z.string().min(1).max(100), stock: variantInputSchema.shape.stock }).strict())
      .min(1, 'Change at least one stock figure')
      .max(500, 'Change at most 500 stock figures at once'),
  })
  .strict();
export type BulkStockInput = z.infer<typeof bulkStockInputSchema>;

/**
 * A product's photos in a new order: `order` names today's photo indexes, the new cover first. The
 * shape is checked here; that it is exactly a permutation of today's indexes needs the product, so
 * the service checks that.
 */
export const photoOrderInputSchema = z
  .object({
    order: z
      .array(z.number({ error: 'Each photo is named by its place, a number' }).int('Each photo is named by its place, a whole number').min(0, 'A photo’s place cannot be negative'), {
        error: 'Send the photos’ new order as a list of their places, like [2, 0, 1]',
      })
      .max(catalogLimits.photos, `A product has at most ${catalogLimits.photos} photos`),
  })
  .strict();
export type PhotoOrderInput = z.infer<typeof photoOrderInputSchema>;

// --- search -------------------------------------------------------------------------------------

const centsParam = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number of cents, like 2500 for $25`)
    .transform(Number)
    .optional();

/** `GET /api/marketplace/products` query: every filter is in the page's URL too. */
export const productSearchQuerySchema = z
  .object({
    q: z.string().trim().max(100, 'Keep the search to 100 characters or fewer').optional(),
    category: productCategorySchema.optional(),
    minPrice: centsParam('minPrice'),
    maxPrice: centsParam('maxPrice'),
    sort: z.enum(productSorts, { error: 'sort must be relevance, price_asc, price_desc, newest or rating' }).optional(),
    /** Only products of shops that deliver to this city (local delivery within its radius, or shipping anywhere). */
    city: z.string().trim().min(1).max(80, 'Keep the city to 80 characters or fewer').optional(),
    /** Only products that can arrive by this date (shipping days or local lead time from today). */
    deliverBy: isoDateSchema.optional(),
    /** Only rentals with a unit free on this date. */
    rentalDate: isoDateSchema.optional(),
    shopId: z.string().max(100).optional(),
    page: z
      .string()
      .regex(/^\d{1,3}$/, 'page must be a number from 1 to 100')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100, 'page must be a number from 1 to 100')
      .optional(),
  })
  .strict()
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { message: 'minPrice must not be above maxPrice', path: ['minPrice'] });
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

// --- what buyers see ----------------------------------------------------------------------------

/**
 * `GET /api/marketplace/shops/:shopIdOrSlug/reach?to=` (decision 063): how a shop reaches a city or
 * an address (a party's location). `city` is the city found in it and `miles` its distance from the
 * shop (one decimal), both null when it could not be placed; `methods` are what the shop offers there.
 */
export interface ShopReach {
  city: string | null;
  miles: number | null;
  methods: ('shipping' | 'local' | 'pickup')[];
}

/** A product in a list: the search, a shop's page. */
export interface ProductCard {
  id: string;
  title: string;
  kind: 'item' | 'rental';
  category: ProductCategory;
  /** The lowest variant price; a rental's price per day. */
  priceCents: number;
  imageUrls: string[];
  shopId: string;
  shopName: string;
  shop: { id: string; name: string; slug: string; city: string };
  ratingAverage: number | null;
  ratingCount: number;
  /** Nothing left to buy (every variant at 0); rentals are never sold out as a whole. */
  soldOut: boolean;
}

export interface ProductPage {
  items: ProductCard[];
  page: number;
  pageSize: number;
  total: number;
  /** 'fts5' when the full-text index answered, 'like' on a database without FTS5 (decision 061). */
  searchedWith: 'fts5' | 'like';
}

export interface VariantView {
  id: string;
  optionValues: string[];
  priceCents: number;
  stock: number;
}

export interface ShopSummary {
  id: string;
  name: string;
  slug: string;
  description: string;
  logoUrl: string | null;
  city: string;
  timeZone: string;
  delivery: ShopDelivery;
  ratingAverage: number | null;
  ratingCount: number;
  /** The owner connected a payout account: the shop can sell. */
  canSell: boolean;
}

export interface ProductDetail extends ProductCard {
  description: string;
  status: 'draft' | 'active' | 'archived';
  optionNames: string[];
  variants: VariantView[];
  /** Rentals only. */
  rental: { pricePerDayCents: number; quantityPerDay: number; depositCents: number } | null;
  shopDetail: ShopSummary;
  /** The shop's reviews of orders that held this product, newest first. */
  reviews: ReviewView[];
}

export interface ReviewView {
  id: string;
  reviewerName: string;
  rating: number;
  text: string;
  reply: string | null;
  createdAt: number;
}

export interface ShopPage {
  shop: ShopSummary;
  products: ProductCard[];
  reviews: ReviewView[];
}
