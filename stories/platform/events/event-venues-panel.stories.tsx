import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventVenuesPanel } from '#platform/features/events/components/event-venues-panel.tsx';

const backyard = {
  bookingId: 'b1',
  venueId: 'demo-venue-1',
  title: 'Sunny Backyard with Bounce Lawn',
  city: 'Austin',
  state: 'TX',
  date: '2026-12-19',
  startMinute: 840,
  endMinute: 1020,
  timeZone: 'America/Chicago',
};

const meta = {
  title: 'Platform/Events/Event venues panel',
  component: EventVenuesPanel,
  args: { event: { venues: [{ ...backyard, status: 'confirmed', streetAddress: '1200 Bluebonnet Lane' }] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventVenuesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the street address shows. */
export const Booked: Story = {};
/** Waiting for the owner: city only. */
export const Requested: Story = { args: { event: { venues: [{ ...backyard, status: 'pending', streetAddress: null }] } } };
export const NoVenueYet: Story = { args: { event: { venues: [] } } };
