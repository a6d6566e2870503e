import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContributionsTable } from '#platform/features/event-money/components/contributions-table.tsx';
import { contributions, STORY_NOW } from './event-money-fixtures.ts';

const meta = {
  title: 'Platform/Event money/Contributions table',
  component: ContributionsTable,
  // A fixed clock, so the countdowns read the same on every render.
  args: { contributions: contributions(), onRefund: fn(), now: () => STORY_NOW },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContributionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Held with the countdown (fresh and nearly over), held past 24 h waiting for a target, released, refunded to an anonymous contributor, pending, failed. */
export const EveryState: Story = {};

export const HeldOnly: Story = { args: { contributions: contributions().filter((entry) => entry.status === 'succeeded') } };

export const Empty: Story = { args: { contributions: [] } };

/** On a phone each contribution is a card (the table shows from tablet width up). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
