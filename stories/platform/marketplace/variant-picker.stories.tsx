import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatUsd } from '#core/domain/money/money.schema.ts';
import { initialSelection, variantFor } from '#platform/features/marketplace/components/product/variant-choice.ts';
import { stockWords, VariantPicker } from '#platform/features/marketplace/components/product/variant-picker.tsx';
import { balloonVariants } from './marketplace-fixtures.ts';

const optionNames = ['Color', 'Size'];

const meta = {
  title: 'Platform/Marketplace/Variant picker',
  component: VariantPicker,
  args: { optionNames, variants: balloonVariants, selection: initialSelection(optionNames, balloonVariants), onChange: () => undefined },
  // The choice stays in the story, and the price and stock follow it as on the product page.
  render: function Render(args) {
    const [selection, setSelection] = useState(args.selection);
    const variant = variantFor(args.variants, selection);
    return (
      <div style={{ maxWidth: 360 }}>
        <VariantPicker {...args} selection={selection} onChange={setSelection} />
        <p className="mt-4 text-2xl font-extrabold">{variant ? formatUsd(variant.priceCents) : '—'}</p>
        <p className="text-sm font-medium">{stockWords(variant)}</p>
      </div>
    );
  },
} satisfies Meta<typeof VariantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two options. Gold is sold out in every size (disabled); in Blue the standard size is sold out,
 * so choosing Blue moves the size to Grand. Arrow keys move within a group.
 */
export const ColorAndSize: Story = {};

/** Starting on the variant in the link (back from signing in): Pink, Grand, only 2 left. */
export const FromTheLink: Story = { args: { selection: initialSelection(optionNames, balloonVariants, 'v-pink-xl') } };

/** One option only. */
export const OneOption: Story = {
  args: {
    optionNames: ['Pack'],
    variants: [
      { id: 'p12', optionValues: ['12 plates'], priceCents: 799, stock: 30 },
      { id: 'p24', optionValues: ['24 plates'], priceCents: 1299, stock: 0 },
      { id: 'p48', optionValues: ['48 plates'], priceCents: 2199, stock: 8 },
    ],
    selection: ['12 plates'],
  },
};
