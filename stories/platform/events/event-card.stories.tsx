import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventCard } from '#platform/components/event-card.tsx';
import { summary } from './event-fixtures.ts';

const meta = {
  title: 'Platform/Events/Event card',
  component: EventCard,
  args: { event: summary },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hosting: Story = {};
export const WithoutCover: Story = { args: { event: { ...summary, coverImageUrl: null } } };
export const Cohosting: Story = { args: { event: { ...summary, role: 'cohost' } } };
export const InvitedAndGoing: Story = { args: { event: { ...summary, role: 'guest', rsvpStatus: 'going', counts: null } } };
export const Waitlisted: Story = { args: { event: { ...summary, role: 'guest', rsvpStatus: 'waitlisted', counts: null } } };
export const Cancelled: Story = { args: { event: { ...summary, status: 'cancelled' } } };
export const Past: Story = { args: { event: summary, past: true } };

/** In a phone's single column: a long title and place are cut with an ellipsis instead of widening the page. */
export const PhoneWithLongTitle: Story = {
  args: { event: { ...summary, title: 'Maya’s seventh birthday garden party with the bouncy castle and the magician', location: '1200 Bluebonnet Lane, South Congress, Austin, Texas' } },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  globals: { viewport: { value: 'mobile1' } },
};
