import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PotCard } from '#platform/features/event-money/components/pot-card.tsx';
import { PotForm } from '#platform/features/event-money/components/pot-form.tsx';
import { fundPot, giftPot } from './event-money-fixtures.ts';

const items = [
  { id: 'item-bike', title: 'Red balance bike', priceCents: 18_000, isPot: true },
  { id: 'item-books', title: 'Dinosaur books', priceCents: 2_400, isPot: false },
];

// The form's props differ between creating and editing, so each story renders it itself.
const meta = {
  title: 'Platform/Event money/Pot form',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const common = { pending: false, serverError: null, onCancel: fn() };

export const NewEventFund: Story = { render: () => <PotForm {...common} mode="create" kind="event_fund" onCreate={fn()} /> };
export const NewGroupGift: Story = { render: () => <PotForm {...common} mode="create" kind="gift" items={items} onCreate={fn()} /> };
export const GroupGiftLoadingItems: Story = { render: () => <PotForm {...common} mode="create" kind="gift" onCreate={fn()} /> };

/** What the server said about the input, on top and under each field. */
export const WithErrors: Story = {
  render: () => (
    <PotForm
      {...common}
      mode="create"
      kind="event_fund"
      onCreate={fn()}
      serverError="Set a target and a deadline to refund contributors when it is missed"
      serverFieldErrors={{
        max: 'The maximum must be at least the minimum',
        deadline: 'Choose a deadline in the future',
        target: 'Set a target and a deadline to refund contributors when it is missed',
      }}
    />
  ),
};

export const Saving: Story = { render: () => <PotForm {...common} pending mode="create" kind="event_fund" onCreate={fn()} /> };
export const EditPot: Story = { render: () => <PotForm {...common} mode="edit" pot={giftPot()} onUpdate={fn()} /> };

export const FundCard: Story = { render: () => <PotCard pot={fundPot()} toggling={false} onEdit={fn()} onToggleOpen={fn()} /> };
export const ClosedGiftCardWithTarget: Story = { render: () => <PotCard pot={giftPot()} toggling={false} onEdit={fn()} onToggleOpen={fn()} /> };
