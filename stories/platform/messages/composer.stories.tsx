import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiRequestError } from '#platform/lib/api-client.ts';
import { Composer } from '#platform/features/messages/components/composer.tsx';

const meta = {
  title: 'Platform/Messages/Composer',
  component: Composer,
  args: { recipientName: 'Gail Guest', onSend: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }} className="rounded-card border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Draft: Story = { args: { initialText: 'Hi Gail!\nCan you bring the balloons?' } };
/** Near the 4,000-character limit the counter shows. */
export const NearTheLimit: Story = { args: { initialText: 'x'.repeat(3_850) } };
/** Over the limit: the counter turns red and Send is off. */
export const OverTheLimit: Story = { args: { initialText: 'x'.repeat(4_020) } };
/** Send to see the server's reason (a rate limit here); the draft stays. */
export const ServerRefuses: Story = {
  args: {
    initialText: 'One more message',
    onSend: fn(async () => {
      throw new ApiRequestError(429, 'Too Many Requests', JSON.stringify({ error: 'You are sending messages too quickly. Try again in a minute.' }));
    }),
  },
};
