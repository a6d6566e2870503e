import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoPaymentLabel } from '#platform/components/money/demo-payment-label.tsx';
import { DEMO_PAYMENT_LABEL_TEXT } from './demo-label.ts';

const meta = {
  title: 'Platform/Money/Demo payment label',
  component: DemoPaymentLabel,
  args: { label: DEMO_PAYMENT_LABEL_TEXT },
} satisfies Meta<typeof DemoPaymentLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const Large: Story = { args: { size: 'lg' } };
/** With Stripe the label is null and nothing renders (the line around it shows where it would be). */
export const RealProvider: Story = {
  args: { label: null },
  render: (args) => (
    <div>
      $20.00 <DemoPaymentLabel {...args} />
    </div>
  ),
};
