import type { Meta, StoryObj } from '@storybook/react-vite';
import { venueTypes } from '#core/domain/venues/venue.schema.ts';
import { VenueCard } from '#platform/components/venue-card.tsx';
import { baseVenue } from './fixtures.ts';

const meta = {
  title: 'Platform/Venue card',
  component: VenueCard,
  args: { venue: baseVenue },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VenueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Backyard: Story = {};

/** Every known type with its label and icon (pool shows as "Pool Area"). */
export const EveryType: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', width: '90vw' }}>
      {venueTypes.map((venueType) => (
        <li key={venueType}>
          <VenueCard venue={{ ...baseVenue, id: venueType, venueType, title: `A ${venueType} for the party` }} />
        </li>
      ))}
    </ul>
  ),
  decorators: [(Story) => <Story />],
};

/** No price: the 15000-cent default shows as $150/hour. */
export const MissingPrice: Story = { args: { venue: { ...baseVenue, pricePerHour: null } } };

/** An unknown type keeps its raw value and uses the house icon. */
export const UnknownType: Story = { args: { venue: { ...baseVenue, venueType: 'rooftop' } } };

/** No image at all: the "Image unavailable" state. */
export const MissingImage: Story = { args: { venue: { ...baseVenue, imageUrls: [] } } };

/** An image URL that fails to load also ends in "Image unavailable". */
/** An image that fails to decode (no network request, so the story check sees no 404). */
export const BrokenImage: Story = { args: { venue: { ...baseVenue, imageUrls: ['data:image/png;base64,bm90IGFuIGltYWdl'] } } };

/** A venue without reviews yet. */
export const NoRating: Story = { args: { venue: { ...baseVenue, averageRating: null } } };

/** Straight under a page's h1 (the venue search), the title is an h2. */
export const UnderPageHeading: Story = { args: { venue: baseVenue, headingLevel: 2 } };
