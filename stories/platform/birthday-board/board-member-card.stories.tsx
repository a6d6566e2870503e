import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoardMemberCard } from '#platform/features/birthday-board/components/board-member-card.tsx';
import { boardMember } from './board-fixtures.ts';

const meta = {
  title: 'Platform/Birthday board/Board card',
  component: BoardMemberCard,
  args: { member: boardMember, monthName: 'December', onStartGift: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoardMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another member: name, avatar letter, month and "Start a group gift". */
export const Member: Story = {};

/** The viewer's own card: marked "You", no group gift for themself. */
export const You: Story = { args: { member: { ...boardMember, isYou: true } } };

/** A long name still fits the card. */
export const LongName: Story = { args: { member: { ...boardMember, name: 'Maximiliana Alexandrina Featherstonehaugh-Smythe', initial: 'M' } } };
