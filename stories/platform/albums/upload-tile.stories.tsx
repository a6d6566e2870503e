import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploadTile } from '#platform/features/albums/components/upload-tile.tsx';
import { tiles } from './album-fixtures.ts';

const meta = {
  title: 'Platform/Albums/Upload tile',
  component: UploadTile,
  args: { tile: tiles.uploading, onPause: fn(), onResume: fn(), onRetry: fn(), onCancel: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <ul className="max-w-md space-y-3">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof UploadTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone video on its way: 40% with the amount sent; Pause and Cancel. */
export const Uploading: Story = {};
/** Paused by the guest: Resume goes on from the server's offset. */
export const Paused: Story = { args: { tile: tiles.paused } };
/** The connection dropped: it resumes by itself when the phone is back online. */
export const PausedOffline: Story = { args: { tile: tiles.offline } };
/** Every byte is sent; the server checks and stores it (HEIC to JPEG, location removed). */
export const Checking: Story = { args: { tile: tiles.checking } };
/** The server refused the file itself: its message, and only Remove (trying again cannot help). */
export const Failed: Story = { args: { tile: tiles.failed } };
/** No connection: Try again resumes where it stopped. */
export const FailedRetryable: Story = { args: { tile: tiles.dropped } };
export const Done: Story = { args: { tile: tiles.done } };
/** The album asks for approval: the tile says the hosts will look first. */
export const DoneWaitingForApproval: Story = { args: { tile: tiles.waiting, requireApproval: true } };

/** Several files at once, as a guest at the party sees them. */
export const AllStates: Story = {
  render: (args) => (
    <>
      {Object.values(tiles).map((tile) => (
        <UploadTile key={tile.id} {...args} tile={tile} requireApproval />
      ))}
    </>
  ),
};
