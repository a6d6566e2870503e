import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConversationView } from '#platform/features/messages/components/conversation-view.tsx';
import { blockedByOther, blockedThread, emptyThread, longThread, storyNow } from './message-fixtures.ts';

const meta = {
  title: 'Platform/Messages/Conversation',
  component: ConversationView,
  parameters: { layout: 'fullscreen' },
  args: {
    page: longThread,
    now: storyNow,
    onSend: fn(async () => undefined),
    onEdit: fn(async () => undefined),
    onDelete: fn(),
    onReport: fn(),
    onToggleMuted: fn(),
    onToggleArchived: fn(),
    onToggleBlocked: fn(),
    onLoadEarlier: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 640, maxWidth: 760 }} className="flex border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two days of messages, an edited one, a deleted one, "Seen" under the last one read, and older messages to load. */
export const LongThread: Story = {};
/** The member who blocked sees why and can unblock; there is no composer. */
export const BlockedByMe: Story = { args: { page: blockedThread } };
/** The blocked member is only told they can't reply. */
export const BlockedByTheOther: Story = { args: { page: blockedByOther } };
export const Muted: Story = { args: { page: { ...longThread, conversation: { ...longThread.conversation, muted: true } } } };
export const Empty: Story = { args: { page: emptyThread } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
