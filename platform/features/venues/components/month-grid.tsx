import { useState, type ReactNode } from 'react';
import { weekdayOf, weekdays } from '#core/domain/venues/calendar-date.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { cx } from '#platform/lib/class-names.ts';

export interface Month {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month a YYYY-MM-DD date falls in. */
export const monthOf = (date: string): Month => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** Every date of the month, YYYY-MM-DD. */
export function monthDates({ year, month }: Month): string[] {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => `${year}-${pad(month)}-${pad(index + 1)}`);
}

/** The shown month and the step to the previous or next one. */
export function useMonth(start: string): [Month, (step: number) => void] {
  const [month, setMonth] = useState(() => monthOf(start));
  const move = (step: number) =>
    setMonth(({ year, month: current }) => {
      const index = year * 12 + (current - 1) + step;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  return [month, move];
}

export const monthName = ({ year, month }: Month) => new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A month as a table, weeks starting on Sunday, with "Previous month" / "Next month" buttons and
 * the month's name announced when it changes: the venue page's availability calendar and the
 * owner's booking calendar. Each day's cell (its class and content) comes from `cell`.
 */
export function MonthGrid({
  headingId,
  heading,
  month,
  onMove,
  caption,
  cell,
  legend,
}: {
  headingId: string;
  heading: string;
  month: Month;
  onMove: (step: number) => void;
  /** The table's (screen reader) caption, from the month's name. */
  caption: (title: string) => string;
  cell: (date: string) => { className?: string; content: ReactNode };
  legend?: ReactNode;
}) {
  const days = monthDates(month);
  const lead = weekdays.indexOf(weekdayOf(days[0]!));
  const title = monthName(month);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold">
          {heading}
        </h2>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => onMove(-1)} aria-label="Previous month">
            ‹
          </Button>
          <span aria-live="polite" className="min-w-36 text-center text-sm font-semibold">
            {title}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onMove(1)} aria-label="Next month">
            ›
          </Button>
        </div>
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <caption className="sr-only">{caption(title)}</caption>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" className="text-xs font-semibold text-muted-foreground">
                <abbr title={day[0]!.toUpperCase() + day.slice(1)} className="no-underline">
                  {day.slice(0, 2).replace(/^./, (letter) => letter.toUpperCase())}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: Math.ceil((lead + days.length) / 7) }, (_, week) => (
            <tr key={week}>
              {Array.from({ length: 7 }, (_, column) => {
                const date = days[week * 7 + column - lead];
                if (!date) return <td key={column} />;
                const { className, content } = cell(date);
                return (
                  <td key={column} className={cx('rounded-md', className)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {legend}
    </section>
  );
}
