import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '#platform/features/marketplace/components/product-card.tsx';
import { balloonArchCard, productCards } from './marketplace-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace/Product card',
  component: ProductCard,
  args: { product: balloonArchCard },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An item with its shop, rating and lowest price. */
export const Item: Story = {};

/** A rental: its price per day and the "Rental" tag. */
export const Rental: Story = { args: { product: productCards[2]! } };

/** Every variant at 0 and no review yet, no photo: "Sold out", "New" and the drawn placeholder. */
export const SoldOutWithoutPhoto: Story = { args: { product: productCards[3]! } };

/** On the shop's own page the shop's name is left out, and the title is an h3 under "Products". */
export const OnTheShopPage: Story = { args: { showShop: false, headingLevel: 3 } };

/** The search's grid at a phone's width: two columns. */
export const GridOnAPhone: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', width: 358 }}>
      {productCards.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  ),
  decorators: [(Story) => <Story />],
};
