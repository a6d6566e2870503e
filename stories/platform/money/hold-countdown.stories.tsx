import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoldCountdown } from '#platform/components/money/hold-countdown.tsx';
import { fixedNow, storyNow } from './money-fixtures.ts';

const at = (msFromNow: number) => new Date(storyNow + msFromNow).toISOString();

const meta = {
  title: 'Platform/Money/Hold countdown',
  component: HoldCountdown,
  args: { heldUntil: at(24 * 60 * 60 * 1000 - 60_000), now: fixedNow },
} satisfies Meta<typeof HoldCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just paid: "Held — 23 h 59 min left". */
export const Fresh: Story = {};
export const NearlyOver: Story = { args: { heldUntil: at(4 * 60_000) } };
export const LastMinute: Story = { args: { heldUntil: at(30_000) } };
export const Ended: Story = { args: { heldUntil: at(-60_000) } };
