import type { ProductCard, ProductDetail, ReviewView, ShopSummary, VariantView } from '#core/domain/marketplace/catalog.schema.ts';
import type { CartView, CheckoutView, OrderView } from '#core/domain/marketplace/order.schema.ts';

/** A drawn photo as a data: URL, so the stories stay offline and deterministic. */
export function drawnPhoto(label: string, from: string, to: string): string {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/><text x="300" y="315" font-size="44" text-anchor="middle" font-family="sans-serif" fill="#4a044e">${label}</text></svg>`,
    )
  );
}

/** 2026-12-01 10:00 in Austin: the stories' clock. */
export const NOW = Date.parse('2026-12-01T16:00:00Z');
const DAY = 86_400_000;

export const sweetThings: ShopSummary = {
  id: 'demo-shop-sweet-things',
  name: 'Sweet Things Party Co.',
  slug: 'sweet-things',
  description: 'Balloon arches, dessert tables and everything pink since 2014. We set up in Austin and ship anywhere in Texas.',
  logoUrl: drawnPhoto('ST', '#fbcfe8', '#f9a8d4'),
  city: 'Austin',
  timeZone: 'America/Chicago',
  delivery: { shipping: { priceCents: 899, days: 3 }, localDelivery: { priceCents: 2500, radiusMiles: 20, leadHours: 24 }, pickup: true },
  ratingAverage: 4.8,
  ratingCount: 36,
  canSell: true,
};

export const bounceHouseRentals: ShopSummary = {
  id: 'demo-shop-bounce',
  name: 'Bounce Around Rentals',
  slug: 'bounce-around',
  description: 'Bouncy castles, tables and chairs by the day.',
  logoUrl: null,
  city: 'Round Rock',
  timeZone: 'America/Chicago',
  delivery: { shipping: null, localDelivery: { priceCents: 4000, radiusMiles: 30, leadHours: 48 }, pickup: true },
  ratingAverage: 4.3,
  ratingCount: 9,
  canSell: true,
};

const shopRef = (shop: ShopSummary) => ({ id: shop.id, name: shop.name, slug: shop.slug, city: shop.city });

export const balloonArchCard: ProductCard = {
  id: 'demo-product-balloon-arch',
  title: 'Pastel balloon arch kit, 120 balloons',
  kind: 'item',
  category: 'balloons',
  priceCents: 4500,
  imageUrls: [drawnPhoto('Balloon arch', '#fce7f3', '#bfdbfe')],
  shopId: sweetThings.id,
  shopName: sweetThings.name,
  shop: shopRef(sweetThings),
  ratingAverage: 4.8,
  ratingCount: 36,
  soldOut: false,
};

export const productCards: ProductCard[] = [
  balloonArchCard,
  {
    ...balloonArchCard,
    id: 'demo-product-plates',
    title: 'Gold-rim paper plates, pack of 24',
    category: 'tableware',
    priceCents: 1299,
    imageUrls: [drawnPhoto('Plates', '#fef3c7', '#fde68a')],
  },
  {
    ...balloonArchCard,
    id: 'demo-product-castle',
    title: 'Princess bouncy castle',
    kind: 'rental',
    category: 'rentals',
    priceCents: 18000,
    imageUrls: [drawnPhoto('Castle', '#ede9fe', '#c4b5fd')],
    shopId: bounceHouseRentals.id,
    shopName: bounceHouseRentals.name,
    shop: shopRef(bounceHouseRentals),
    ratingAverage: 4.3,
    ratingCount: 9,
  },
  {
    ...balloonArchCard,
    id: 'demo-product-cupcakes',
    title: 'Unicorn cupcake toppers (sold out until spring)',
    category: 'cakes_and_treats',
    priceCents: 850,
    imageUrls: [],
    ratingAverage: null,
    ratingCount: 0,
    soldOut: true,
  },
];

export const balloonVariants: VariantView[] = [
  { id: 'v-pink-std', optionValues: ['Pink', 'Standard (6 ft)'], priceCents: 4500, stock: 12 },
  { id: 'v-pink-xl', optionValues: ['Pink', 'Grand (10 ft)'], priceCents: 7900, stock: 2 },
  { id: 'v-blue-std', optionValues: ['Blue', 'Standard (6 ft)'], priceCents: 4500, stock: 0 },
  { id: 'v-blue-xl', optionValues: ['Blue', 'Grand (10 ft)'], priceCents: 7900, stock: 4 },
  { id: 'v-gold-std', optionValues: ['Gold', 'Standard (6 ft)'], priceCents: 5200, stock: 0 },
  { id: 'v-gold-xl', optionValues: ['Gold', 'Grand (10 ft)'], priceCents: 8600, stock: 0 },
];

export const reviews: ReviewView[] = [
  { id: 'r1', reviewerName: 'Maya', rating: 5, text: 'The arch was the star of the party. Set up in twenty minutes.', reply: 'Thank you Maya, happy birthday to Leo!', createdAt: NOW - 12 * DAY },
  { id: 'r2', reviewerName: 'Sam', rating: 4, text: 'Lovely colours; two balloons popped on the way.', reply: null, createdAt: NOW - 40 * DAY },
];

export const balloonArch: ProductDetail = {
  ...balloonArchCard,
  imageUrls: [drawnPhoto('Balloon arch', '#fce7f3', '#bfdbfe'), drawnPhoto('Close-up', '#fbcfe8', '#f5d0fe'), drawnPhoto('Set up', '#e0f2fe', '#fce7f3')],
  description: 'Everything for a 6 ft or 10 ft arch: balloons in three shades, the strip, glue dots and a pump.\nReusable strip; balloons are latex.',
  status: 'active',
  optionNames: ['Color', 'Size'],
  variants: balloonVariants,
  rental: null,
  shopDetail: sweetThings,
  reviews,
};

export const bouncyCastle: ProductDetail = {
  ...productCards[2]!,
  description: 'A 13 × 13 ft castle for up to 8 children at a time, with blower and stakes.',
  status: 'active',
  optionNames: [],
  variants: [{ id: 'v-castle', optionValues: [], priceCents: 18000, stock: 0 }],
  rental: { pricePerDayCents: 18000, quantityPerDay: 2, depositCents: 10000 },
  shopDetail: bounceHouseRentals,
  reviews: [],
};

const party = { id: 'demo-event', title: 'Leo turns 6', startsAt: Date.parse('2026-12-05T20:00:00Z'), timeZone: 'America/Chicago', location: '1200 Barton Springs Rd, Austin, TX', goingCount: 18 };

export const cart: CartView = {
  event: { ...party, deliverBy: party.startsAt - 3 * 3_600_000 },
  itemsCents: 4500 + 2598 + 36000,
  lineCount: 3,
  shops: [
    {
      shop: shopRef(sweetThings),
      canSell: true,
      itemsCents: 4500 + 2598,
      depositCents: 0,
      deliveryOptions: [
        { method: 'local', priceCents: 2500, arrivesBy: '2026-12-04', label: 'Local delivery' },
        { method: 'shipping', priceCents: 899, arrivesBy: '2026-12-04', label: 'Shipping' },
        { method: 'pickup', priceCents: 0, arrivesBy: '2026-12-02', label: 'Pickup in Austin' },
      ],
      lines: [
        {
          id: 'line-arch',
          productId: balloonArch.id,
          variantId: 'v-pink-std',
          title: balloonArch.title,
          variantTitle: 'Pink / Standard (6 ft)',
          imageUrl: balloonArch.imageUrls[0]!,
          unitPriceCents: 4500,
          quantity: 1,
          rentalStart: null,
          rentalDays: null,
          depositCents: 0,
          lineCents: 4500,
          available: 12,
          warnings: ['Already on the wishlist of Leo turns 6'],
          suggestedQuantity: null,
        },
        {
          id: 'line-plates',
          productId: 'demo-product-plates',
          variantId: 'v-plates',
          title: 'Gold-rim paper plates, pack of 24',
          variantTitle: '',
          imageUrl: productCards[1]!.imageUrls[0]!,
          unitPriceCents: 1299,
          quantity: 2,
          rentalStart: null,
          rentalDays: null,
          depositCents: 0,
          lineCents: 2598,
          available: 40,
          warnings: [],
          suggestedQuantity: 1,
        },
      ],
    },
    {
      shop: shopRef(bounceHouseRentals),
      canSell: true,
      itemsCents: 36000,
      depositCents: 10000,
      deliveryOptions: [
        { method: 'local', priceCents: 4000, arrivesBy: '2026-12-05', label: 'Local delivery' },
        { method: 'pickup', priceCents: 0, arrivesBy: null, label: 'Pickup in Round Rock' },
      ],
      lines: [
        {
          id: 'line-castle',
          productId: bouncyCastle.id,
          variantId: 'v-castle',
          title: bouncyCastle.title,
          variantTitle: '',
          imageUrl: bouncyCastle.imageUrls[0]!,
          unitPriceCents: 18000,
          quantity: 1,
          rentalStart: '2026-12-05',
          rentalDays: 2,
          depositCents: 10000,
          lineCents: 36000,
          available: 1,
          warnings: [],
          suggestedQuantity: null,
        },
      ],
    },
  ],
};

const baseOrder: OrderView = {
  id: 'order-1',
  groupId: 'group-1',
  shop: { id: sweetThings.id, name: sweetThings.name, slug: sweetThings.slug },
  buyerName: 'Ana',
  status: 'placed',
  statusLabel: 'Waiting for the shop to confirm',
  deliveryMethod: 'local',
  address: party.location,
  itemsCents: 7098,
  depositCents: 0,
  deliveryCents: 2500,
  totalCents: 9598,
  refundedCents: 0,
  commissionRateBp: 1000,
  commissionCents: null,
  sellerShareCents: null,
  deliverByDate: '2026-12-04',
  confirmBy: NOW + 40 * 3_600_000,
  receiveBy: null,
  payoutDueAt: null,
  releasedAt: null,
  createdAt: NOW - 8 * 3_600_000,
  lines: [
    {
      id: 'ol-1',
      productId: balloonArch.id,
      title: balloonArch.title,
      variantTitle: 'Pink / Standard (6 ft)',
      imageUrl: null,
      unitPriceCents: 4500,
      quantity: 1,
      rentalStart: null,
      rentalDays: null,
      depositCents: 0,
      lineCents: 4500,
      declined: false,
    },
    {
      id: 'ol-2',
      productId: 'demo-product-plates',
      title: 'Gold-rim paper plates, pack of 24',
      variantTitle: '',
      imageUrl: null,
      unitPriceCents: 1299,
      quantity: 2,
      rentalStart: null,
      rentalDays: null,
      depositCents: 0,
      lineCents: 2598,
      declined: false,
    },
  ],
  review: null,
  event: { id: party.id, title: party.title },
};

export const castleOrder: OrderView = {
  ...baseOrder,
  id: 'order-2',
  shop: { id: bounceHouseRentals.id, name: bounceHouseRentals.name, slug: bounceHouseRentals.slug },
  itemsCents: 36000,
  depositCents: 10000,
  deliveryCents: 4000,
  totalCents: 50000,
  deliverByDate: '2026-12-05',
  lines: [
    {
      id: 'ol-3',
      productId: bouncyCastle.id,
      title: bouncyCastle.title,
      variantTitle: '',
      imageUrl: null,
      unitPriceCents: 18000,
      quantity: 1,
      rentalStart: '2026-12-05',
      rentalDays: 2,
      depositCents: 10000,
      lineCents: 36000,
      declined: false,
    },
  ],
};

export const orders: Record<'placed' | 'delivered' | 'received' | 'reviewed' | 'cancelled', OrderView> = {
  placed: baseOrder,
  delivered: { ...castleOrder, id: 'order-3', status: 'delivered', statusLabel: 'Delivered', confirmBy: null, receiveBy: NOW + 2 * DAY, createdAt: NOW - 4 * DAY },
  received: { ...baseOrder, id: 'order-4', status: 'received', statusLabel: 'Received', confirmBy: null, createdAt: NOW - 10 * DAY },
  reviewed: {
    ...baseOrder,
    id: 'order-5',
    status: 'received',
    statusLabel: 'Received',
    confirmBy: null,
    createdAt: NOW - 30 * DAY,
    review: { rating: 5, text: 'Perfect, on time.', reply: 'Thank you!' },
  },
  cancelled: {
    ...baseOrder,
    id: 'order-6',
    status: 'cancelled',
    statusLabel: 'Cancelled',
    confirmBy: null,
    refundedCents: 9598,
    createdAt: NOW - 20 * DAY,
  },
};

export const checkout: CheckoutView = {
  groupId: 'group-1',
  status: 'awaiting_payment',
  totalCents: baseOrder.totalCents + castleOrder.totalCents,
  payBy: NOW + 15 * 60_000,
  checkoutUrl: '/demo-checkout/cs_demo_marketplace',
  orders: [baseOrder, castleOrder],
};
