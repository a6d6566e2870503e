import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard as ProductCardData, VariantView } from '#core/domain/marketplace/catalog.schema.ts';
import type { CartView, CheckoutView, OrderView } from '#core/domain/marketplace/order.schema.ts';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';
import { marketplaceKeys } from '../api/marketplace-keys.ts';
import { CartContents, checkoutProblem } from './cart/cart-contents.tsx';
import { summaryFromCart, summaryFromCheckout } from './cart/checkout-summary.tsx';
import { demoSessionOf, PaymentModalView } from './cart/payment-modal.tsx';
import { OrderCard } from './orders/order-card.tsx';
import { VariantPicker } from './product/variant-picker.tsx';
import { ProductCard } from './product-card.tsx';
import { MarketplaceScreen } from './search/marketplace-screen.tsx';

const noop = () => undefined;
/** The markup without the comments React puts between adjacent text parts. */
function render(node: ReactNode, { path = '/', data = [] }: { path?: string; data?: [readonly unknown[], unknown][] } = {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(currentUserQueryKey, null);
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

const shop = { id: 'shop-1', name: 'Sweet Things', slug: 'sweet-things', city: 'Austin' };
const card: ProductCardData = {
  id: 'arch 1',
  title: 'Balloon arch',
  kind: 'item',
  category: 'balloons',
  priceCents: 4500,
  imageUrls: [],
  shopId: shop.id,
  shopName: shop.name,
  shop,
  ratingAverage: 4.75,
  ratingCount: 12,
  soldOut: false,
};

describe('the product card', () => {
  it('links the title to the product and the shop to its page, with the price from core’s formatter and the rating to one decimal', () => {
    const markup = render(<ProductCard product={card} />);
    expect(markup).toContain('href="/marketplace/product/arch%201"');
    expect(markup).toContain('href="/marketplace/shop/shop-1"');
    expect(markup).toContain('$45.00');
    expect(markup).toContain('Rated </span>4.8<span class="sr-only"> out of 5 from');
    expect(markup).toContain('<h2');
  });

  it('says per day for a rental, and Sold out and New where they apply', () => {
    expect(render(<ProductCard product={{ ...card, kind: 'rental' }} />)).toContain('/day');
    const markup = render(<ProductCard product={{ ...card, soldOut: true, ratingAverage: null, ratingCount: 0 }} headingLevel={3} showShop={false} />);
    expect(markup).toContain('Sold out');
    expect(markup).toContain('New');
    expect(markup).not.toContain('/marketplace/shop/');
    expect(markup).toContain('<h3');
  });
});

describe('the search page', () => {
  it('never tells buyers which search engine answered', () => {
    const page = { items: [card], page: 1, pageSize: 24, total: 1, searchedWith: 'like' as const };
    const markup = render(<MarketplaceScreen />, { path: '/marketplace?q=arch', data: [[marketplaceKeys.search('q=arch&sort=relevance'), page]] });
    expect(markup).toContain('Balloon arch');
    expect(markup).toContain('1 product');
    expect(markup).not.toMatch(/fts5|searchedWith|\blike\b/i);
  });
});

describe('the variant picker', () => {
  const variants: VariantView[] = [
    { id: 'a', optionValues: ['Pink'], priceCents: 100, stock: 3 },
    { id: 'b', optionValues: ['Gold'], priceCents: 100, stock: 0 },
  ];
  it('disables a sold-out value and says so in words', () => {
    const markup = render(<VariantPicker optionNames={['Color']} variants={variants} selection={['Pink']} onChange={noop} />);
    const inputOf = (value: string) => markup.match(new RegExp(`<input[^>]*value="${value}"[^>]*/>`))?.[0] ?? '';
    expect(inputOf('Gold')).toContain('disabled=""');
    expect(inputOf('Pink')).not.toContain('disabled');
    expect(markup).toContain('Gold<span class="sr-only"> (sold out)</span>');
    expect(inputOf('Pink')).toContain('checked=""');
    expect(markup).toContain('<legend class="mb-2 text-sm font-semibold">Color: <span class="font-normal">Pink</span></legend>');
  });
});

const line = {
  id: 'l1',
  productId: 'p1',
  variantId: 'v1',
  title: 'Paper plates',
  variantTitle: 'Gold',
  imageUrl: null,
  unitPriceCents: 1000,
  quantity: 2,
  rentalStart: null,
  rentalDays: null,
  depositCents: 0,
  lineCents: 2000,
  available: 10,
  warnings: ['Already on the wishlist of Leo turns 6'],
  suggestedQuantity: 3,
};
const cart: CartView = {
  event: { id: 'e1', title: 'Leo turns 6', startsAt: Date.parse('2026-12-05T20:00:00Z'), timeZone: 'America/Chicago', location: null, goingCount: 18, deliverBy: Date.parse('2026-12-05T17:00:00Z') },
  itemsCents: 2000 + 5000,
  lineCount: 2,
  shops: [
    {
      shop,
      lines: [line],
      itemsCents: 2000,
      depositCents: 0,
      deliveryOptions: [
        { method: 'local', priceCents: 500, arrivesBy: '2026-12-04', label: 'Local delivery' },
        { method: 'pickup', priceCents: 0, arrivesBy: null, label: 'Pickup in Austin' },
      ],
      canSell: true,
    },
    {
      shop: { id: 'shop-2', name: 'Bounce Around', slug: 'bounce', city: 'Round Rock' },
      lines: [
        {
          ...line,
          id: 'l2',
          productId: 'p2',
          title: 'Bouncy castle',
          variantTitle: '',
          quantity: 1,
          rentalStart: '2026-12-05',
          rentalDays: 2,
          depositCents: 3000,
          lineCents: 5000,
          warnings: [],
          suggestedQuantity: null,
        },
      ],
      itemsCents: 5000,
      depositCents: 3000,
      deliveryOptions: [{ method: 'shipping', priceCents: 800, arrivesBy: '2026-12-03', label: 'Shipping' }],
      canSell: true,
    },
  ],
};

describe('the cart grouped by shop', () => {
  const props = {
    parties: [{ id: 'e1', title: 'Leo turns 6' }],
    methods: {},
    onMethod: noop,
    where: { address: '', city: '' },
    onWhere: noop,
    onEvent: noop,
    eventBusy: false,
    onCheckout: noop,
    onQuantity: noop,
    onRemove: noop,
    busyLineId: null,
  };

  it('shows each shop with its lines, warnings, suggested quantity and deliveries, the party in its own zone, and the total', () => {
    const markup = render(<CartContents cart={cart} {...props} />);
    expect(markup).toContain('Sweet Things');
    expect(markup).toContain('Bounce Around');
    expect(markup).toContain('Already on the wishlist of Leo turns 6');
    expect(markup).toContain('Suggested for the guests going: 3.');
    expect(markup).toContain('Use 3');
    expect(markup).toContain('Delivery from Sweet Things');
    expect(markup).toContain('By Fri, Dec 4, 2026');
    expect(markup).toMatch(/Sat, Dec 5, 2026, 2:00\s?PM CST/);
    expect(markup).toContain('From Sat, Dec 5, 2026, 2 days');
    // Items 70.00 + deposit 30.00 + the first delivery of each shop (5.00 + 8.00).
    expect(markup).toContain('$113.00');
  });

  it('asks for an address when the party has no place and something is delivered, not for pickup only', () => {
    expect(checkoutProblem(cart, {}, { address: '', city: '' })).toBe('Enter the address to deliver to.');
    expect(checkoutProblem(cart, {}, { address: '12 Oak St', city: 'Austin' })).toBeNull();
    const pickupOnly = { ...cart, shops: [cart.shops[0]!] };
    expect(checkoutProblem(pickupOnly, { 'shop-1': 'pickup' }, { address: '', city: '' })).toBeNull();
  });

  it('will not check out a line asking for more than is left, or a shop that cannot sell', () => {
    const short = { ...cart, shops: [{ ...cart.shops[0]!, lines: [{ ...line, available: 1 }] }] };
    expect(checkoutProblem(short, {}, { address: 'x', city: '' })).toMatch(/no longer available/);
    const closed = { ...cart, shops: [{ ...cart.shops[0]!, canSell: false }] };
    expect(checkoutProblem(closed, {}, { address: 'x', city: '' })).toMatch(/not taking orders/);
  });
});

const order: OrderView = {
  id: 'o1',
  groupId: 'g1',
  shop: { id: 'shop-1', name: 'Sweet Things', slug: 'sweet-things' },
  buyerName: 'Ana',
  status: 'placed',
  statusLabel: 'Waiting for the shop to confirm',
  deliveryMethod: 'local',
  address: '12 Oak St',
  itemsCents: 2000,
  depositCents: 0,
  deliveryCents: 500,
  totalCents: 2500,
  refundedCents: 0,
  commissionRateBp: 1000,
  commissionCents: null,
  sellerShareCents: null,
  deliverByDate: '2026-12-04',
  confirmBy: Date.parse('2026-12-03T12:00:00Z'),
  receiveBy: null,
  payoutDueAt: null,
  releasedAt: null,
  createdAt: Date.parse('2026-12-01T12:00:00Z'),
  lines: [
    {
      id: 'ol1',
      productId: 'p1',
      title: 'Paper plates',
      variantTitle: 'Gold',
      imageUrl: null,
      unitPriceCents: 1000,
      quantity: 2,
      rentalStart: null,
      rentalDays: null,
      depositCents: 0,
      lineCents: 2000,
      declined: false,
    },
  ],
  review: null,
  event: null,
};

describe('the payment modal’s summary', () => {
  it('lists each shop’s part with its delivery fee and date, and the one total', () => {
    const markup = render(<PaymentModalView summary={summaryFromCart(cart, { 'shop-1': 'pickup' })} payBy={null} error={null} pending={false} payment={null} onPay={noop} onClose={noop} />);
    expect(markup).toContain('Pickup in Austin');
    expect(markup).toContain('Shipping, by Thu, Dec 3, 2026');
    expect(markup).toContain('Refundable deposit');
    // 20.00 + 0 pickup, and 50.00 + 30.00 deposit + 8.00 shipping.
    expect(markup).toContain('$108.00');
    expect(markup).toContain('One payment; each shop receives its own part.');
    expect(markup).toContain('>Pay<');
  });

  it('after the checkout is made, shows the server’s figures', () => {
    const checkout: CheckoutView = { groupId: 'g1', status: 'awaiting_payment', totalCents: 2500, payBy: Date.now() + 60_000, checkoutUrl: '/demo-checkout/cs_1', orders: [order] };
    expect(summaryFromCheckout(checkout)).toEqual({
      parts: [{ shopId: 'shop-1', shopName: 'Sweet Things', itemsCents: 2000, depositCents: 0, deliveryLabel: 'Local delivery', deliveryCents: 500, arrivesBy: '2026-12-04', totalCents: 2500 }],
      totalCents: 2500,
    });
  });

  describe('which provider', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('shows the demo card for a demo checkout on this site, and sends the browser on to Stripe otherwise', () => {
      vi.stubGlobal('window', { location: { origin: 'https://cakeday.test' } });
      expect(demoSessionOf('https://cakeday.test/demo-checkout/cs_demo_1')).toBe('cs_demo_1');
      expect(demoSessionOf('/demo-checkout/cs_demo_2?x=1')).toBe('cs_demo_2');
      expect(demoSessionOf('https://checkout.stripe.com/c/pay/cs_live_1')).toBeNull();
      expect(demoSessionOf('https://evil.example/demo-checkout/cs_1')).toBeNull();
      expect(demoSessionOf(null)).toBeNull();
    });
  });
});

describe('an order on the buyer’s orders page', () => {
  const actions = { onPay: noop, onCancel: noop, onReceived: noop, onReview: noop, busy: null, reviewError: null };
  const now = Date.parse('2026-12-02T12:00:00Z');

  it('can be cancelled while the shop has not confirmed, and says by when it will', () => {
    const markup = render(<OrderCard order={order} now={now} {...actions} />);
    expect(markup).toContain('Cancel order');
    expect(markup).toContain('The shop confirms by');
    expect(markup).not.toContain('I received it');
    expect(markup).not.toContain('Send review');
  });

  it('once delivered, offers "I received it"; once received, the review form; once reviewed, the review', () => {
    expect(render(<OrderCard order={{ ...order, status: 'delivered', statusLabel: 'Delivered', receiveBy: now + 1000 }} now={now} {...actions} />)).toContain('I received it');
    const received = render(<OrderCard order={{ ...order, status: 'received', statusLabel: 'Received' }} now={now} {...actions} />);
    expect(received).toContain('Send review');
    expect(received).not.toContain('Cancel order');
    const reviewed = render(<OrderCard order={{ ...order, status: 'received', statusLabel: 'Received', review: { rating: 4, text: 'Nice', reply: null } }} now={now} {...actions} />);
    expect(reviewed).not.toContain('Send review');
    expect(reviewed).toContain('4 out of 5 stars');
  });

  it('a review window past 60 days offers no form', () => {
    const late = render(<OrderCard order={{ ...order, status: 'received', statusLabel: 'Received' }} now={order.createdAt + 61 * 86_400_000} {...actions} />);
    expect(late).not.toContain('Send review');
  });
});
