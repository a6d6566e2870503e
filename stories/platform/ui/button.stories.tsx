import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, type ButtonVariant } from '#platform/components/ui/button.tsx';

const meta = {
  title: 'Platform/UI/Button',
  component: Button,
  args: { children: 'Save changes' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'destructive-outline'];

export const Primary: Story = {};
/** Every variant side by side; destructive-outline is the quiet one a danger zone uses, its confirmation behind it. */
export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {variants.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
export const Disabled: Story = { args: { disabled: true } };
