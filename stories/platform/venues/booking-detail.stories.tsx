import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingDetailView } from '#platform/features/venues/components/booking-detail-screen.tsx';
import { guestBookings, NOW, ownerCompleted, ownerRequest } from './booking-fixtures.ts';

const meta = {
  title: 'Platform/Venues/Booking page',
  component: BookingDetailView,
  args: { booking: guestBookings.confirmed, now: NOW },
} satisfies Meta<typeof BookingDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the checkout, not paid yet: Pay now with the deadline. */
export const WaitingForPayment: Story = { args: { booking: guestBookings.awaiting_payment } };

/** Paid, the request with the owner: the thank-you notice. */
export const RequestedAfterPaying: Story = { args: { booking: guestBookings.pending, paid: true } };

/** Confirmed: the address, the owner's answer, Cancel booking. */
export const Confirmed: Story = {};

/** Cancelled under the standard policy inside the week: half refunded. */
export const Cancelled: Story = { args: { booking: guestBookings.cancelled } };

/** Declined: refunded in full. */
export const Declined: Story = { args: { booking: guestBookings.declined } };

/** Over: Write a review. */
export const CompletedToReview: Story = { args: { booking: guestBookings.completed } };

/** The owner answers a request here too. */
export const OwnerRequest: Story = { args: { booking: ownerRequest } };

/** The owner's past booking: paid out, the guest's review with the reply form. */
export const OwnerPaidOutWithReview: Story = { args: { booking: ownerCompleted } };
