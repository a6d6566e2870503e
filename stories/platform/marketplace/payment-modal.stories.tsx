import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DemoCheckoutView } from '#core/domain/money/money-view.schema.ts';
import { DemoCheckoutCard } from '#platform/components/money/demo-checkout-card.tsx';
import { Dialog } from '#platform/components/ui/dialog.tsx';
import { summaryFromCart, summaryFromCheckout } from '#platform/features/marketplace/components/cart/checkout-summary.tsx';
import { PaymentModalView } from '#platform/features/marketplace/components/cart/payment-modal.tsx';
import { DEMO_PAYMENT_LABEL_TEXT } from '../money/demo-label.ts';
import { cart, checkout } from './marketplace-fixtures.ts';

const demoSession: DemoCheckoutView = {
  sessionId: 'cs_demo_marketplace',
  status: 'open',
  mode: 'payment',
  lineItem: 'Cakeday marketplace: 2 shops',
  amountCents: checkout.totalCents,
  interval: null,
  successUrl: '/marketplace/orders?paid=group-1',
  cancelUrl: '/marketplace/cart',
  label: DEMO_PAYMENT_LABEL_TEXT,
  testCards: { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995' },
};

const meta = {
  title: 'Platform/Marketplace/Payment modal',
  component: PaymentModalView,
  parameters: { layout: 'fullscreen' },
  args: { summary: summaryFromCart(cart, { 'demo-shop-sweet-things': 'local', 'demo-shop-bounce': 'local' }), payBy: null, error: null, pending: false, payment: null, onPay: fn(), onClose: fn() },
  render: (args) => (
    <Dialog
      open
      onClose={args.onClose}
      title={args.payment ? 'Pay for your order' : 'Checkout'}
      description={args.payment ? undefined : 'Check each shop’s part, its delivery and the total before you pay.'}
    >
      <PaymentModalView {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof PaymentModalView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before paying: each shop's part with its delivery fee and date, and the one total; Pay. */
export const Summary: Story = {};

/** Pay pressed: the checkout is being made (stock reserved). */
export const Starting: Story = { args: { pending: true } };

/** The server refused (a delivery that cannot arrive before the party). */
export const Refused: Story = { args: { error: 'Bounce Around Rentals cannot deliver before the party starts: choose pickup or remove the castle.' } };

/** The demo provider: the server's figures and the card form inside the dialog. */
export const DemoCardForm: Story = {
  args: {
    summary: summaryFromCheckout(checkout),
    payBy: checkout.payBy,
    payment: (
      <DemoCheckoutCard
        inDialog
        view={demoSession}
        cardNumber=""
        onCardNumberChange={() => undefined}
        pending={null}
        error={null}
        fieldError={null}
        nextUrl={null}
        onPay={() => undefined}
        onCancel={() => undefined}
      />
    ),
  },
};
