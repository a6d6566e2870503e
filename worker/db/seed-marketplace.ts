import { eq } from 'drizzle-orm';
import { utcToZonedLocal } from '#core/domain/events/event-time.rules.ts';
import { commissionOf } from '#core/domain/marketplace/order.rules.ts';
import { COMMISSION_RATE_BP, orderTimers } from '#core/domain/marketplace/order.schema.ts';
import { orderMoneyKey } from '#core/domain/money/idempotency.rules.ts';
import { seededDemoPayment } from '#worker/services/payments/demo-provider.ts';
import type { Db } from './client.ts';
import { checkoutGroups, demoPaymentStore, ledgerEntries, orderLines, payoutAccounts, products, productVariants, rentalDays, shopOrders, shopReviews, shops } from './schema/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const DEMO_SWEET_THINGS_SHOP_ID = 'demo-shop-sweet-things';
export const DEMO_POP_AND_PARTY_SHOP_ID = 'demo-shop-pop-and-party';
/** Austin, Texas, as the offline gazetteer places it (decision 063): what saving a shop in Austin stores. */
const austinPoint = { lat: 30.267, lng: -97.743 };
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
        ...austinPoint,
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
        ...austinPoint,
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

type DemoLine = { variant: string; quantity: number; rental?: { start: string; days: number } };
type DemoOrder = {
  id: string;
  shopId: string;
  method: 'shipping' | 'local' | 'pickup';
  deliveryCents: number;
  lines: DemoLine[];
  /** Days ago it was paid; received orders were paid out 24 hours after the buyer received them. */
  paidDaysAgo: number;
  received: boolean;
  review?: { rating: number; text: string; reply?: string };
};

/**
 * The marketplace's history, written as the orders feature writes it (decision 061): the demo
 * host's two-shop checkout of last month and the Demo Guest's bounce-house rental, each received,
 * paid out to the seller less the frozen 10 % commission (charge, commission and release in the
 * shared ledger, so its audit stays clean) and reviewed; and the host's cupcakes for the coming
 * party, paid two hours ago and waiting for Sweet Things to confirm (charge only, held).
 */
