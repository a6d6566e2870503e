import type { Db } from './client.ts';
import { demoPaymentStore, payoutAccounts, products, productVariants, shops } from './schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_SWEET_THINGS_SHOP_ID = 'demo-shop-sweet-things';
export const DEMO_POP_AND_PARTY_SHOP_ID = 'demo-shop-pop-and-party';
const picture = (name: string) => `/demo/marketplace/${name}.webp`;

type DemoProduct = {
  id: string;
  shopId: string;
  title: string;
  description: string;
  category: string;
  image: string;
  optionNames?: string[];
  /** [option values, price, stock] */
  variants?: [string[], number, number][];
  rental?: { pricePerDayCents: number; quantity: number; depositCents: number };
};

/**
 * The demo marketplace's catalogue: a bakery run by the Demo Guest (who already sells through the
 * add-to-wishlist widget) and a party-supply shop run by the Demo Venue Owner, both in Austin like
 * the demo party, with options, a sold-out variant and two rentals, so /marketplace shows every
 * kind of listing. Pictures are drawn by scripts/make-demo-photos.mjs.
 */
export const demoProducts: DemoProduct[] = [
  {
    id: 'demo-product-rainbow-cake',
    shopId: DEMO_SWEET_THINGS_SHOP_ID,
    title: 'Rainbow layer cake',
    description: 'Six coloured sponge layers under vanilla buttercream and sprinkles, with a name piped on top. Nut-free kitchen.',
    category: 'cakes_and_treats',
    image: 'rainbow-cake',
    optionNames: ['Size'],
    variants: [
      [['6-inch (serves 10)'], 4_500, 6],
      [['8-inch (serves 20)'], 6_500, 4],
      [['10-inch (serves 35)'], 9_000, 2],
    ],
  },
  {
    id: 'demo-product-cupcakes',
    shopId: DEMO_SWEET_THINGS_SHOP_ID,
    title: 'Birthday cupcakes, a dozen',
    description: 'Twelve cupcakes with swirled frosting and a cherry on each. Choose the cake and whether they get sprinkles.',
    category: 'cakes_and_treats',
    image: 'cupcakes',
    optionNames: ['Flavor', 'Sprinkles'],
    variants: ['Vanilla', 'Chocolate', 'Red velvet'].flatMap((flavor) => [[[flavor, 'Rainbow'], 3_600, 10] as [string[], number, number], [[flavor, 'None'], 3_400, 10] as [string[], number, number]]),
  },
  {
    id: 'demo-product-cookies',
    shopId: DEMO_SWEET_THINGS_SHOP_ID,
    title: 'Numbered sugar cookie favors',
    description: 'Twelve iced sugar cookies numbered 1 to 6, each wrapped with a ribbon: a favor for every guest to take home.',
    category: 'favors',
    image: 'cookies',
    variants: [[[], 2_800, 20]],
  },
  {
    id: 'demo-product-balloon-arch',
    shopId: DEMO_POP_AND_PARTY_SHOP_ID,
    title: 'Pastel balloon arch kit',
    description: 'About 120 balloons in four sizes, a 16 ft arch strip, glue dots and a hand pump. Sets up in under an hour.',
    category: 'balloons',
    image: 'balloon-arch',
    optionNames: ['Color'],
    variants: [
      [['Pastel'], 3_999, 15],
      [['Rainbow'], 3_999, 8],
      [['Gold and white'], 4_499, 0],
    ],
  },
  {
    id: 'demo-product-plates',
    shopId: DEMO_POP_AND_PARTY_SHOP_ID,
    title: 'Confetti paper plates',
    description: 'Sturdy 9-inch compostable plates with a confetti rim. Matching napkins sold separately.',
    category: 'tableware',
    image: 'plates',
    optionNames: ['Pack'],
    variants: [
      [['24 plates'], 1_250, 40],
      [['48 plates'], 2_100, 25],
    ],
  },
  {
    id: 'demo-product-bounce-house',
    shopId: DEMO_POP_AND_PARTY_SHOP_ID,
    title: 'Castle bounce house',
    description: '13 × 13 ft castle for up to 8 children at a time, with blower, stakes and a tarp. Delivered, set up and collected by us.',
    category: 'rentals',
    image: 'bounce-house',
    rental: { pricePerDayCents: 18_000, quantity: 2, depositCents: 10_000 },
  },
  {
    id: 'demo-product-kids-table',
    shopId: DEMO_POP_AND_PARTY_SHOP_ID,
    title: 'Kids’ table and six chairs',
    description: 'A 6 ft folding table at child height with six stacking chairs. Wipe-clean and sturdy.',
    category: 'rentals',
    image: 'tables-chairs',
    rental: { pricePerDayCents: 3_500, quantity: 8, depositCents: 2_000 },
  },
];

