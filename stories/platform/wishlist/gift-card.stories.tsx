import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GiftCard } from '#platform/features/gift/components/gift-card.tsx';
import { giftView } from './wishlist-fixtures.ts';

const meta = {
  title: 'Platform/Wishlist/Guest gift card',
  component: GiftCard,
  args: { view: giftView, pending: null, error: null, onChooseBand: fn(), onBought: fn(), onSwap: fn(), onJoinPot: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Assigned: Story = {};
export const Bought: Story = { args: { view: { ...giftView, gift: { ...giftView.gift!, status: 'bought', explanation: 'bought', explanationText: 'Already bought' } } } };
export const NothingFree: Story = { args: { view: { ...giftView, gift: null, canSwap: false, message: 'No gift free right now. The host may add more items.' } } };
export const ChooseBand: Story = { args: { view: { ...giftView, band: null, gift: null, message: 'Choose a budget to get your gift.' } } };
export const NoSwapPossible: Story = { args: { view: { ...giftView, canSwap: false } } };
export const NoImageNoLink: Story = { args: { view: { ...giftView, gift: { ...giftView.gift!, imageUrl: null, url: null, notes: null } } } };
export const JoinedPot: Story = {
  args: { view: { ...giftView, gift: null, joinedPotItemId: 'item-4', pots: [{ ...giftView.pots[0]!, joined: true, memberCount: 3 }] } },
};
export const Saving: Story = { args: { pending: 'bought' } };
export const WithError: Story = { args: { error: 'That gift was just taken. Here is your new one.' } };
export const Cancelled: Story = { args: { view: { ...giftView, event: { ...giftView.event, status: 'cancelled' } } } };
