import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMBED_STATS_DAYS, type EmbedKeyStats, lastUtcDays, zeroCounts } from '#core/embed/embed-stats.rules.ts';
import { KeyStats } from '#platform/features/embed/components/key-stats.tsx';

const days = lastUtcDays(Date.parse('2026-11-25T12:00:00Z'), EMBED_STATS_DAYS);

function statsWith(perDay: (index: number) => Partial<ReturnType<typeof zeroCounts>>): EmbedKeyStats {
  const entries = days.map((day, index) => ({ day, ...zeroCounts(), ...perDay(index) }));
  const totals = zeroCounts();
  for (const entry of entries) for (const name of Object.keys(totals) as (keyof typeof totals)[]) totals[name] += entry[name];
  return { keyId: 'ck_pub_storystorystorystorys', totals: { ...totals, load: totals.load + 120 }, days: entries };
}

const meta = {
  title: 'Platform/Embed/Key stats',
  component: KeyStats,
  args: { stats: statsWith((index) => ({ load: Math.round(8 + 6 * Math.sin(index / 3) + index / 2), submission: index % 4 === 0 ? 2 : index % 3 === 0 ? 1 : 0 })) },
} satisfies Meta<typeof KeyStats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An RSVP key on a busy site: loads every day, a few answers. */
export const Busy: Story = {};
/** A new key: all zeros; the chart's summary says "none yet". */
export const NothingYet: Story = { args: { stats: { keyId: 'ck_pub_storystorystorystorys', totals: zeroCounts(), days: days.map((day) => ({ day, ...zeroCounts() })) } } };
/** A contribution key: loads and two completed contributions last week. */
export const Contributions: Story = { args: { stats: statsWith((index) => ({ load: index > 20 ? 5 : 0, contribution: index === 24 || index === 27 ? 1 : 0 })) } };
