import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkStockEditor } from '#platform/features/marketplace/seller/components/products/bulk-stock-editor.tsx';
import { ProductEditor } from '#platform/features/marketplace/seller/components/products/product-editor.tsx';
import { emptyProductForm, productFormValuesFrom } from '#platform/features/marketplace/seller/components/products/product-form-values.ts';
import { ProductList } from '#platform/features/marketplace/seller/components/products/product-list.tsx';
import { ProductPhotos } from '#platform/features/marketplace/seller/components/products/product-photos.tsx';
import { products } from './seller-fixtures.ts';

const meta = {
  title: 'Platform/Marketplace seller/Shop manager',
  component: ProductList,
  args: { products, editPath: (id: string) => `/shop-manager?product=${id}`, onStatus: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active, draft, a rental and an archived product, each with its status chip, stock and price. */
export const Products: Story = {};

/** Activating without a payout account: the API's sentence under the product. */
export const ActivationRefused: Story = {
  args: { error: { id: 'product-arch', message: 'Connect a payout account before you sell: your shop can keep drafts until then.' } },
};

/** Many stock figures changed, saved once. */
export const BulkStock: StoryObj<typeof BulkStockEditor> = { render: () => <BulkStockEditor products={products} onSave={() => undefined} /> };

const [hats, , table] = products;

/** An item with two options and its generated variants, and its photos. */
export const EditItem: StoryObj<typeof ProductEditor> = {
  render: () => (
    <ProductEditor
      initial={productFormValuesFrom(hats!)}
      productId={hats!.id}
      canSell
      onSave={() => undefined}
      onCancel={() => undefined}
      photos={<ProductPhotos imageUrls={hats!.imageUrls} onAdd={() => undefined} onRemove={() => undefined} onReorder={() => undefined} />}
    />
  ),
};

/** A rental: units, price and deposit per day. */
export const EditRental: StoryObj<typeof ProductEditor> = {
  render: () => <ProductEditor initial={productFormValuesFrom(table!)} productId={table!.id} canSell onSave={() => undefined} onCancel={() => undefined} />,
};

/** A new product in a shop without payouts: choosing Active warns before the API refuses. */
export const NewWithoutPayouts: StoryObj<typeof ProductEditor> = {
  render: () => <ProductEditor initial={{ ...emptyProductForm(), status: 'active' }} productId={null} canSell={false} onSave={() => undefined} onCancel={() => undefined} />,
};
