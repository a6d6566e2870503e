import type { Meta, StoryObj } from '@storybook/react-vite';
import { closedWeek } from '#core/domain/venues/listing.schema.ts';
import type { OwnerListing } from '#platform/features/venues/api/venue-keys.ts';
import { formValuesFrom } from '#platform/features/venues/components/listing-form-values.ts';
import { ListingForm } from '#platform/features/venues/components/listing-form.tsx';

/** A stand-in for an uploaded photo's medium size, drawn inline so the story needs no server. */
const photo = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="hsl(${hue} 70% 60%)"/><circle cx="600" cy="450" r="200" fill="#fff" opacity=".6"/></svg>`,
  )}`;

const draft: OwnerListing = {
  id: 'listing-1',
  status: 'draft',
  title: '',
  venueType: null,
  description: '',
  city: '',
  state: '',
  streetAddress: '',
  maxGuests: null,
  pricePerHourCents: null,
  priceOnRequest: false,
  minimumHours: 1,
  cleaningFeeCents: 0,
  amenities: [],
  houseRules: '',
  photoIds: [],
  photos: [],
  bookingMode: 'request',
  cancellationPolicy: 'standard',
  weeklyHours: closedWeek(),
  blockedDates: [],
  bufferMinutes: 0,
  timeZone: 'America/Chicago',
  averageRating: null,
  missing: [
    'Add a title',
    'Choose the type of venue',
    'Add the city',
    'Say how many guests fit',
    'Set a price per hour, or choose "price on request"',
    'Add at least one photo',
    'Set opening hours for at least one day',
  ],
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
};

const hours = [{ open: 540, close: 1260 }];
const published: OwnerListing = {
  ...draft,
  status: 'published',
  title: 'Sunny Backyard with Bounce Lawn',
  venueType: 'backyard',
  description: 'A fenced, flat lawn with shade sails and picnic tables for 30.',
  city: 'Austin',
  state: 'TX',
  streetAddress: '1200 Bluebonnet Lane',
  maxGuests: 40,
  pricePerHourCents: 9500,
  minimumHours: 2,
  cleaningFeeCents: 5000,
  amenities: ['restrooms', 'outdoor-space', 'tables-and-chairs'],
  houseRules: 'Music off by 9 PM.',
  photoIds: ['p1', 'p2'],
  photos: [
    { id: 'p1', url: photo(40) },
    { id: 'p2', url: photo(200) },
  ],
  cancellationPolicy: 'flexible',
  weeklyHours: { ...closedWeek(), friday: hours, saturday: hours, sunday: hours },
  blockedDates: ['2026-12-24', '2026-12-25'],
  bufferMinutes: 60,
  missing: [],
};

const meta = {
  title: 'Platform/Venues/Listing form',
  component: ListingForm,
  args: {
    initial: formValuesFrom(draft),
    status: 'draft',
    missing: draft.missing,
    onSave: () => undefined,
    onPublish: () => undefined,
    onPause: () => undefined,
    onUpload: async () => ({ id: `upload-${Math.random().toString(36).slice(2)}`, url: photo(Math.floor(Math.random() * 360)) }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new draft, with what publishing still needs listed under the form. */
export const NewDraft: Story = {};

/** A published listing: every field filled, two photos (the first is the cover), Pause instead of Publish. */
export const Published: Story = { args: { initial: formValuesFrom(published), status: 'published', missing: [] } };

/** The API refused the save: its message on top and each field's message under the field. */
export const ServerErrors: Story = {
  args: {
    initial: formValuesFrom({ ...published, status: 'draft' }),
    status: 'draft',
    missing: [],
    serverMessage: 'Price per hour must be in whole cents from $0.00 to $2,000.00',
    serverErrors: {
      price: 'Price per hour must be in whole cents from $0.00 to $2,000.00',
      'hours.saturday': 'The closing time must be after the opening time',
      photos: 'A photo was not found among your uploads: upload it again',
    },
  },
};

/** Price on request: the hourly price is switched off (guests message the owner for a quote). */
export const PriceOnRequest: Story = { args: { initial: formValuesFrom({ ...published, pricePerHourCents: null, priceOnRequest: true }), status: 'paused', missing: [] } };