export function demoOrderStatements(db: Db, { hostId, guestId, eventId, partyStartsAt, now }: { hostId: string; guestId: string; eventId: string; partyStartsAt: number; now: number }) {
  const variant = (id: string) => {
    const product = demoProducts.find((p) => id.startsWith(`${p.id}-v`))!;
    const index = Number(id.slice(product.id.length + 2)) - 1;
    const [values, price] = product.rental ? [[], product.rental.pricePerDayCents] : product.variants![index]!;
    return { product, title: values.join(' / '), price };
  };
  const rentalDate = utcToZonedLocal(now - 20 * DAY, 'America/Chicago').slice(0, 10);
  const checkouts: { id: string; buyer: string; eventId: string | null; orders: DemoOrder[] }[] = [
    {
      id: 'demo-checkout-1',
      buyer: hostId,
      eventId: null,
      orders: [
        {
          id: 'demo-order-1',
          shopId: DEMO_SWEET_THINGS_SHOP_ID,
          method: 'pickup',
          deliveryCents: 0,
          lines: [{ variant: 'demo-product-rainbow-cake-v2', quantity: 1 }],
          paidDaysAgo: 40,
          received: true,
          review: { rating: 5, text: 'The rainbow layers made the whole room gasp when we cut it. Ready on time, beautifully boxed.' },
        },
        {
          id: 'demo-order-2',
          shopId: DEMO_POP_AND_PARTY_SHOP_ID,
          method: 'shipping',
          deliveryCents: 895,
          lines: [{ variant: 'demo-product-plates-v1', quantity: 2 }],
          paidDaysAgo: 40,
          received: true,
          review: { rating: 4, text: 'Sturdy plates that survived the cake. Shipping took the full five days.', reply: 'Thank you! We now ship Austin orders the next morning.' },
        },
      ],
    },
    {
      id: 'demo-checkout-2',
      buyer: guestId,
      eventId: null,
      orders: [
        {
          id: 'demo-order-3',
          shopId: DEMO_POP_AND_PARTY_SHOP_ID,
          method: 'local',
          deliveryCents: 1_200,
          lines: [{ variant: 'demo-product-bounce-house-v1', quantity: 1, rental: { start: rentalDate, days: 1 } }],
          paidDaysAgo: 24,
          received: true,
          review: { rating: 5, text: 'Set up before we were awake and collected after the last guest left. Eight happy kids.' },
        },
      ],
    },
    {
      id: 'demo-checkout-3',
      buyer: hostId,
      eventId,
      orders: [
        {
          id: 'demo-order-4',
          shopId: DEMO_SWEET_THINGS_SHOP_ID,
          method: 'local',
          deliveryCents: 1_500,
          lines: [{ variant: 'demo-product-cupcakes-v1', quantity: 2 }],
          paidDaysAgo: 2 / 24,
          received: false,
        },
      ],
    },
  ];
  const groups: (typeof checkoutGroups.$inferInsert)[] = [];
  const orders: (typeof shopOrders.$inferInsert)[] = [];
  const lines: (typeof orderLines.$inferInsert)[] = [];
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const reviews: (typeof shopReviews.$inferInsert)[] = [];
  const reserved: (typeof rentalDays.$inferInsert)[] = [];
  // Each checkout's payment as the demo provider keeps it, so a refund of a seeded order (the
  // host's cupcakes, cancelled if nobody confirms them in 48 hours) finds the payment it refunds.
  const payments: (typeof demoPaymentStore.$inferInsert)[] = [];
  const sellerAccount = { [DEMO_SWEET_THINGS_SHOP_ID]: 'acct_demo_sweet_things', [DEMO_POP_AND_PARTY_SHOP_ID]: 'acct_demo_pop_and_party' };
  for (const checkout of checkouts) {
    const paidAt = now - checkout.orders[0]!.paidDaysAgo * DAY;
    const pi = `pi_demo_seed_${checkout.id}`;
    let groupTotal = 0;
    for (const order of checkout.orders) {
      let itemsCents = 0;
      let depositCents = 0;
      order.lines.forEach((line, n) => {
        const { product, title, price } = variant(line.variant);
        const days = line.rental?.days ?? 1;
        const deposit = (product.rental?.depositCents ?? 0) * line.quantity;
        const lineCents = price * line.quantity * days;
        itemsCents += lineCents;
        depositCents += deposit;
        lines.push({
          id: `${order.id}-line-${n + 1}`,
          orderId: order.id,
          productId: product.id,
          variantId: line.variant,
          title: product.title,
          variantTitle: title,
          imageUrl: picture(product.image),
          unitPriceCents: price,
          quantity: line.quantity,
          rentalStart: line.rental?.start ?? null,
          rentalDays: line.rental?.days ?? null,
          depositCents: deposit,
          lineCents,
        });
        if (line.rental) reserved.push({ productId: product.id, date: line.rental.start, capacity: product.rental!.quantity, reserved: line.quantity });
      });
      const totalCents = itemsCents + depositCents + order.deliveryCents;
      groupTotal += totalCents;
      const { commissionCents, sellerShareCents } = commissionOf(COMMISSION_RATE_BP, totalCents, 0);
      const receivedAt = paidAt + 4 * DAY;
      const releasedAt = receivedAt + orderTimers.payoutHoldMs + HOUR;
      const common = { shopOrderId: order.id, providerRef: pi };
      entries.push({ ...common, id: `demo-ledger-${order.id}-charge`, kind: 'charge', amountCents: totalCents, idempotencyKey: orderMoneyKey('charge', order.id), at: paidAt });
      if (order.received) {
        const transfer = { shopOrderId: order.id, providerRef: `tr_demo_seed_${order.id}`, at: releasedAt };
        entries.push(
          { ...transfer, id: `demo-ledger-${order.id}-commission`, kind: 'commission', amountCents: commissionCents, idempotencyKey: orderMoneyKey('commission', order.id) },
          { ...transfer, id: `demo-ledger-${order.id}-release`, kind: 'release', amountCents: sellerShareCents, idempotencyKey: orderMoneyKey('release', order.id) },
        );
      }
      orders.push({
        id: order.id,
        groupId: checkout.id,
        shopId: order.shopId,
        buyerUserId: checkout.buyer,
        eventId: checkout.eventId,
        status: order.received ? 'received' : 'placed',
        deliveryMethod: order.method,
        itemsCents,
        depositCents,
        deliveryCents: order.deliveryCents,
        totalCents,
        commissionRateBp: COMMISSION_RATE_BP,
        deliverByDate: checkout.eventId ? utcToZonedLocal(partyStartsAt - orderTimers.setupMarginMs, 'America/Chicago').slice(0, 10) : null,
        deliverBy: checkout.eventId ? partyStartsAt : null,
        confirmBy: order.received ? null : paidAt + orderTimers.confirmWithinMs,
        paidAt,
        ...(order.received
          ? {
              confirmedAt: paidAt + DAY,
              deliveredAt: receivedAt - DAY,
              receivedAt,
              payoutDueAt: receivedAt + orderTimers.payoutHoldMs,
              payoutRequestedAt: releasedAt,
              payoutAccountId: sellerAccount[order.shopId as keyof typeof sellerAccount],
              transferId: `tr_demo_seed_${order.id}`,
              releasedAt,
              commissionCents,
            }
          : {}),
        createdAt: paidAt - 5 * 60_000,
        updatedAt: order.received ? releasedAt : paidAt,
        version: order.received ? 5 : 1,
      });
      if (order.review) {
        reviews.push({
          id: `demo-review-${order.id}`,
          orderId: order.id,
          shopId: order.shopId,
          buyerUserId: checkout.buyer,
          reviewerName: 'Demo',
          rating: order.review.rating,
          text: order.review.text,
          reply: order.review.reply ?? null,
          repliedAt: order.review.reply ? receivedAt + 2 * DAY : null,
          createdAt: receivedAt + DAY,
        });
      }
    }
    payments.push(seededDemoPayment(pi, groupTotal));
    groups.push({
      id: checkout.id,
      buyerUserId: checkout.buyer,
      eventId: checkout.eventId,
      status: 'paid',
      totalCents: groupTotal,
      address: checkout.eventId ? '1200 Bluebonnet Lane, Austin, TX' : '',
      payBy: paidAt - 5 * 60_000 + 15 * 60_000,
      provider: 'demo',
      checkoutSessionId: `cs_demo_seed_${checkout.id}`,
      paymentIntentId: pi,
      paidAt,
      createdAt: paidAt - 5 * 60_000,
      updatedAt: paidAt,
      version: 1,
    });
  }
  // The ratings the reviews give (the mean with one decimal), as the review write keeps them.
  const mean = (ratings: number[]) => (ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null);
  const ratingOf = (orderIds: string[]) => {
    const ratings = reviews.filter((r) => orderIds.includes(r.orderId)).map((r) => r.rating);
    return { ratingAverage: mean(ratings), ratingCount: ratings.length };
  };
  const ratingUpdates = [
    ...[DEMO_SWEET_THINGS_SHOP_ID, DEMO_POP_AND_PARTY_SHOP_ID].map((shopId) =>
      db
        .update(shops)
        .set(ratingOf(orders.filter((o) => o.shopId === shopId).map((o) => o.id)))
        .where(eq(shops.id, shopId)),
    ),
    ...[...new Set(lines.map((l) => l.productId!))].map((productId) =>
      db
        .update(products)
        .set(ratingOf(lines.filter((l) => l.productId === productId).map((l) => l.orderId)))
        .where(eq(products.id, productId)),
    ),
  ];
  return [
    db.insert(checkoutGroups).values(groups),
    db.insert(demoPaymentStore).values(payments),
    db.insert(shopOrders).values(orders),
    db.insert(orderLines).values(lines),
    db.insert(rentalDays).values(reserved),
    db.insert(ledgerEntries).values(entries),
    db.insert(shopReviews).values(reviews),
    ...ratingUpdates,
  ];
}
