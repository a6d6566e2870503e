import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BirthdayDialog } from '#platform/features/accounts/components/birthday-dialog.tsx';

const meta = {
  title: 'Platform/Birthday dialog',
  component: BirthdayDialog,
  args: { open: true, onSkip: fn(), onSave: fn(), onMissingMonth: fn() },
} satisfies Meta<typeof BirthdayDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Add Birthday" stays disabled until a month is chosen; the switch starts on. */
export const Open: Story = {};
export const Saving: Story = { args: { saving: true } };
