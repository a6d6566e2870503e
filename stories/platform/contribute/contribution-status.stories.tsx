import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContributionStatus } from '#platform/features/contribute/components/contribution-status.tsx';
import { fixedNow, heldContribution } from '../money/money-fixtures.ts';

const meta = {
  title: 'Platform/Contribute/Contribution status',
  component: ContributionStatus,
  args: { view: heldContribution, checkoutCancelled: false, startedFrom: '/a', cancelPending: false, cancelError: null, onCancel: fn(), now: fixedNow },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContributionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

const pending = { ...heldContribution, status: 'pending' as const, succeededAt: null, heldUntil: null, statusLabel: 'Waiting for payment', checkoutUrl: '/demo-checkout/cs_demo_1' };

export const Held: Story = {};
export const HeldAnonymous: Story = { args: { view: { ...heldContribution, anonymous: true, name: null, message: null } } };
export const CancelFailed: Story = { args: { cancelError: 'The 24 hours are over, so this contribution can no longer be cancelled.' } };
export const WaitingForPayment: Story = { args: { view: pending } };
export const CheckoutCancelled: Story = { args: { view: pending, checkoutCancelled: true } };
export const ProtectionEnded: Story = { args: { view: { ...heldContribution, cancellable: false, heldUntil: '2026-11-21T11:00:00.000Z', statusLabel: 'Release due' } } };
export const RefundInProgress: Story = { args: { view: { ...heldContribution, cancellable: false, refundRequested: true, statusLabel: 'Refund in progress' } } };
export const Released: Story = { args: { view: { ...heldContribution, status: 'released', cancellable: false, statusLabel: 'Released to the host' } } };
export const Refunded: Story = { args: { view: { ...heldContribution, status: 'refunded', cancellable: false, statusLabel: 'Refunded', refundReason: 'cancelled' } } };
export const RefundedTargetMissed: Story = { args: { view: { ...heldContribution, status: 'refunded', cancellable: false, statusLabel: 'Refunded', refundReason: 'target_missed' } } };
export const Failed: Story = { args: { view: { ...pending, status: 'failed', statusLabel: 'Payment failed', checkoutUrl: null } } };
