import type { Meta, StoryObj } from '@storybook/react-vite';
import { SellerOrderList } from '#platform/features/marketplace/seller/components/orders/seller-order-list.tsx';
import { deliveredOrder, NOW, paidOutOrder, partlyDeclinedOrder, SHOP_ZONE, waitingOrder } from './seller-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace seller/Order list',
  component: SellerOrderList,
  args: {
    orders: [waitingOrder, partlyDeclinedOrder, deliveredOrder],
    timeZone: SHOP_ZONE,
    now: NOW,
    onConfirm: () => undefined,
    onDeliver: () => undefined,
    onDecline: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SellerOrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting order with its deadline in the shop's zone, one confirmed after a declined line (refunded), and a delivered one. */
export const ThreeOrders: Story = {};

/** Received and paid out: the seller's share after the fee. */
export const PaidOut: Story = { args: { orders: [paidOutOrder] } };

/** Confirming the waiting order. */
export const Confirming: Story = { args: { pending: { id: waitingOrder.id, action: 'confirm' } } };

/** The deadline passed while the screen was open: no more confirming. */
export const TooLateToConfirm: Story = { args: { orders: [waitingOrder], now: (waitingOrder.confirmBy ?? NOW) + 60_000 } };

/** The API refused to mark it delivered. */
export const Refused: Story = { args: { error: { id: partlyDeclinedOrder.id, action: 'deliver', message: 'This order was cancelled by the buyer.' } } };

/** No orders yet. */
export const Empty: Story = { args: { orders: [], empty: 'No orders yet. They appear here as soon as a buyer pays.' } };

/** At a phone's width. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
