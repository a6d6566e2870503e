import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoneyTotals } from '#platform/features/event-money/components/money-totals.tsx';
import { PayoutBanner } from '#platform/features/event-money/components/payout-banner.tsx';
import { moneyView } from './event-money-fixtures.ts';

const meta = {
  title: 'Platform/Event money/Totals and payouts',
  component: PayoutBanner,
  args: { payout: { connected: false, payoutsEnabled: false }, isHost: true, pending: false, error: null, onConnect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayoutBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {};
export const Opening: Story = { args: { pending: true } };
export const SetupUnfinished: Story = { args: { payout: { connected: true, payoutsEnabled: false } } };
export const Ready: Story = { args: { payout: { connected: true, payoutsEnabled: true } } };
/** A co-host cannot connect the host's account: told so, no button. */
export const CohostWaitingForHost: Story = { args: { isHost: false } };
export const CouldNotOpen: Story = { args: { error: 'Payments are unavailable right now. Try again in a minute.' } };

export const Totals: Story = { render: () => <MoneyTotals totals={moneyView().totals} awaitingPayoutCents={0} /> };

/** Money past its 24 hours that waits for the host's payout account. */
export const TotalsWaitingForPayoutAccount: Story = {
  render: () => <MoneyTotals totals={moneyView().totals} awaitingPayoutCents={4_500} />,
};
