import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { CartContents, type DeliveryAddress } from '#platform/features/marketplace/components/cart/cart-contents.tsx';
import { cart } from './marketplace-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace/Cart grouped by shop',
  component: CartContents,
  parameters: { layout: 'fullscreen' },
  args: {
    cart,
    parties: [
      { id: 'demo-event', title: 'Leo turns 6' },
      { id: 'event-2', title: 'Grandma’s 80th' },
    ],
    methods: {},
    onMethod: fn(),
    where: { address: '', city: '' },
    onWhere: fn(),
    onEvent: fn(),
    eventBusy: false,
    onCheckout: fn(),
    onQuantity: fn(),
    onRemove: fn(),
    busyLineId: null,
  },
  // The delivery choices and the address stay in the story, and the totals follow them.
  render: function Render(args) {
    const [methods, setMethods] = useState<Record<string, DeliveryMethod>>(args.methods);
    const [where, setWhere] = useState<DeliveryAddress>(args.where);
    return (
      <div className="mx-auto max-w-6xl p-4">
        <CartContents {...args} methods={methods} onMethod={(shopId, method) => setMethods((current) => ({ ...current, [shopId]: method }))} where={where} onWhere={setWhere} />
      </div>
    );
  },
} satisfies Meta<typeof CartContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two shops, tied to the party (its time in the party's zone, the deliver-by, the guests going): the
 * arch is already on the party's wishlist, the plates have a suggested quantity, the castle is a
 * two-day rental with a deposit. Each shop offers its own deliveries with fee and date.
 */
export const TiedToAParty: Story = {};

/** Not for a party: the address is needed before Checkout (it says so). */
export const NotForAParty: Story = { args: { cart: { ...cart, event: null } } };

/** A line asks for more than is left: Checkout says what to change. */
export const NotEnoughLeft: Story = {
  args: {
    cart: { ...cart, shops: [{ ...cart.shops[0]!, lines: cart.shops[0]!.lines.map((line, index) => (index === 0 ? { ...line, quantity: 3, available: 1 } : line)) }, cart.shops[1]!] },
  },
};

/** A quantity change being saved: that line's buttons wait. */
export const SavingALine: Story = { args: { busyLineId: 'line-plates' } };

/** Empty. */
export const Empty: Story = { args: { cart: { event: null, shops: [], itemsCents: 0, lineCount: 0 } } };
