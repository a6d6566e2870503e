import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CommentThread } from '#platform/features/forum/components/comment-thread.tsx';
import { deepChain, node, storyComment, storyNow } from './forum-fixtures.ts';

const memberActions = {
  vote: fn(),
  reply: fn(async () => undefined),
  edit: fn(async () => undefined),
  delete: fn(),
  report: fn(),
};

const meta = {
  title: 'Platform/Forum/Comment thread',
  component: CommentThread,
  args: { postId: 1, label: 'Comments', now: storyNow, actions: memberActions, nodes: [] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Replies nested eight levels; below the last one, "Continue this thread" links to the sub-thread. */
export const Deep: Story = { args: { nodes: [deepChain(8, 3)] } };

/** A moderator removed the middle comment: its tombstone keeps the reason, its replies stay. */
export const Removed: Story = {
  args: {
    nodes: [
      node(storyComment('Great question! We did a fossil dig in the sandbox.'), [
        node(storyComment('', { removed: { reason: 'Advertising: sellers have shops for that.' }, depth: 1, score: -4, ups: 0, downs: 4 }), [
          node(storyComment('Glad that one is gone.', { depth: 2, author: { id: 'l', name: 'Lena Okafor' } })),
        ]),
      ]),
    ],
  },
};

/** The author fixed a typo ("edited"), and another author deleted theirs ("[deleted]"). */
export const EditedAndDeleted: Story = {
  args: {
    nodes: [
      node(
        storyComment('A *plank* to walk over the paddling pool!', {
          editedAt: new Date(storyNow - 100 * 60_000).toISOString(),
          canEdit: true,
          canDelete: true,
          myVote: 1,
          score: 5,
          author: { id: 'me', name: 'You' },
        }),
        [node(storyComment('', { deleted: true, author: null, depth: 1, score: 0 }))],
      ),
    ],
  },
};

/** What a moderator sees: Remove and Ban beside each comment. */
export const AsModerator: Story = {
  args: {
    actions: { ...memberActions, remove: fn(), ban: fn() },
    nodes: [node(storyComment('Buy cheap party supplies at my site!!!', { score: -3, ups: 1, downs: 4 }))],
  },
};

/** A visitor or a locked thread: no buttons, only the words and scores. */
export const ReadOnly: Story = { args: { actions: {}, nodes: [deepChain(2, 0)] } };
