import type { Meta, StoryObj } from '@storybook/react-vite';
import { OwnerBookingCalendar } from '#platform/features/venues/components/owner-booking-calendar.tsx';
import { NOW, ownerRequest, secondRequest } from './booking-fixtures.ts';

const confirmed = {
  ...ownerRequest,
  id: 'booking-confirmed',
  status: 'confirmed' as const,
  canAnswer: false,
  date: '2026-12-19',
  startMinute: 600,
  endMinute: 780,
  startsAt: Date.UTC(2026, 11, 19, 16),
  endsAt: Date.UTC(2026, 11, 19, 19),
};
const cancelled = { ...ownerRequest, id: 'booking-cancelled', status: 'cancelled' as const, date: '2026-12-05' };

const meta = {
  title: 'Platform/Venues/Owner booking calendar',
  component: OwnerBookingCalendar,
  args: { bookings: [ownerRequest, secondRequest, confirmed, cancelled], now: NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OwnerBookingCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** December 2026: two requests to answer and a confirmed booking; the cancelled one stays off the calendar. */
export const WithBookings: Story = {};

/** No bookings yet: the current month, empty. */
export const Empty: Story = { args: { bookings: [] } };
