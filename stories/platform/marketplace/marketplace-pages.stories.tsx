import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { marketplaceKeys } from '#platform/features/marketplace/api/marketplace-keys.ts';
import { OrderList } from '#platform/features/marketplace/components/orders/orders-screen.tsx';
import { MarketplaceScreen } from '#platform/features/marketplace/components/search/marketplace-screen.tsx';
import { ProductView } from '#platform/features/marketplace/components/product/product-screen.tsx';
import { ShopView } from '#platform/features/marketplace/components/shop/shop-screen.tsx';
import { balloonArch, bouncyCastle, cart, NOW, orders, productCards, reviews, sweetThings } from './marketplace-fixtures.ts';
import { Seed } from './seed-queries.tsx';

const meta = {
  title: 'Platform/Marketplace/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const myEvents = {
  hosting: [
    {
      id: 'demo-event',
      slug: 'leo-turns-6',
      title: 'Leo turns 6',
      startsAt: '2026-12-05T20:00:00.000Z',
      endsAt: '2026-12-05T23:00:00.000Z',
      timeZone: 'America/Chicago',
      location: '1200 Barton Springs Rd, Austin, TX',
      coverImageUrl: null,
      status: 'active',
      role: 'host',
      rsvpStatus: null,
      counts: null,
    },
  ],
  attending: [],
};

const searchPage = { items: productCards, page: 1, pageSize: 24, total: 30, searchedWith: 'like' as const };

/**
 * The search as a member with 3 lines in the cart: balloons in Austin, a price cap, sorted by price;
 * the filters come from the URL (open on a phone because some are on), 30 results over 2 pages.
 * The search engine behind it (here the fallback) is never shown.
 */
export const Search: Story = {
  parameters: { initialPath: '/marketplace?q=balloon&city=Austin&max=200&sort=price_asc' },
  render: () => (
    <Seed
      signedIn
      data={[
        [marketplaceKeys.search('q=balloon&maxPrice=20000&city=Austin&sort=price_asc'), searchPage],
        [marketplaceKeys.cart, cart],
      ]}
    >
      <MarketplaceScreen />
    </Seed>
  ),
};

/** Nothing matches: the empty state with a way to clear the filters. */
export const SearchWithoutResults: Story = {
  parameters: { initialPath: '/marketplace?q=unicorn&category=costumes' },
  render: () => (
    <Seed signedIn={false} data={[[marketplaceKeys.search('q=unicorn&category=costumes&sort=relevance'), { ...searchPage, items: [], total: 0 }]]}>
      <MarketplaceScreen />
    </Seed>
  ),
};

/** A visitor on the product page: photos, the variant picker, Add to cart (asks to sign in), the shop's delivery options, reviews. */
export const ProductForAVisitor: Story = {
  render: () => (
    <Seed signedIn={false}>
      <ProductView product={balloonArch} now={NOW} />
    </Seed>
  ),
};

/** A member: the delivery estimate compares the shop's options with their party, in the party's zone. */
export const ProductForAMember: Story = {
  render: () => (
    <Seed
      signedIn
      data={[
        [['/api/events'], myEvents],
        // The server's answer for the party's location: Barton Springs Rd is in Austin, the shop's own city.
        [marketplaceKeys.shopReach(sweetThings.id, '1200 Barton Springs Rd, Austin, TX'), { city: 'Austin', miles: 0, methods: ['shipping', 'local', 'pickup'] }],
      ]}
    >
      <ProductView product={balloonArch} now={NOW} />
    </Seed>
  ),
};

/** A rental: the days ahead with the units free on each, to pick the first day from. */
export const RentalProduct: Story = {
  render: () => (
    <Seed
      signedIn={false}
      // "Today" is the stories' clock on the viewer's calendar: a day either side of Dec 1 by zone.
      data={['2026-11-30', '2026-12-01', '2026-12-02'].map((from) => [
        marketplaceKeys.availability(bouncyCastle.id, from, 14),
        { days: Array.from({ length: 14 }, (_, index) => ({ date: new Date(Date.parse(`${from}T12:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10), free: index % 6 === 5 ? 0 : 2 })) },
      ])}
    >
      <ProductView product={bouncyCastle} now={NOW} />
    </Seed>
  ),
};

/** The shop's page: header with logo, city, rating and deliveries, its products and reviews. */
export const Shop: Story = {
  render: () => (
    <Seed signedIn={false}>
      <ShopView page={{ shop: sweetThings, products: productCards.filter((product) => product.shopId === sweetThings.id), reviews }} />
    </Seed>
  ),
};

/** The buyer's orders: waiting for the shop (Cancel), delivered (I received it), received (the review form), reviewed, cancelled and refunded. */
export const Orders: Story = {
  render: () => (
    <div className="mx-auto max-w-3xl p-4">
      <OrderList orders={Object.values(orders)} now={NOW} onPay={fn()} onCancel={fn()} onReceived={fn()} onReview={fn()} busy={null} reviewError={null} />
    </div>
  ),
};
