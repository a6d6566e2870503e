import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AssignmentTable } from '#platform/features/wishlist/components/assignment-table.tsx';
import { assignmentTable } from './wishlist-fixtures.ts';

const meta = {
  title: 'Platform/Wishlist/Assignment table',
  component: AssignmentTable,
  args: { table: assignmentTable, onSetBand: fn(), onPin: fn(), onUnpin: fn() },
} satisfies Meta<typeof AssignmentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In band, nearest band, pinned, bought, in a pot and unassigned rows. */
export const AllStates: Story = {};
export const SavingOneRow: Story = { args: { busyGuestId: 'g1' } };
export const NotRunYet: Story = {
  args: {
    table: {
      ...assignmentTable,
      ranAt: null,
      rows: assignmentTable.rows.map((row) => ({ ...row, status: 'unassigned' as const, item: null, pot: null, pinned: false, explanation: null, explanationText: null })),
    },
  },
};
export const NothingFree: Story = { args: { table: { ...assignmentTable, freeUnits: [] } } };
export const NoGuests: Story = { args: { table: { ...assignmentTable, rows: [] } } };
export const ReadOnly: Story = { args: { onSetBand: undefined, onPin: undefined, onUnpin: undefined } };
