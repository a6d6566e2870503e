import { useId, useState } from 'react';
import { type EmbedKeyStats, type EmbedStatMetricName, embedStatMetricNames } from '#core/embed/embed-stats.rules.ts';
import { Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';

export const statLabels: Record<EmbedStatMetricName, string> = {
  load: 'Loads',
  submission: 'RSVP answers',
  add: 'Wishlist adds',
  booking: 'Booking requests',
  contribution: 'Contributions',
};

/** "25 Nov" for a UTC day `2026-11-25`. */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * A key's stats: the all-time totals, a 30-day bar chart of one chosen metric (its summary is the
 * chart's accessible name) and every day's numbers in a table behind "Show each day".
 */
export function KeyStats({ stats }: { stats: EmbedKeyStats }) {
  const [metric, setMetric] = useState<EmbedStatMetricName>('load');
  const ids = { metric: useId(), title: useId() };
  const values = stats.days.map((day) => day[metric]);
  const max = Math.max(1, ...values);
  const sum = values.reduce((total, value) => total + value, 0);
  const busiest = stats.days.reduce((best, day) => (day[metric] > best[metric] ? day : best), stats.days[0]!);
  const summary =
    sum === 0
      ? `${statLabels[metric]} per day over the last ${stats.days.length} days: none yet.`
      : `${statLabels[metric]} per day over the last ${stats.days.length} days: ${sum} in all, most on ${shortDay(busiest.day)} (${busiest[metric]}).`;
  const barWidth = 100 / stats.days.length;

  return (
    <section className="grid gap-3" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="text-sm font-semibold">
        Stats
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {embedStatMetricNames.map((name) => (
          <div key={name} className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{statLabels[name]}</dt>
            <dd className="text-lg font-bold tabular-nums">{stats.totals[name]}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={ids.metric}>Chart</Label>
          <Select id={ids.metric} value={metric} onChange={(e) => setMetric(e.target.value as EmbedStatMetricName)} className="w-48">
            {embedStatMetricNames.map((name) => (
              <option key={name} value={name}>
                {statLabels[name]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <svg role="img" aria-label={summary} viewBox="0 0 100 30" preserveAspectRatio="none" className="h-16 w-full text-primary">
        <title>{summary}</title>
        <line x1="0" y1="29.75" x2="100" y2="29.75" stroke="currentColor" strokeOpacity="0.3" strokeWidth="0.5" />
        {stats.days.map((day, index) => {
          const height = (day[metric] / max) * 28;
          return <rect key={day.day} x={index * barWidth + barWidth * 0.15} y={29.5 - height} width={barWidth * 0.7} height={height} fill="currentColor" rx="0.4" />;
        })}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring">Show each day</summary>
        <div className="mt-2 max-h-64 overflow-auto" tabIndex={0} role="region" aria-label="Each day’s numbers">
          <table className="w-full text-right text-sm tabular-nums">
            <caption className="sr-only">The last {stats.days.length} days (UTC), newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">
                  Day
                </th>
                {embedStatMetricNames.map((name) => (
                  <th key={name} scope="col" className="px-2 font-medium">
                    {statLabels[name]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...stats.days].reverse().map((day) => (
                <tr key={day.day} className="border-t border-border">
                  <th scope="row" className="text-left font-normal">
                    {shortDay(day.day)}
                  </th>
                  {embedStatMetricNames.map((name) => (
                    <td key={name} className="px-2">
                      {day[name]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
