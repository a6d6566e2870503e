import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyContributions } from '#platform/components/money/my-contributions.tsx';
import { PotChipIn } from '#platform/components/money/pot-chip-in.tsx';
import { fixedNow, fundPot, heldContribution } from '../money/money-fixtures.ts';

const meta = {
  title: 'Platform/Contribute/Pot chip-in',
  component: PotChipIn,
  args: { pot: fundPot, guestToken: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PotChipIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NoTarget: Story = { args: { pot: { ...fundPot, targetCents: null, refundIfTargetMissed: false, deadline: null, description: null } } };
export const Closed: Story = { args: { pot: { ...fundPot, status: 'closed' } } };
export const YourContributions: Story = {
  render: () => (
    <MyContributions
      guestToken={null}
      now={fixedNow}
      contributions={[
        heldContribution,
        { ...heldContribution, id: 'contribution-2', amountCents: 1500, status: 'released', cancellable: false, statusLabel: 'Released to the host' },
        { ...heldContribution, id: 'contribution-3', amountCents: 2500, status: 'refunded', cancellable: false, statusLabel: 'Refunded' },
        { ...heldContribution, id: 'contribution-4', status: 'pending', heldUntil: null, succeededAt: null, statusLabel: 'Waiting for payment', checkoutUrl: '/demo-checkout/x' },
      ]}
    />
  ),
};
