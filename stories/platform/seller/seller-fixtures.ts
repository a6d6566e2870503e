import type { ProductDetail, ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { orderStatusLabels, type OrderLineView, type OrderView } from '#core/domain/marketplace/order.schema.ts';
import type { SellerDashboard } from '#platform/features/marketplace/seller/api/seller-keys.ts';

const HOUR = 3_600_000;

/** The stories' clock: Tuesday, December 1, 2026, 3 PM UTC (9 AM in the shop's Chicago). */
export const NOW = Date.UTC(2026, 11, 1, 15);
export const SHOP_ZONE = 'America/Chicago';

/** A product photo drawn inline, so the stories need no server. */
export const productPhoto = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue} 75% 80%)"/><circle cx="300" cy="260" r="150" fill="hsl(${hue} 70% 55%)"/><text x="300" y="520" font-size="48" text-anchor="middle" font-family="sans-serif" fill="#3b0764">${label}</text></svg>`,
  )}`;

export const shop: ShopSummary = {
  id: 'shop-confetti',
  name: 'Confetti Corner',
  slug: 'confetti-corner',
  description: 'Hand-made party hats, balloon arches and table sets from Austin.',
  logoUrl: null,
  city: 'Austin',
  timeZone: SHOP_ZONE,
  delivery: { shipping: { priceCents: 599, days: 4 }, localDelivery: { priceCents: 1500, radiusMiles: 15, leadHours: 24 }, pickup: true },
  ratingAverage: 4.7,
  ratingCount: 12,
  canSell: true,
};

const line = (patch: Partial<OrderLineView> & Pick<OrderLineView, 'id' | 'title' | 'unitPriceCents' | 'quantity'>): OrderLineView => ({
  productId: 'product-hats',
  variantTitle: '',
  imageUrl: null,
  rentalStart: null,
  rentalDays: null,
  depositCents: 0,
  lineCents: patch.unitPriceCents * patch.quantity * (patch.rentalDays ?? 1),
  declined: false,
  ...patch,
});

const baseOrder: OrderView = {
  id: 'order-7f3k2a',
  groupId: 'group-1',
  shop: { id: shop.id, name: shop.name, slug: shop.slug },
  buyerName: 'Maya',
  status: 'placed',
  statusLabel: orderStatusLabels.placed,
  deliveryMethod: 'local',
  address: '1200 Bluebonnet Lane, Austin',
  itemsCents: 0,
  depositCents: 0,
  deliveryCents: 1500,
  totalCents: 0,
  refundedCents: 0,
  commissionRateBp: 1000,
  commissionCents: null,
  sellerShareCents: null,
  deliverByDate: '2026-12-12',
  confirmBy: NOW + 31 * HOUR,
  receiveBy: null,
  payoutDueAt: null,
  releasedAt: null,
  createdAt: NOW - 17 * HOUR,
  lines: [],
  review: null,
  event: { id: 'event-1', title: 'Maya turns 7' },
};

function withTotals(order: OrderView): OrderView {
  const kept = order.lines.filter((entry) => !entry.declined);
  const itemsCents = kept.reduce((sum, entry) => sum + entry.lineCents, 0);
  const depositCents = kept.reduce((sum, entry) => sum + entry.depositCents, 0);
  const declined = order.lines.filter((entry) => entry.declined).reduce((sum, entry) => sum + entry.lineCents + entry.depositCents, 0);
  return { ...order, itemsCents, depositCents, refundedCents: declined, totalCents: itemsCents + depositCents + order.deliveryCents + declined };
}

/** Paid last night, to confirm by tomorrow afternoon: two variants of hats and a rented table set. */
export const waitingOrder = withTotals({
  ...baseOrder,
  lines: [
    line({ id: 'line-1', title: 'Paper party hats (8 pack)', variantTitle: 'Pink / Kids', unitPriceCents: 1299, quantity: 2, imageUrl: productPhoto('Hats', 330) }),
    line({ id: 'line-2', title: 'Paper party hats (8 pack)', variantTitle: 'Gold / Adults', unitPriceCents: 1499, quantity: 1, imageUrl: productPhoto('Hats', 45) }),
    line({
      id: 'line-3',
      productId: 'product-table',
      title: 'Kids’ table and 6 chairs',
      unitPriceCents: 3500,
      quantity: 1,
      rentalStart: '2026-12-12',
      rentalDays: 2,
      depositCents: 5000,
      imageUrl: productPhoto('Table', 200),
    }),
  ],
});

/** Confirmed after the shop declined the balloon arch it had run out of (refunded at once). */
export const partlyDeclinedOrder = withTotals({
  ...baseOrder,
  id: 'order-9q1m4c',
  buyerName: 'Daniel',
  status: 'confirmed',
  statusLabel: orderStatusLabels.confirmed,
  deliveryMethod: 'shipping',
  deliveryCents: 599,
  address: '48 Elm Street, Portland, OR 97214',
  confirmBy: null,
  createdAt: NOW - 40 * HOUR,
  deliverByDate: '2026-12-08',
  event: { id: 'event-2', title: 'Leo’s dino party' },
  lines: [
    line({ id: 'line-4', productId: 'product-arch', title: 'Gold balloon arch kit', variantTitle: 'Gold', unitPriceCents: 4599, quantity: 1, declined: true, imageUrl: productPhoto('Arch', 45) }),
    line({ id: 'line-5', title: 'Paper party hats (8 pack)', variantTitle: 'Green / Kids', unitPriceCents: 1299, quantity: 3, imageUrl: productPhoto('Hats', 120) }),
  ],
});

/** Delivered two days ago; the buyer has until Friday to say it arrived, then the share is held 24 hours. */
export const deliveredOrder = withTotals({
  ...baseOrder,
  id: 'order-2b8h6d',
  buyerName: 'Priya',
  status: 'delivered',
  statusLabel: orderStatusLabels.delivered,
  deliveryMethod: 'pickup',
  deliveryCents: 0,
  address: '',
  confirmBy: null,
  receiveBy: NOW + 26 * HOUR,
  createdAt: NOW - 6 * 24 * HOUR,
  deliverByDate: null,
  event: null,
  lines: [line({ id: 'line-6', productId: 'product-arch', title: 'Gold balloon arch kit', variantTitle: 'Rose gold', unitPriceCents: 4599, quantity: 2, imageUrl: productPhoto('Arch', 10) })],
});

/** Paid out: received last week, the seller's share sent after the hold. */
export const paidOutOrder: OrderView = {
  ...deliveredOrder,
  id: 'order-5c0p1e',
  buyerName: 'Sam',
  status: 'received',
  statusLabel: orderStatusLabels.received,
  receiveBy: null,
  commissionCents: Math.round(deliveredOrder.totalCents * 0.1),
  sellerShareCents: deliveredOrder.totalCents - Math.round(deliveredOrder.totalCents * 0.1),
  payoutDueAt: NOW - 3 * 24 * HOUR,
  releasedAt: NOW - 3 * 24 * HOUR,
  createdAt: NOW - 12 * 24 * HOUR,
};

const productBase = {
  shopId: shop.id,
  shopName: shop.name,
  shop: { id: shop.id, name: shop.name, slug: shop.slug, city: shop.city },
  ratingAverage: 4.8,
  ratingCount: 9,
  soldOut: false,
  description: '',
  shopDetail: shop,
  reviews: [],
};

export const products: ProductDetail[] = [
  {
    ...productBase,
    id: 'product-hats',
    title: 'Paper party hats (8 pack)',
    kind: 'item',
    category: 'favors',
    status: 'active',
    priceCents: 1299,
    imageUrls: [productPhoto('Hats', 330), productPhoto('Hats', 45)],
    optionNames: ['Color', 'Size'],
    variants: [
      { id: 'v-pink-kids', optionValues: ['Pink', 'Kids'], priceCents: 1299, stock: 14 },
      { id: 'v-pink-adults', optionValues: ['Pink', 'Adults'], priceCents: 1499, stock: 6 },
      { id: 'v-gold-kids', optionValues: ['Gold', 'Kids'], priceCents: 1299, stock: 0 },
      { id: 'v-gold-adults', optionValues: ['Gold', 'Adults'], priceCents: 1499, stock: 9 },
    ],
    rental: null,
  },
  {
    ...productBase,
    id: 'product-arch',
    title: 'Gold balloon arch kit',
    kind: 'item',
    category: 'balloons',
    status: 'draft',
    priceCents: 4599,
    imageUrls: [],
    optionNames: [],
    variants: [{ id: 'v-arch', optionValues: [], priceCents: 4599, stock: 3 }],
    rental: null,
  },
  {
    ...productBase,
    id: 'product-table',
    title: 'Kids’ table and 6 chairs',
    kind: 'rental',
    category: 'rentals',
    status: 'active',
    priceCents: 3500,
    imageUrls: [productPhoto('Table', 200)],
    optionNames: [],
    variants: [{ id: 'v-table', optionValues: [], priceCents: 3500, stock: 0 }],
    rental: { pricePerDayCents: 3500, quantityPerDay: 4, depositCents: 5000 },
  },
  {
    ...productBase,
    id: 'product-bunting',
    title: 'Halloween bunting',
    kind: 'item',
    category: 'decorations',
    status: 'archived',
    priceCents: 899,
    imageUrls: [productPhoto('Bunting', 25)],
    optionNames: [],
    variants: [{ id: 'v-bunting', optionValues: [], priceCents: 899, stock: 0 }],
    rental: null,
  },
];

export const dashboard: SellerDashboard = {
  waiting: [waitingOrder, { ...waitingOrder, id: 'order-late01', buyerName: 'Ava', confirmBy: NOW + 40 * 60_000 }],
  salesByWeek: [
    { weekStart: '2026-11-02', salesCents: 18_450, payoutsCents: 9_800 },
    { weekStart: '2026-11-09', salesCents: 26_990, payoutsCents: 16_605 },
    { weekStart: '2026-11-16', salesCents: 9_195, payoutsCents: 24_291 },
    { weekStart: '2026-11-23', salesCents: 41_380, payoutsCents: 8_276 },
  ],
  topProducts: [
    { productId: 'product-hats', title: 'Paper party hats (8 pack)', unitsSold: 37, salesCents: 49_863 },
    { productId: 'product-table', title: 'Kids’ table and 6 chairs', unitsSold: 9, salesCents: 31_500 },
    { productId: 'product-arch', title: 'Gold balloon arch kit', unitsSold: 4, salesCents: 18_396 },
  ],
  reviews: [
    { id: 'review-1', reviewerName: 'Priya', rating: 5, text: 'The hats were a hit and arrived two days early.', reply: null, createdAt: NOW - 2 * 24 * HOUR },
    { id: 'review-2', reviewerName: 'Daniel', rating: 4, text: 'Great table set; one chair was a little wobbly.', reply: 'Thank you! We have fixed that chair.', createdAt: NOW - 9 * 24 * HOUR },
  ],
  totals: { salesCents: 96_015, paidOutCents: 58_972, heldCents: 8_278 },
};
