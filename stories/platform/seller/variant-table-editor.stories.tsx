import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { generateVariants, type VariantRow } from '#platform/features/marketplace/seller/components/products/product-form-values.ts';
import { VariantTableEditor } from '#platform/features/marketplace/seller/components/products/variant-table-editor.tsx';

const colorsAndSizes = generateVariants(
  [
    { name: 'Color', values: 'Pink, Gold, Green' },
    { name: 'Size', values: 'Kids, Adults' },
  ],
  [],
).rows.map((row, index): VariantRow => ({ ...row, id: `variant-${index}`, price: row.optionValues[1] === 'Adults' ? '14.99' : '12.99', stock: String((index * 7) % 20) }));

/** The table keeps its own rows, as the product editor does, so cells can be typed into. */
function Editable(props: { optionNames: string[]; rows: VariantRow[]; errors?: Record<string, string> }) {
  const [rows, setRows] = useState(props.rows);
  return <VariantTableEditor optionNames={props.optionNames} rows={rows} onChange={setRows} errors={props.errors ?? {}} />;
}

const meta = {
  title: 'Platform/Marketplace seller/Variant table editor',
  component: Editable,
  args: { optionNames: ['Color', 'Size'], rows: colorsAndSizes },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two options make six variants, each with its price and stock; "Same price for all" fills every price. */
export const TwoOptions: Story = {};

/** One option (Color). */
export const OneOption: Story = {
  args: {
    optionNames: ['Color'],
    rows: generateVariants([{ name: 'Color', values: 'Red, Blue' }], []).rows.map((row) => ({ ...row, price: '4.50', stock: '30' })),
  },
};

/** No options: one variant, one price and stock. */
export const SingleVariant: Story = { args: { optionNames: [], rows: [{ key: 'single', optionValues: [], price: '45.99', stock: '3' }] } };

/** Core's messages under the cells they belong to. */
export const WithErrors: Story = {
  args: {
    rows: colorsAndSizes.map((row, index) => (index === 1 ? { ...row, price: '0' } : index === 4 ? { ...row, stock: '-2' } : row)),
    errors: { 'variants.1.price': 'The price must be more than $0', 'variants.4.stock': 'Stock cannot be negative' },
  },
};
