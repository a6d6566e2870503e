import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WishlistItemCard } from '#platform/features/wishlist/components/wishlist-item-card.tsx';
import { boughtItem, item, potItem, reservedItem } from './wishlist-fixtures.ts';

const meta = {
  title: 'Platform/Wishlist/Item card',
  component: WishlistItemCard,
  args: { item, index: 1, count: 3, onMove: fn(), onEdit: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WishlistItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
/** Two wanted: one bought, one assigned and pinned — the host sees who. */
export const Reserved: Story = { args: { item: reservedItem } };
export const Bought: Story = { args: { item: boughtItem } };
/** The celebrant before the reveal: the server sends no claims, so only the status shows. */
export const BoughtSeenByCelebrant: Story = { args: { item: { ...boughtItem, claims: null }, onMove: undefined, onEdit: undefined, onRemove: undefined } };
export const NoImage: Story = { args: { item: { ...item, imageUrl: null, url: null, notes: null } } };
export const GroupPot: Story = { args: { item: potItem } };
export const FirstInList: Story = { args: { index: 0 } };
export const Busy: Story = { args: { busy: true } };
