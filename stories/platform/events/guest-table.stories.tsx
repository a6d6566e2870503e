import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import type { GuestView } from '../../../core/domain/events/event-view.schema.ts';
import { GuestTable } from '../../../platform/features/events/components/guest-table.tsx';
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
