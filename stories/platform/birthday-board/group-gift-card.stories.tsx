import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '#platform/components/ui/button.tsx';
import { GroupGiftCard } from '#platform/features/birthday-board/components/group-gift-card.tsx';
import { groupGift } from './board-fixtures.ts';

const meta = {
  title: 'Platform/Birthday board/Group gift card',
  component: GroupGiftCard,
  args: { gift: groupGift },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupGiftCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As another member sees it before the reveal: the total, who gave, the messages. */
export const BeforeTheReveal: Story = {};

/** The organiser's view, with the actions the screen adds below the card. */
export const Organiser: Story = {
  args: {
    gift: { ...groupGift, youOrganise: true },
    actions: (
      <Button variant="outline" size="sm">
        Reveal to Sofia Reyes now
      </Button>
    ),
  },
};

/** Just started: nobody has chipped in, no messages, no link. */
export const JustStarted: Story = { args: { gift: { ...groupGift, raisedCents: 0, giverCount: 0, givers: [], messages: [], link: null, wish: null } } };

/** Past its target: the bar stays full. */
export const TargetReached: Story = { args: { gift: { ...groupGift, raisedCents: 21_000 } } };

/** The celebrant, once revealed: a card from the others; anonymous givers stay anonymous. */
export const RevealedToTheCelebrant: Story = { args: { gift: { ...groupGift, revealed: true, youAreCelebrant: true, open: false } } };
