import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { AlbumItemsFilter } from '#platform/features/albums/api/album-keys.ts';
import { ApprovalQueue } from '#platform/features/albums/components/approval-queue.tsx';
import { albumItem, albumView, galleryItems, pendingItems } from './album-fixtures.ts';

const meta = {
  title: 'Platform/Albums/Approval queue',
  component: ApprovalQueue,
  args: {
    items: pendingItems,
    filter: 'pending',
    counts: albumView.counts,
    timeZone: 'America/New_York',
    onFilterChange: fn(),
    onAction: fn(),
    busyItemId: null,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApprovalQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four uploads wait; one was reported twice. */
export const WaitingForApproval: Story = {};
/** Approving the second: its buttons wait for the answer. */
export const Busy: Story = { args: { busyItemId: pendingItems[1]!.id } };
export const NothingWaiting: Story = { args: { items: [], counts: { ...albumView.counts, pending: 0 } } };
/** Everything, a page at a time. */
export const AllWithMore: Story = {
  args: { filter: 'all', items: [...galleryItems, albumItem(3, { id: 'hidden-1', status: 'hidden', reportCount: 3 })], hasMore: true, onLoadMore: fn() },
};

/** The filter buttons switch the list, as on the Album screen. */
function Switching() {
  const [filter, setFilter] = useState<AlbumItemsFilter>('pending');
  const items = filter === 'pending' ? pendingItems : filter === 'all' ? galleryItems : galleryItems.filter((item) => item.status === filter);
  return <ApprovalQueue items={items} filter={filter} counts={albumView.counts} timeZone="America/New_York" onFilterChange={setFilter} onAction={() => undefined} busyItemId={null} />;
}
export const Interactive: Story = { render: () => <Switching /> };
