import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConversationList } from '#platform/features/messages/components/conversation-list.tsx';
import { inboxConversations, storyNow } from './message-fixtures.ts';

const meta = {
  title: 'Platform/Messages/Conversation list',
  component: ConversationList,
  args: { conversations: inboxConversations, archived: false, emptyText: 'No messages yet.', now: storyNow },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }} className="rounded-card border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest activity first: an unread thread, a muted one, and one about a venue. */
export const Inbox: Story = {};
export const WithOpenConversation: Story = { args: { activeId: 'conv-1' } };
export const Empty: Story = { args: { conversations: [], emptyText: 'No messages yet. Conversations start from an event’s guest list or page.' } };
export const Archived: Story = { args: { conversations: inboxConversations.slice(1, 2).map((c) => ({ ...c, archived: true })), archived: true } };
