import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { GoingGuest } from '#core/domain/events/event-view.schema.ts';
import { GoingList } from '#platform/features/event-page/components/going-list.tsx';

const names = (from: number, count: number): GoingGuest[] => Array.from({ length: count }, (_, index) => ({ name: `Guest ${from + index + 1}`, partySize: (from + index) % 4 === 0 ? 2 : 1 }));

const meta = {
  title: 'Platform/Events/Going list',
  component: GoingList,
  args: { names: names(0, 5), total: 5, hasMore: false, started: false, loading: false, error: null, onShowMore: fn() },
  decorators: [(Story) => <section className="max-w-xl rounded-card border border-border bg-card p-5">{<Story />}</section>],
} satisfies Meta<typeof GoingList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A small party: every name is on the page. */
export const Everyone: Story = {};

/** A party of 130 going: the page's first 50 names and "See everyone who's going", which pages in the rest. */
function LargeParty() {
  const [shown, setShown] = useState(50);
  return <GoingList names={names(0, shown)} total={130} hasMore={shown < 130} started={shown > 50} loading={false} error={null} onShowMore={() => setShown((count) => Math.min(130, count + 40))} />;
}

export const SeeEveryone: Story = { render: () => <LargeParty /> };

export const LoadingMore: Story = { args: { names: names(0, 50), total: 130, hasMore: true, started: true, loading: true } };

export const LoadFailed: Story = { args: { names: names(0, 50), total: 130, hasMore: true, started: true, error: 'Could not load more names. Please try again.' } };
