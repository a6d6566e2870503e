import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStatuses } from '#core/domain/venues/booking.schema.ts';
import { BookingCard } from '#platform/features/venues/components/booking-card.tsx';
import { guestBookings, NOW, ownerCompleted, ownerRequest } from './booking-fixtures.ts';

const meta = {
  title: 'Platform/Venues/Booking card',
  component: BookingCard,
  args: { booking: guestBookings.confirmed, now: NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The guest's card in every status, with the status in words and what happens next. */
export const EveryStatus: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12 }}>
      {bookingStatuses.map((status) => (
        <li key={status}>
          <BookingCard booking={{ ...guestBookings[status], id: status }} now={NOW} />
        </li>
      ))}
    </ul>
  ),
};

export const WaitingForPayment: Story = { args: { booking: guestBookings.awaiting_payment } };
export const Requested: Story = { args: { booking: guestBookings.pending } };
export const Confirmed: Story = {};
export const Declined: Story = { args: { booking: guestBookings.declined } };
export const Expired: Story = { args: { booking: guestBookings.expired } };
export const CancelledWithPartRefund: Story = { args: { booking: guestBookings.cancelled } };
export const Completed: Story = { args: { booking: guestBookings.completed } };
export const NotPaidInTime: Story = { args: { booking: guestBookings.abandoned } };

/** The owner's side: a request to answer with its deadline. */
export const OwnerRequest: Story = { args: { booking: ownerRequest } };

/** The owner's side: a past booking paid out. */
export const OwnerPaidOut: Story = { args: { booking: ownerCompleted } };

/** No photo of the venue. */
export const NoPhoto: Story = { args: { booking: { ...guestBookings.confirmed, venue: { ...guestBookings.confirmed.venue, imageUrl: null } } } };
