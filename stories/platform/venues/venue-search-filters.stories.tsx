import type { Meta, StoryObj } from '@storybook/react-vite';
import { VenueSearchFilters } from '#platform/features/venues/components/venue-search-filters.tsx';

const meta = {
  title: 'Platform/Venues/Search filters',
  component: VenueSearchFilters,
  args: { initial: {}, onSearch: () => undefined, onClear: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VenueSearchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh /venues: every filter empty. */
export const Empty: Story = {};

/** A shared search link filled back in: city, type, guests, a price range, a date and a time window. */
export const Filled: Story = {
  args: { initial: { city: 'Austin', type: 'backyard', guests: '25', minPrice: '50', maxPrice: '150', date: '2026-12-12', start: '14:00', end: '17:00' } },
};

/** Only a date: venues open that day, whatever the time. */
export const DateOnly: Story = { args: { initial: { date: '2026-12-12' } } };

/** On a phone the filters stack in one column. */
export const Narrow: Story = {
  args: { initial: { city: 'Portland', guests: '40' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
