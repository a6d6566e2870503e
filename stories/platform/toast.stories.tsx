import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '#platform/components/ui/button.tsx';
import { Toast, Toaster } from '#platform/components/ui/toast.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';

const meta = {
  title: 'Platform/Toast',
  component: Toast,
  args: {
    item: { id: 1, title: 'Birthday Added!', description: 'Your birthday has been added to the community.', variant: 'default', open: true },
    onDismiss: fn(),
    // Long enough to look at in the story; the app uses the spec's 5000 ms.
    duration: 3_600_000,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = {
  args: {
    item: {
      id: 2,
      title: 'Error',
      description: 'Failed to add birthday. You can add it later from your account settings.',
      variant: 'destructive',
      open: true,
    },
  },
};

/** The real notification area: one toast at a time, 5 s, swipe right to close, F8 to focus. */
export const Toaster5Seconds: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button onClick={() => toast({ title: 'Birthday Added!', description: 'Your birthday has been added to the community.' })}>Show toast</Button>
      <Button variant="destructive" onClick={() => toast({ title: 'Error', description: 'Failed to add birthday. You can add it later from your account settings.', variant: 'destructive' })}>
        Show error toast
      </Button>
      <Toaster />
    </div>
  ),
};
