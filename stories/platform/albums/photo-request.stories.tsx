import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhotoRequestForm } from '#platform/features/albums/components/photo-request-panel.tsx';

const meta = {
  title: 'Platform/Albums/Ask guests for photos',
  component: PhotoRequestForm,
  args: { onSend: fn(), pending: false, error: null, report: null },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email is chosen; the note is optional. */
export const Ready: Story = {};
export const Sending: Story = { args: { pending: true } };
/** Twelve messages out; a few guests could not be reached on a channel. */
export const Sent: Story = {
  args: {
    report: {
      queued: 12,
      skipped: [
        { guestId: 'g1', name: 'Tom', reason: 'No phone number' },
        { guestId: 'g2', name: 'Priya', reason: 'No phone number' },
        { guestId: 'g3', name: 'Linus', reason: 'Replied STOP to our texts, so they are not texted' },
      ],
    },
  },
};
/** Before anyone answered "going". */
export const NobodyGoing: Story = { args: { report: { queued: 0, skipped: [] } } };
/** The server refused: the album is closed to uploads. */
export const Refused: Story = { args: { error: 'Uploads to this album are closed, so guests could not add photos. Open uploads in the album settings first. Nothing was sent.' } };
