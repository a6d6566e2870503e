import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesOverTime, SellerTotals, TopProducts } from '#platform/features/marketplace/seller/components/dashboard/sales-over-time.tsx';
import { ShopLinks } from '#platform/features/marketplace/seller/components/dashboard/shop-links.tsx';
import { ShopReviews } from '#platform/features/marketplace/seller/components/dashboard/shop-reviews.tsx';
import { WaitingOrders } from '#platform/features/marketplace/seller/components/dashboard/waiting-orders.tsx';
import { dashboard, NOW, products, shop, SHOP_ZONE } from './seller-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace seller/Dashboard',
  component: SalesOverTime,
  args: { weeks: dashboard.salesByWeek },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalesOverTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and payouts by week: a table whose bars are only for the eye. */
export const SalesByWeek: Story = {};

export const Totals: StoryObj<typeof SellerTotals> = { render: () => <SellerTotals totals={dashboard.totals} /> };

export const BestSellers: StoryObj<typeof TopProducts> = { render: () => <TopProducts products={dashboard.topProducts} /> };

/** Orders waiting, soonest deadline first, in the shop's zone. */
export const Waiting: StoryObj<typeof WaitingOrders> = { render: () => <WaitingOrders orders={dashboard.waiting} timeZone={SHOP_ZONE} now={NOW} /> };

/** One review to answer (once), one answered. */
export const Reviews: StoryObj<typeof ShopReviews> = { render: () => <ShopReviews reviews={dashboard.reviews} timeZone={SHOP_ZONE} onReply={() => undefined} /> };

const key = {
  id: 'ck_pub_demo123',
  widget: 'wishlist-add' as const,
  target: { kind: 'seller' as const, id: 'user-1', title: null, slug: null },
  label: null,
  allowedOrigins: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  revokedAt: null,
};

/** The shop's link and the add-to-wishlist snippet for one of its products, with the member's key. */
export const ShareWithKey: StoryObj<typeof ShopLinks> = {
  render: () => <ShopLinks slug={shop.slug} products={products.filter((product) => product.status === 'active')} wishlistKey={key} origin="https://cakeday.example" />,
};

/** Without an add-to-wishlist key: the way to the Embed page instead of a made-up key. */
export const ShareWithoutKey: StoryObj<typeof ShopLinks> = {
  render: () => <ShopLinks slug={shop.slug} products={products.filter((product) => product.status === 'active')} wishlistKey={null} origin="https://cakeday.example" />,
};
