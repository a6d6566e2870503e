import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PostCard } from '#platform/features/forum/components/post-card.tsx';
import { storyNow, storyPost } from './forum-fixtures.ts';

const meta = {
  title: 'Platform/Forum/Post card',
  component: PostCard,
  args: { post: storyPost, now: storyNow, onVote: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The reader's upvote shows pressed; pressing it again takes it back. */
export const Upvoted: Story = { args: { post: { ...storyPost, myVote: 1, score: 13 } } };
export const Downvoted: Story = { args: { post: { ...storyPost, myVote: -1, score: 11 } } };
/** Moderators pinned it and locked the thread. */
export const PinnedAndLocked: Story = { args: { post: { ...storyPost, pinned: true, locked: true, title: 'Welcome to the Cakeday community! Read this first' } } };
export const WithLink: Story = { args: { post: { ...storyPost, linkUrl: 'https://example.com/pirate-party-checklist', title: 'A printable pirate party checklist' } } };
export const Edited: Story = { args: { post: { ...storyPost, editedAt: new Date(storyNow - 170 * 60_000).toISOString() } } };
/** A visitor sees the score without buttons. */
export const SignedOut: Story = { args: { onVote: undefined } };
export const LongTitle: Story = {
  args: { post: { ...storyPost, title: 'What is the best way to run a scavenger hunt for 25 kids aged between five and eleven in a small garden when it might rain all afternoon?' } },
};
