import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { closedWeek } from '#core/domain/venues/listing.schema.ts';
import { BookingPanelView, type BookingPanelValues } from '#platform/features/venues/components/booking-panel.tsx';

const listing = {
  pricePerHourCents: 8500,
  priceOnRequest: false,
  cleaningFeeCents: 5000,
  minimumHours: 2,
  timeZone: 'America/Chicago',
  bookingMode: 'request' as const,
  cancellationPolicy: 'standard' as const,
  maxGuests: 40,
  weeklyHours: closedWeek(),
};

const chosen: BookingPanelValues = { date: '2026-12-12', start: '14:00', end: '17:00', guests: '20', message: '', eventId: '' };
const empty: BookingPanelValues = { date: '', start: '', end: '', guests: '', message: '', eventId: '' };
const quote = {
  available: true as const,
  startsAt: Date.UTC(2026, 11, 12, 20),
  endsAt: Date.UTC(2026, 11, 12, 23),
  durationMinutes: 180,
  lines: [
    { label: '$85.00 × 3 hours', amountCents: 25_500 },
    { label: 'Cleaning fee', amountCents: 5000 },
  ],
  totalCents: 30_500,
  bookingMode: 'request' as const,
};

const meta = {
  title: 'Platform/Venues/Booking panel',
  component: BookingPanelView,
  args: {
    listing,
    values: chosen,
    onChange: () => undefined,
    quote: { kind: 'ready', quote },
    viewer: 'member',
    events: [{ id: 'event-1', title: 'Maya turns 7' }],
    onBook: () => undefined,
  },
  // Edits in the fields stay in the story, as on the page.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return <BookingPanelView {...args} values={values} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Request to book: the server's price lines and the total next to the button; the member may pick one of their events. */
export const RequestToBook: Story = {};

/** Instant book: "Book now". */
export const InstantBook: Story = {
  args: { listing: { ...listing, bookingMode: 'instant', cancellationPolicy: 'flexible' }, quote: { kind: 'ready', quote: { ...quote, bookingMode: 'instant' } } },
};

/** The window cannot be booked: the server's message, no total, the button disabled. */
export const Unavailable: Story = {
  args: { quote: { kind: 'ready', quote: { available: false, reason: 'outside-opening-hours', message: 'The venue is not open then: choose a time within its opening hours' } } },
};

/** Someone else holds the slot. */
export const AlreadyBooked: Story = {
  args: { quote: { kind: 'ready', quote: { available: false, reason: 'overlaps-booking', message: 'That time is already booked: choose another time' } } },
};

/** Nothing chosen yet: a hint in the venue's time zone. */
export const NothingChosen: Story = {
  args: { values: empty, quote: { kind: 'incomplete', hint: 'Choose a date and times (the venue’s local time, America/Chicago) to see the price.' } },
};

/** While the server checks the window. */
export const Checking: Story = { args: { quote: { kind: 'loading' } } };

/** Signed out: no message or event fields; the button leads to sign in and back. */
export const SignedOut: Story = { args: { viewer: 'signed-out', events: [] } };

/** A free venue without a cleaning fee: nothing to pay. */
export const Free: Story = {
  args: {
    listing: { ...listing, pricePerHourCents: 0, cleaningFeeCents: 0, bookingMode: 'instant' },
    quote: { kind: 'ready', quote: { ...quote, lines: [{ label: '$0.00 × 3 hours', amountCents: 0 }], totalCents: 0, bookingMode: 'instant' } },
  },
};

/** The booking was refused when sent (the slot was taken meanwhile). */
export const BookingFailed: Story = { args: { error: 'Someone else has just booked this time. Choose another time.' } };

/** While the booking is being made. */
export const Sending: Story = { args: { submitting: true } };

/** The owner looking at their own venue: the price, no button. */
export const Owner: Story = { args: { viewer: 'owner', note: 'This is your venue: guests book it with this panel. Block dates on your listing to keep them free.' } };
