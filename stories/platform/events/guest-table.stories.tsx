import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import type { GuestView } from '#core/domain/events/event-view.schema.ts';
import { guestCountText, ShowMoreGuests } from '#platform/features/events/components/guest-list-pager.tsx';
import { GuestTable } from '#platform/features/events/components/guest-table.tsx';
import { guests } from './event-fixtures.ts';

const meta = {
  title: 'Platform/Events/Guest table',
  component: GuestTable,
  args: {
    guests,
    selected: new Set<string>(),
    emptyText: 'No guests yet. Add them one by one, or import a CSV or vCard file.',
    onToggle: fn(),
    onToggleAll: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onCopyLink: fn(),
    onResetLink: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GuestTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: going (with a plus-one and notes), maybe (texts off), declined, waitlisted, invited, not invited, no reply. */
export const AllStatuses: Story = {};

/** Selecting rows (for "Send invitations" to the selected guests). */
function SelectableTable(args: ComponentProps<typeof GuestTable>) {
  const [selected, setSelected] = useState<Set<string>>(new Set(['guest-5', 'guest-6']));
  return (
    <GuestTable
      {...args}
      selected={selected}
      onToggle={(id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        })
      }
      onToggleAll={(on) => setSelected(on ? new Set(args.guests.map((guest: GuestView) => guest.id)) : new Set())}
    />
  );
}

export const Selectable: Story = { render: (args) => <SelectableTable {...args} /> };

export const Empty: Story = { args: { guests: [] } };

export const FilteredToGoing: Story = { args: { guests: guests.filter((guest) => guest.listStatus === 'going') } };

export const FilteredWithoutMatches: Story = { args: { guests: [], emptyText: 'No guests match this search.' } };

/** A large party: the first page of 100 shown, "Show more guests" under it and the count above (as the guests screen lays them out). */
function FirstPageOfMany(args: ComponentProps<typeof GuestTable>) {
  const [pages, setPages] = useState(1);
  const total = 5000;
  const shown = Math.min(total, pages * 100);
  const rows = Array.from({ length: shown }, (_, index) => ({
    ...args.guests[index % args.guests.length]!,
    id: `guest-page-${index}`,
    name: `${args.guests[index % args.guests.length]!.name} ${index + 1}`,
  }));
  return (
    <div className="p-4">
      <p className="mb-2 text-sm text-muted-foreground" role="status">
        {guestCountText({ shown, total, filtered: false, selected: 0 })}
      </p>
      <GuestTable {...args} guests={rows} />
      <ShowMoreGuests shown={shown} total={total} hasMore={shown < total} loadingMore={false} autoLoad={false} onReachEnd={fn()} onShowMore={() => setPages((count) => count + 1)} />
    </div>
  );
}

export const ShowMore: Story = { render: (args) => <FirstPageOfMany {...args} /> };

/** While the next page loads: the button stays focusable (aria-disabled) and says so. */
export const LoadingMore: Story = {
  render: (args) => (
    <div className="p-4">
      <p className="mb-2 text-sm text-muted-foreground" role="status">
        {guestCountText({ shown: args.guests.length, total: 240, filtered: true, selected: 2 })}
      </p>
      <GuestTable {...args} />
      <ShowMoreGuests shown={args.guests.length} total={240} hasMore loadingMore autoLoad onReachEnd={fn()} onShowMore={fn()} />
    </div>
  ),
};

/** On a phone each guest is a card (the same table): name, status, party size and every action on screen. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A phone with some guests selected for invitations; "Select all" sits above the cards. */
export const PhoneSelectable: Story = { render: (args) => <SelectableTable {...args} />, globals: { viewport: { value: 'mobile1' } } };
