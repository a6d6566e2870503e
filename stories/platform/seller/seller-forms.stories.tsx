import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayoutStep } from '#platform/features/marketplace/seller/components/shop/payout-step.tsx';
import { ShopForm } from '#platform/features/marketplace/seller/components/shop/shop-form.tsx';
import { emptyShopForm, shopFormValuesFrom } from '#platform/features/marketplace/seller/components/shop/shop-form-values.ts';
import { SHOP_ZONE, shop } from './seller-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace seller/Shop form',
  component: ShopForm,
  args: { initial: emptyShopForm(SHOP_ZONE), mode: 'open', onSubmit: () => undefined, origin: 'https://cakeday.example' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 for a new seller: the shop address follows the name until it is typed, with the link as it will read. */
export const OpenAShop: Story = {};

/** The seller's open shop, to edit; a new logo uploads at once. */
export const EditTheShop: Story = { args: { mode: 'edit', initial: shopFormValuesFrom(shop), onLogo: async () => undefined } };

/** The API refused the address. */
export const AddressTaken: Story = {
  args: {
    initial: { ...emptyShopForm(SHOP_ZONE), name: 'Confetti Corner', slug: 'confetti-corner', city: 'Austin' },
    serverMessage: 'That shop address is taken: choose another.',
    serverErrors: { slug: 'That shop address is taken' },
  },
};

/** Step 2 before connecting: products can be drafted, not sold. */
export const PayoutsNotConnected: StoryObj<typeof PayoutStep> = {
  render: () => <PayoutStep account={{ connected: false, payoutsEnabled: false, detailsSubmitted: false, providerLabel: 'Demo payments' }} onConnect={() => undefined} />,
};

/** Step 2 done. */
export const PayoutsConnected: StoryObj<typeof PayoutStep> = {
  render: () => <PayoutStep account={{ connected: true, payoutsEnabled: true, detailsSubmitted: true, providerLabel: 'Demo payments' }} onConnect={() => undefined} />,
};
