import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActivityFeed } from '#platform/features/events/components/activity-feed.tsx';
import { DangerZone } from '#platform/features/events/components/event-overview-screen.tsx';

/** Parts of the host's event overview (/dashboard/events/:id) that read on their own. */
const meta = {
  title: 'Platform/Events/Event overview parts',
  component: DangerZone,
  args: { onCancel: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DangerZone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel and delete, apart at the bottom of the overview; each opens its confirmation. */
export const DangerZoneForTheHost: Story = {};

/** A cancelled party keeps only "Delete event" (a co-host sees only "Cancel event"). */
export const DangerZoneCancelledParty: Story = { args: { onCancel: undefined } };

export const DangerZoneOnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A new party's activity: says what will appear there. */
export const ActivityEmpty: Story = { render: () => <ActivityFeed activity={[]} /> };

export const ActivityEmptyOnAPhone: Story = { render: () => <ActivityFeed activity={[]} />, globals: { viewport: { value: 'mobile1' } } };
