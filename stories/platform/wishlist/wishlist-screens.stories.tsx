import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WishlistView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { giftPotsKey } from '#platform/features/gift/api/get-gift-pots.ts';
import { giftKeys } from '#platform/features/gift/api/gift-token.ts';
import { GiftScreen } from '#platform/features/gift/components/gift-screen.tsx';
import { wishlistKeys } from '#platform/features/wishlist/api/wishlist-keys.ts';
import { WishlistScreen } from '#platform/features/wishlist/components/wishlist-screen.tsx';
import { fundPot, heldContribution } from '../money/money-fixtures.ts';
import { assignmentTable, boughtItem, closedBands, giftView, item, potItem, reservedItem } from './wishlist-fixtures.ts';

/** Seeds the story's own query cache, so screens render without a server. */
function Seed({ entries, children }: { entries: Array<[readonly unknown[], unknown]>; children: ReactNode }) {
  const queryClient = useQueryClient();
  for (const [key, data] of entries) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  return <>{children}</>;
}

const hostView: WishlistView = {
  eventId: 'event-1',
  eventTitle: 'Maya’s 7th birthday',
  currency: 'USD',
  viewerRole: 'host',
  revealAt: '2027-03-06T22:00:00.000Z',
  revealAtChosen: false,
  revealed: true,
  bands: closedBands,
  bandsAreDefault: false,
  celebrant: { name: 'Maya Park', email: 'maya@example.com' },
  items: [item, reservedItem, boughtItem, potItem],
};

const celebrantView: WishlistView = {
  ...hostView,
  viewerRole: 'celebrant',
  revealed: false,
  celebrant: null,
  items: hostView.items.map((entry) => ({ ...entry, claims: null, potMembers: null })),
};

const meta = {
  title: 'Platform/Wishlist/Screens',
  parameters: { layout: 'fullscreen', router: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function WishlistAt({ view }: { view: WishlistView }) {
  return (
    <Seed
      entries={[
        [wishlistKeys.items('event-1'), view],
        [wishlistKeys.assignment('event-1'), assignmentTable],
      ]}
    >
      <MemoryRouter initialEntries={['/dashboard/events/event-1/wishlist']}>
        <Routes>
          <Route path="/dashboard/events/:id/wishlist" element={<WishlistScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  );
}

export const HostWishlist: Story = { render: () => <WishlistAt view={hostView} /> };

/** The celebrant before the reveal: statuses only, no bands, assignment or settings. */
export const CelebrantWishlist: Story = { render: () => <WishlistAt view={celebrantView} /> };

/** The gift page as a guest sees it (the token comes from the path; Storybook keeps it in memory). */
export const GuestGiftPage: Story = {
  render: () => (
    <Seed
      entries={[
        [giftKeys.gift('story-token'), giftView],
        [giftPotsKey('story-token'), { pots: [fundPot], contributions: [heldContribution] }],
      ]}
    >
      <MemoryRouter initialEntries={['/a/story-token']}>
        <Routes>
          <Route path="/a/:token" element={<GiftScreen />} />
        </Routes>
      </MemoryRouter>
    </Seed>
  ),
};