/** The sellers' payout accounts (connected, on the demo provider and in its own store), so their shops can sell. */
const demoSellerAccounts = (sellers: { userId: string; accountId: string; email: string }[], now: number) =>
  sellers.map(({ userId, accountId, email }) => ({
    account: { userId, provider: 'demo' as const, accountId, payoutsEnabled: true, detailsSubmitted: true, createdAt: now - 60 * DAY, updatedAt: now - 60 * DAY },
    store: { key: `account:${accountId}`, value: JSON.stringify({ accountId, email, payoutsEnabled: true, detailsSubmitted: true, chargesEnabled: true }) },
  }));

export function demoMarketplaceStatements(db: Db, { bakerId, supplierId, now }: { bakerId: string; supplierId: string; now: number }) {
  const accounts = demoSellerAccounts(
    [
      { userId: bakerId, accountId: 'acct_demo_sweet_things', email: 'guest@demo.cakeday.test' },
      { userId: supplierId, accountId: 'acct_demo_pop_and_party', email: 'owner@demo.cakeday.test' },
    ],
    now,
  );
  const created = now - 60 * DAY;
  const productRows = demoProducts.map((product, index) => {
    const variantPrices = product.variants?.map(([, price]) => price) ?? [];
    return {
      id: product.id,
      shopId: product.shopId,
      title: product.title,
      description: product.description,
      category: product.category,
      kind: product.rental ? ('rental' as const) : ('item' as const),
      status: 'active' as const,
      priceCents: product.rental ? product.rental.pricePerDayCents : Math.min(...variantPrices),
      optionNames: product.optionNames ?? [],
      imageUrls: [picture(product.image)],
      rentalQuantity: product.rental?.quantity ?? null,
      depositCents: product.rental?.depositCents ?? null,
      createdAt: created + index * DAY,
      updatedAt: created + index * DAY,
    };
  });
  const variantRows = demoProducts.flatMap((product) =>
    product.rental
      ? // A rental has one variant (what a cart line names); its stock is unused, the days are counted in rental_days.
        [{ id: `${product.id}-v1`, productId: product.id, optionValues: [], priceCents: product.rental.pricePerDayCents, stock: 0, position: 0 }]
      : (product.variants ?? []).map(([optionValues, priceCents, stock], position) => ({ id: `${product.id}-v${position + 1}`, productId: product.id, optionValues, priceCents, stock, position })),
  );
  return [
    db.insert(payoutAccounts).values(accounts.map(({ account }) => account)),
    db.insert(demoPaymentStore).values(accounts.map(({ store }) => store)),
    db.insert(shops).values([
      {
        id: DEMO_SWEET_THINGS_SHOP_ID,
        ownerUserId: bakerId,
        name: 'Sweet Things Bakery',
        slug: 'sweet-things',
        description: 'A home bakery in East Austin: birthday cakes, cupcakes and cookie favors, baked the day before your party.',
        logoUrl: picture('logo-sweet-things'),
        city: 'Austin',
        timeZone: 'America/Chicago',
        localDeliveryCents: 1_500,
        localRadiusMiles: 15,
        localLeadHours: 48,
        pickup: true,
        createdAt: created,
        updatedAt: created,
      },
      {
        id: DEMO_POP_AND_PARTY_SHOP_ID,
        ownerUserId: supplierId,
        name: 'Pop & Party Supplies',
        slug: 'pop-and-party',
        description: 'Balloons, tableware and party rentals, shipped anywhere in the US or delivered and set up around Austin.',
        logoUrl: picture('logo-pop-and-party'),
        city: 'Austin',
        timeZone: 'America/Chicago',
        shippingCents: 895,
        shippingDays: 5,
        localDeliveryCents: 1_200,
        localRadiusMiles: 25,
        localLeadHours: 24,
        pickup: false,
        createdAt: created + 1,
        updatedAt: created + 1,
      },
    ]),
    db.insert(products).values(productRows),
    db.insert(productVariants).values(variantRows),
  ];
}
