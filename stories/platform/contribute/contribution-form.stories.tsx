import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContributionForm } from '#platform/components/money/contribution-form.tsx';
import { fundPot } from '../money/money-fixtures.ts';

const meta = {
  title: 'Platform/Contribute/Contribution form',
  component: ContributionForm,
  args: { pot: fundPot, pending: false, serverError: null, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContributionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { initial: { amount: '20', name: 'Sam', message: 'Happy birthday, Mia!' } } };
export const Anonymous: Story = { args: { initial: { amount: '15.50', anonymous: true } } };
export const WithErrors: Story = {
  args: {
    initial: { amount: '2', name: '' },
    serverError: 'Check the highlighted fields.',
    serverFieldErrors: { amountCents: 'Enter an amount of at least $5.00', name: 'Enter your name or choose to give anonymously' },
  },
};
export const Starting: Story = { args: { pending: true, initial: { amount: '20', name: 'Sam' } } };
/** With Stripe there is no demo label. */
export const RealProvider: Story = { args: { pot: { ...fundPot, providerLabel: null, targetCents: null, refundIfTargetMissed: false, deadline: null } } };
