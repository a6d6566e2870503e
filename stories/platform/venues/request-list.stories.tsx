import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestList } from '#platform/features/venues/components/host-bookings-screen.tsx';
import { NOW, ownerRequest, secondRequest } from './booking-fixtures.ts';

const meta = {
  title: 'Platform/Venues/Owner request list',
  component: RequestList,
  args: { requests: [ownerRequest, secondRequest], onAnswer: () => undefined, now: NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two requests, each with its window, party, message, total and answer deadline. */
export const WithRequests: Story = {};

/** Nothing to answer. */
export const Empty: Story = { args: { requests: [] } };

/** Accepting the first request. */
export const Accepting: Story = { args: { answering: { id: ownerRequest.id, answer: 'confirm' } } };

/** The answer came too late. */
export const AnswerRefused: Story = { args: { error: { id: ownerRequest.id, message: 'This request has expired: the guest has been refunded.' } } };
