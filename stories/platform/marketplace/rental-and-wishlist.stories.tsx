import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RentalPicker } from '#platform/features/marketplace/components/product/rental-picker.tsx';
import { WishlistDialog } from '#platform/features/marketplace/components/product/wishlist-dialog.tsx';
import { balloonArch, NOW } from './marketplace-fixtures.ts';
import { Seed } from './seed-queries.tsx';

const meta = {
  title: 'Platform/Marketplace/Rental dates and wishlist',
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two weeks from Dec 1: two castles a day, one booked on the 5th, none free on the 12th and 13th. */
const fortnight = Array.from({ length: 14 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 11, 1 + index)).toISOString().slice(0, 10);
  return { date, free: date === '2026-12-05' ? 1 : date === '2026-12-12' || date === '2026-12-13' ? 0 : 2 };
});

function RentalStory({ initialStart }: { initialStart: string }) {
  const [start, setStart] = useState(initialStart);
  const [days, setDays] = useState(2);
  return (
    <div style={{ maxWidth: 420 }}>
      <RentalPicker start={start} days={days} today="2026-12-01" availability={fortnight} loading={false} error={null} onStartChange={setStart} onDaysChange={setDays} />
    </div>
  );
}

/** No day chosen yet: each day says how many are free; a day with none is disabled. Pressing a day makes it the first. */
export const RentalBeforeChoosing: Story = { render: () => <RentalStory initialStart="" /> };

/** Dec 5 for 2 days chosen: those days are pressed; one castle is free on both. */
export const RentalChosen: Story = { render: () => <RentalStory initialStart="2026-12-05" /> };

/** The member's upcoming parties to add the product's wish to. */
export const WishlistDialogOpen: Story = {
  render: () => (
    <Seed
      signedIn
      data={[
        [
          ['/api/events'],
          {
            hosting: [
              {
                id: 'e1',
                slug: 'leo-6',
                title: 'Leo turns 6',
                startsAt: '2026-12-05T20:00:00.000Z',
                endsAt: '2026-12-05T23:00:00.000Z',
                timeZone: 'America/Chicago',
                location: null,
                coverImageUrl: null,
                status: 'active',
                role: 'host',
                rsvpStatus: null,
                counts: null,
              },
              {
                id: 'e2',
                slug: 'nana-80',
                title: 'Nana’s 80th',
                startsAt: '2027-01-16T18:00:00.000Z',
                endsAt: '2027-01-16T22:00:00.000Z',
                timeZone: 'America/New_York',
                location: null,
                coverImageUrl: null,
                status: 'active',
                role: 'cohost',
                rsvpStatus: null,
                counts: null,
              },
            ],
            attending: [],
          },
        ],
      ]}
    >
      <WishlistDialog open onClose={fn()} productId={balloonArch.id} productTitle={balloonArch.title} variantId="v-pink-std" now={NOW} />
    </Seed>
  ),
};
