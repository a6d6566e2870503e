import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DemoCheckoutView } from '#core/domain/money/money-view.schema.ts';
import { DemoCheckoutCard } from '#platform/components/money/demo-checkout-card.tsx';
import { DEMO_PAYMENT_LABEL_TEXT } from '../money/demo-label.ts';

const view: DemoCheckoutView = {
  sessionId: 'cs_demo_1',
  status: 'open',
  mode: 'payment',
  lineItem: 'Contribution to Mia’s birthday fund',
  amountCents: 2000,
  interval: null,
  successUrl: '/contributions/contribution-1',
  cancelUrl: '/contributions/contribution-1?cancelled=1',
  label: DEMO_PAYMENT_LABEL_TEXT,
  testCards: { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995' },
};

const meta = {
  title: 'Platform/Contribute/Demo checkout',
  component: DemoCheckoutCard,
  args: { view, cardNumber: '', onCardNumberChange: fn(), pending: null, error: null, fieldError: null, onPay: fn(), onCancel: fn(), nextUrl: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoCheckoutCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Declined: Story = { args: { cardNumber: '4000 0000 0000 0002', error: 'Your card was declined.' } };
export const MissingNumber: Story = { args: { fieldError: 'Enter a card number' } };
export const Paying: Story = { args: { cardNumber: '4242 4242 4242 4242', pending: 'pay' } };
export const Subscription: Story = { args: { view: { ...view, mode: 'subscription', lineItem: 'Cakeday Pro', amountCents: 900, interval: 'month' } } };
export const Complete: Story = { args: { view: { ...view, status: 'complete' } } };
export const Expired: Story = { args: { view: { ...view, status: 'expired' } } };
/** The next address was on another site: a link instead of a redirect. */
export const OffSiteReturn: Story = { args: { nextUrl: 'https://elsewhere.example/return' } };
