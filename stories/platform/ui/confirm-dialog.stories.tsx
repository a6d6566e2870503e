import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from '#platform/components/ui/alert.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';

const meta = {
  title: 'Platform/UI/Confirm dialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Remove this item?',
    description: 'Bike helmet leaves the wishlist. A guest assigned to it gets a new gift on the next run.',
    cancelLabel: 'Keep it',
    confirmLabel: 'Remove item',
    pendingLabel: 'Removing...',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Keep it" has focus on open, so Enter does the safe thing. */
export const Destructive: Story = {};
/** Both buttons are disabled and Escape does nothing until the action settles. */
export const Pending: Story = { args: { pending: true } };
/** For a change that loses nothing, such as a new guest link. */
export const Primary: Story = {
  args: {
    title: 'Reset the link for Ada Lovelace?',
    description: 'The old link stops working at once. Send the new link to the guest.',
    cancelLabel: 'Keep the link',
    confirmLabel: 'Reset link',
    pendingLabel: 'Resetting...',
    variant: 'primary',
  },
};
/** The last attempt failed: the error shows above the buttons. */
export const WithError: Story = {
  args: {
    title: 'Cancel Pro?',
    description: 'You will not be charged again and your account moves to the Free plan.',
    cancelLabel: 'Keep Pro',
    confirmLabel: 'Yes, cancel Pro',
    pendingLabel: 'Cancelling...',
    children: (
      <Alert tone="error" className="mb-4">
        Could not cancel Pro. Please check your connection and try again.
      </Alert>
    ),
  },
};
